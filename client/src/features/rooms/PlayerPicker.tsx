import { useEffect, useState } from 'react';
import { PICKER_PAGE_SIZE, pageWindow } from '@onbir/shared/game/rooms';
import { POOL_SEASON, POSITIONS, type GamePlayer, type Page } from '@onbir/shared/players/types';
import { useDebounced } from '../../lib/useDebounced';
import { useRemote } from '../../lib/useRemote';
import { roomsApi } from './roomsApi';

/**
 * The draft's player picker (spec 5.4, 9): undrafted players of the room's leagues, searched by name,
 * filtered by position (the selected slot's by default), 20 a page with a window of 5 page numbers.
 * A page is loaded when the search, filter or page changes; picks arrive with updateRoom and take the
 * drafted players (`draftedIds`) out of the page shown, with no request. Only a page whose players have
 * all been drafted is loaded again. "Seç" stays clickable out of turn: the page says why it is refused.
 */
export function PlayerPicker({
  roomId,
  slotPosition,
  draftedIds,
  isMyTurn,
  onPick,
}: {
  roomId: string;
  slotPosition: string;
  draftedIds: ReadonlySet<string>;
  isMyTurn: boolean;
  onPick: (player: GamePlayer) => void;
}) {
  const [q, setQ] = useState('');
  // Position filter and page belong to the slot they were chosen for: a new slot starts from its own
  // position on page 1 (derived during render, so a stale filter is never shown for a moment).
  const [sel, setSel] = useState({ forSlot: slotPosition, position: slotPosition, page: 1 });
  const current = sel.forSlot === slotPosition ? sel : { forSlot: slotPosition, position: slotPosition, page: 1 };
  const { position, page } = current;
  const setPage = (n: number) => setSel({ ...current, page: n });
  // Typing waits 150 ms before it asks the server.
  const query = useDebounced(q, 150);
  const [refill, setRefill] = useState(0);
  const { data, failed } = useRemote<Page<GamePlayer> | null>(
    `${roomId}|${query}|${position}|${page}|${refill}`,
    (signal) => roomsApi.available(roomId, query, position, page, signal),
    { empty: null, logAs: 'Oyuncu listesi alınamadı.' },
  );
  const visible = data?.items.filter((p) => !draftedIds.has(p.id)) ?? [];
  const exhausted = data !== null && data.items.length > 0 && visible.length === 0;
  useEffect(() => {
    if (exhausted) setRefill((n) => n + 1);
  }, [exhausted]);

  const pageCount = data ? Math.max(1, Math.ceil(data.total / PICKER_PAGE_SIZE)) : 1;

  return (
    <section className="rm-card rm-picker" aria-label="Oyuncu seçici">
      <p className="rm-muted">{POOL_SEASON} sezonu kadroları</p>
      <div className="rm-picker-filters">
        <input
          className="rm-input"
          type="search"
          placeholder="Oyuncu ara…"
          aria-label="Oyuncu ara"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
        />
        <select
          className="rm-input"
          aria-label="Pozisyon filtresi"
          value={position}
          onChange={(e) => setSel({ forSlot: slotPosition, position: e.target.value, page: 1 })}
        >
          <option value="">Tüm pozisyonlar</option>
          {POSITIONS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </div>
      <ul className="rm-picker-list">
        {visible.map((p) => (
          <li key={p.id} data-testid="picker-player">
            <span className="rm-ovr">{p.overall}</span>
            <span className="rm-picker-name">
              <strong>{p.short_name}</strong>
              <small>
                {p.player_positions} · {p.club_name || p.league_name}
              </small>
            </span>
            <button type="button" className={`rm-btn rm-btn-small ${isMyTurn ? 'rm-btn-primary' : 'rm-btn-outline'}`} onClick={() => onPick(p)}>
              Seç
            </button>
          </li>
        ))}
        {!data && !failed && <li className="rm-muted">Oyuncular yükleniyor…</li>}
        {failed && (
          <li className="rm-error" role="alert">
            Oyuncu listesi alınamadı.
          </li>
        )}
        {data && visible.length === 0 && !exhausted && <li className="rm-muted">Uygun oyuncu bulunamadı.</li>}
      </ul>
      {pageCount > 1 && (
        <nav className="rm-pages" aria-label="Sayfalar">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)} aria-label="Önceki sayfa">
            ‹
          </button>
          {pageWindow(page, pageCount).map((n) => (
            <button key={n} type="button" className={n === page ? 'rm-page-on' : ''} aria-current={n === page ? 'page' : undefined} onClick={() => setPage(n)}>
              {n}
            </button>
          ))}
          <button type="button" disabled={page >= pageCount} onClick={() => setPage(page + 1)} aria-label="Sonraki sayfa">
            ›
          </button>
        </nav>
      )}
    </section>
  );
}
