import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { positionCode } from '@onbir/shared/text/positions';
import type { RoomDto } from '@onbir/shared/room/dto';
import type { SquadSlot } from '@onbir/shared/formations/gameFormations';
import { foldText } from '@onbir/shared/players/text';
import { PICKER_PAGE_SIZE } from '@onbir/shared/room/constants';
import { pageWindow } from '@onbir/shared/room/schemas';
import { POOL_SEASON, POSITIONS, type GamePlayer, type Page } from '@onbir/shared/players/types';
import { useLocale } from '../../lib/i18n/locale';
import { useDebounced } from '../../lib/useDebounced';
import { useRemote } from '../../lib/useRemote';
import { positionsText } from './positions';
import { roomsApi } from './roomsApi';

/** How long the list stays as it was after a pick lands: the second tap of a double tap hits the same row. */
const SETTLE_MS = 700;

/**
 * The draft's player picker (docs/rooms.md, 'Who may pick whom'): undrafted players of the room's leagues, searched by name,
 * filtered by position (every position by default; the chosen slot's when the user picks a slot), 20 a
 * page with a window of 5 page numbers. By default only players who fit an empty slot are listed, each with
 * the position he would take; one pick is in flight at a time (its button says it is sending), and while it
 * is, and a moment after, the rows stay where they were: nothing moves under a finger. Players drafted
 * meanwhile stay in place as "… seçti" until the list moves on; a search for a drafted player says who took
 * him. "Listeye ekle" puts a player in the private queue. A page is loaded when the search, filter or page
 * changes; only a page whose players have all been drafted is loaded again. "Seç" stays clickable out of
 * turn: the page says why it is refused.
 */
export function PlayerPicker({
  room,
  slotPosition,
  draftedIds,
  isMyTurn,
  offline,
  onPick,
  slotFor,
  sendingId,
  queuedIds,
  onQueue,
  pickLabel,
}: {
  room: RoomDto;
  slotPosition: string;
  draftedIds: ReadonlySet<string>;
  isMyTurn: boolean;
  offline: boolean;
  onPick: (player: GamePlayer) => void;
  /** The empty slot this player would take, if any. */
  slotFor: (player: GamePlayer) => SquadSlot | undefined;
  /** The player whose pick is being sent (every "Seç" waits meanwhile). */
  sendingId: string | null;
  queuedIds: ReadonlySet<string>;
  /** "Listeye ekle": absent where there is no queue (an auction's nomination). */
  onQueue?: (player: GamePlayer) => void;
  /** The choose button's word, "Seç" unless given ("Açık artırmaya çıkar"). */
  pickLabel?: string;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const roomId = room._id;
  const [fittingOnly, setFittingOnly] = useState(true);
  const [q, setQ] = useState('');
  // Position filter and page belong to the slot they were chosen for: a new slot starts from its own
  // position on page 1 (derived during render, so a stale filter is never shown for a moment).
  const [sel, setSel] = useState({ forSlot: slotPosition, position: slotPosition, page: 1 });
  const current = sel.forSlot === slotPosition ? sel : { forSlot: slotPosition, position: slotPosition, page: 1 };
  const { position, page } = current;
  const setPage = (n: number) => {
    setHeld(null);
    setSel({ ...current, page: n });
  };
  // Typing waits 150 ms before it asks the server.
  const query = useDebounced(q, 150);
  const [refill, setRefill] = useState(0);
  const { data, failed } = useRemote<Page<GamePlayer> | null>(
    `${roomId}|${query}|${position}|${page}|${refill}`,
    (signal) => roomsApi.available(roomId, query, position, page, signal),
    { empty: null, logAs: 'available players failed' },
  );
  const undrafted = data?.items.filter((p) => !draftedIds.has(p.id)) ?? [];
  const fresh = fittingOnly ? undrafted.filter((p) => slotFor(p)) : undrafted;
  // The rows as they were at the tap, kept while the pick is in flight and a moment after it landed (a tap
  // the rules refused at once sends nothing and holds nothing); changing the search or filter lets go.
  const [held, setHeld] = useState<GamePlayer[] | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sendingId !== null) {
      sent.current = true;
      return;
    }
    if (held === null) return;
    const t = setTimeout(
      () => {
        sent.current = false;
        setHeld(null);
      },
      sent.current ? SETTLE_MS : 0,
    );
    return () => clearTimeout(t);
  }, [sendingId, held]);
  const visible = held ?? fresh;
  const exhausted = data !== null && data.items.length > 0 && undrafted.length === 0;
  useEffect(() => {
    if (exhausted) setRefill((n) => n + 1);
  }, [exhausted]);
  const names = new Map(room.players.map((p) => [p.user._id, p.name]));
  const takenBy = new Map(room.draft.log.map((l) => [l.playerId, l]));
  // A name searched for that someone drafted: who took him, not "nothing found".
  const folded = foldText(query.trim());
  const takenMatches = folded ? room.draft.log.filter((l) => foldText(l.playerName).includes(folded) && !visible.some((p) => p.id === l.playerId)) : [];
  const tap = (p: GamePlayer) => {
    if (sendingId !== null || held !== null) return;
    setHeld(visible);
    onPick(p);
  };

  const inList = (name: string) => t`${name} listede`;
  const season = POOL_SEASON;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / PICKER_PAGE_SIZE)) : 1;

  return (
    <section className="rm-card rm-picker" aria-label={t`Oyuncu seçici`}>
      <p className="rm-muted">
        <Trans>{season} sezonu kadroları</Trans>
      </p>
      <div className="rm-picker-filters">
        <input
          className="rm-input"
          type="search"
          placeholder={t`Oyuncu ara…`}
          aria-label={t`Oyuncu ara`}
          value={q}
          onChange={(e) => {
            setHeld(null);
            setQ(e.target.value);
            setPage(1);
          }}
        />
        <select
          className="rm-input"
          aria-label={t`Pozisyon filtresi`}
          value={position}
          onChange={(e) => {
            setHeld(null);
            setSel({ forSlot: slotPosition, position: e.target.value, page: 1 });
          }}
        >
          <option value="">{t`Tüm pozisyonlar`}</option>
          {POSITIONS.map((p) => (
            <option key={p} value={p}>
              {positionCode(p, locale)}
            </option>
          ))}
        </select>
      </div>
      <label className="rm-inline rm-fitting">
        <input
          type="checkbox"
          checked={fittingOnly}
          onChange={(e) => {
            setHeld(null);
            setFittingOnly(e.target.checked);
          }}
        />
        <span>
          <Trans>Yalnızca boş mevkilerime uyanlar</Trans>
        </span>
      </label>
      <ul className="rm-picker-list">
        {visible.map((p) => {
          const taken = takenBy.get(p.id);
          const slot = slotFor(p);
          const taker = taken ? (names.get(taken.userId) ?? '?') : '';
          const place = slot ? (slot.line === 'SUB' ? t`Yedek` : positionCode(slot.position, locale)) : '';
          return (
          <li key={p.id} data-testid="picker-player" className={taken ? 'rm-picker-taken' : undefined}>
            <span className="rm-ovr">{p.overall}</span>
            <span className="rm-picker-name">
              <strong>{p.short_name}</strong>
              <small>
                {positionsText(p.player_positions, locale)} · {p.club_name || p.league_name}
              </small>
              <small className="rm-picker-slot">{taken ? t`${taker} seçti` : slot ? `→ ${place}` : t`Boş mevki yok`}</small>
            </span>
            {onQueue && (
              <button
                type="button"
                className="rm-btn rm-btn-small rm-btn-outline"
                disabled={queuedIds.has(p.id) || Boolean(taken)}
                onClick={() => onQueue(p)}
                aria-label={queuedIds.has(p.id) ? inList(p.short_name) : undefined}
              >
                {queuedIds.has(p.id) ? t`Listede` : t`Listeye ekle`}
              </button>
            )}
            <button
              type="button"
              className={`rm-btn rm-btn-small ${isMyTurn ? 'rm-btn-primary' : 'rm-btn-outline'}`}
              aria-disabled={sendingId !== null || held !== null || offline || undefined}
              disabled={Boolean(taken)}
              onClick={() => !offline && tap(p)}
            >
              {sendingId === p.id ? t`Gönderiliyor…` : taken ? t`Seçildi` : (pickLabel ?? t({ message: 'Seç', context: 'draft pick' }))}
            </button>
          </li>
          );
        })}
        {takenMatches.map((l) => {
          const taker = names.get(l.userId) ?? '?';
          const pickNumber = l.pickNumber;
          return (
          <li key={`taken-${l.playerId}`} className="rm-picker-taken" data-testid="picker-taken">
            <span className="rm-picker-name">
              <strong>{l.playerName}</strong>
              <small>
                <Trans>
                  {taker} seçti ({pickNumber}. seçim)
                </Trans>
              </small>
            </span>
          </li>
          );
        })}
        {!data && !failed && (
          <li className="rm-muted">
            <Trans>Oyuncular yükleniyor…</Trans>
          </li>
        )}
        {failed && (
          <li className="rm-error" role="alert">
            <Trans>Oyuncu listesi alınamadı.</Trans>
          </li>
        )}
        {data && visible.length === 0 && takenMatches.length === 0 && !exhausted && (
          <li className="rm-muted">
            <Trans>Uygun oyuncu bulunamadı.</Trans>
          </li>
        )}
      </ul>
      {pageCount > 1 && (
        <nav className="rm-pages" aria-label={t`Sayfalar`}>
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)} aria-label={t`Önceki sayfa`}>
            ‹
          </button>
          {pageWindow(page, pageCount).map((n) => (
            <button key={n} type="button" className={n === page ? 'rm-page-on' : ''} aria-current={n === page ? 'page' : undefined} onClick={() => setPage(n)}>
              {n}
            </button>
          ))}
          <button type="button" disabled={page >= pageCount} onClick={() => setPage(page + 1)} aria-label={t`Sonraki sayfa`}>
            ›
          </button>
        </nav>
      )}
    </section>
  );
}
