import { useEffect, useState } from 'react';
import { PICKER_PAGE_SIZE, pageWindow } from '@onbir/shared/game/rooms';
import { POSITIONS, type GamePlayer, type Page } from '@onbir/shared/players/types';
import { roomsApi } from './roomsApi';

/**
 * The draft's player picker (spec 5.4, 9): undrafted players of the room's leagues, searched by name,
 * filtered by position (the selected slot's by default), 20 a page with a window of 5 page numbers.
 * `refreshKey` changes with every room update and reloads the page; until it arrives, players in
 * `draftedIds` are hidden, so a player drafted by anyone disappears at once.
 */
export function PlayerPicker({
  roomId,
  slotPosition,
  refreshKey,
  draftedIds,
  canPick,
  onPick,
}: {
  roomId: string;
  slotPosition: string;
  refreshKey: number;
  draftedIds: ReadonlySet<string>;
  canPick: boolean;
  onPick: (player: GamePlayer) => void;
}) {
  const [q, setQ] = useState('');
  const [position, setPosition] = useState(slotPosition);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<GamePlayer> | null>(null);

  // A new slot selection brings its position into the filter and the list back to page 1.
  useEffect(() => {
    setPosition(slotPosition);
    setPage(1);
  }, [slotPosition]);

  useEffect(() => {
    const ctl = new AbortController();
    const t = setTimeout(() => {
      roomsApi
        .available(roomId, q, position, page, ctl.signal)
        .then(setData)
        .catch((err) => (err as Error).name !== 'AbortError' && console.error('Oyuncu listesi alınamadı.', err));
    }, 150);
    return () => {
      clearTimeout(t);
      ctl.abort();
    };
  }, [roomId, q, position, page, refreshKey]);

  const pageCount = data ? Math.max(1, Math.ceil(data.total / PICKER_PAGE_SIZE)) : 1;

  return (
    <section className="rm-card rm-picker" aria-label="Oyuncu seçici">
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
          onChange={(e) => {
            setPosition(e.target.value);
            setPage(1);
          }}
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
        {data?.items.filter((p) => !draftedIds.has(p.id)).map((p) => (
          <li key={p.id} data-testid="picker-player">
            <span className="rm-ovr">{p.overall}</span>
            <span className="rm-picker-name">
              <strong>{p.short_name}</strong>
              <small>
                {p.player_positions} · {p.club_name || p.league_name}
              </small>
            </span>
            <button type="button" className="rm-btn rm-btn-primary rm-btn-small" disabled={!canPick} onClick={() => onPick(p)}>
              Seç
            </button>
          </li>
        ))}
        {data && data.items.length === 0 && <li className="rm-muted">Uygun oyuncu bulunamadı.</li>}
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
