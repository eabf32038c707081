import { memo, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { displayName, manualPlayer, matchesPlayerSearch } from '@onbir/shared/builder/lineup';
import { pickerOrder } from '@onbir/shared/builder/picker';
import { isBenchKey, squadEntries, type Squad } from '@onbir/shared/builder/squad';
import type { BuilderPlayer, Page } from '@onbir/shared/players/types';
import { formatNumber } from '@onbir/shared/text/format';
import { positionCode, positionName } from '@onbir/shared/text/positions';
import type { Locale } from '@onbir/shared/text/locale';
import { useLocale } from '../../lib/i18n/locale';
import { useDialogFocus } from '../../ui/useDialogFocus';
import { fetchSquad, searchPlayers } from './builderApi';
import { ListFace, useSettled } from './ListFace';
import { OccupantActions, type OccupantProps } from './OccupantActions';
import { useRemote } from '../../lib/useRemote';
import './modal.css';

type Tab = 'squad' | 'all';
const EMPTY_PAGE: Page<BuilderPlayer> = { items: [], page: 1, pageSize: 20, total: 0 };
const squadCache = new Map<string, BuilderPlayer[]>();
const searchCache = new Map<string, Page<BuilderPlayer>>();

interface Props {
  /** The place being filled: its spoken name and the position a typed name gets. */
  place: { key: string; name: string; position: string };
  squad: Squad;
  occupant: OccupantProps | null;
  onChoose(player: BuilderPlayer): void;
  onClose(): void;
}

/** Up and down arrows walk from the search box through the list's rows (and back up to the box). */
function walkList(e: KeyboardEvent<HTMLElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  const stops = [...e.currentTarget.querySelectorAll<HTMLElement>('input[type=search], .b-player')];
  const at = stops.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  e.preventDefault();
  stops[Math.max(0, Math.min(stops.length - 1, at + (e.key === 'ArrowDown' ? 1 : -1)))].focus();
}

/** One result; memoised, so a keystroke re-renders the search box, not the twenty rows still shown. */
const PlayerRow = memo(function PlayerRow({
  player,
  placed,
  facesSettled,
  locale,
  onChoose,
}: {
  player: BuilderPlayer;
  placed: boolean;
  facesSettled: boolean;
  /** The page's language (a prop, so the memoised rows redraw when it changes). */
  locale: Locale;
  onChoose(player: BuilderPlayer): void;
}) {
  return (
    <li>
      <button type="button" className="b-player" onClick={() => onChoose(player)}>
        <ListFace src={player.player_image_url} settled={facesSettled} />
        <span className="b-player-name">{displayName(player.player_name)}</span>
        <span className="b-player-meta">
          <span className="b-player-pos" title={player.position ? positionName(player.position, locale) : undefined}>
            {player.position ? positionCode(player.position, locale) : '—'}
          </span>
          {displayName(player.club_name)}
        </span>
        {placed && (
          <span className="b-player-tag">
            <Trans>Kadroda</Trans>
          </span>
        )}
      </button>
    </li>
  );
});

/** 'Oyuncu Seç' (docs/builder.md, 'The screen'): the club's squad or the whole pool, a search that doubles as a manual name. */
export function PlayerModal({ place, squad: current, occupant, onChoose, onClose }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const { club } = current;
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useDialogFocus(dialogRef, onClose);
  const [tab, setTab] = useState<Tab>(club ? 'squad' : 'all');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);

  const placed = new Set(squadEntries(current).map((e) => e.player_id));
  // A pitch slot prefers its position; a bench place has none.
  const prefer = isBenchKey(place.key) ? null : place.position || null;
  const later = [...placed].filter((id) => !id.startsWith('manual-')).sort().join(',');
  const squad = useRemote(tab === 'squad' && club ? `squad:${club.club_id}` : null, (signal) => fetchSquad(club!.club_id, signal), {
    empty: [] as BuilderPlayer[],
    cache: squadCache,
  });
  const q = query.trim();
  const all = useRemote(tab === 'all' ? `${page}:${q}:${prefer}:${later}` : null, (signal) => searchPlayers(q, page, { prefer, later }, signal), {
    empty: EMPTY_PAGE,
    cache: searchCache,
    keepPrevious: true,
  });

  // docs/builder.md, 'The screen': the page goes back to 1 whenever the search or the tab changes.
  const changeTab = (next: Tab) => {
    setTab(next);
    setPage(1);
  };
  const changeQuery = (next: string) => {
    setQuery(next);
    setPage(1);
  };
  const addManual = () => {
    const player = manualPlayer(query, place.position, club, Date.now());
    if (player) onChoose(player);
  };

  const list = tab === 'squad' ? pickerOrder(squad.data.filter((p) => matchesPlayerSearch(p, q)), prefer, placed) : all.data.items;
  const loading = tab === 'squad' ? squad.loading : all.loading && all.data.items.length === 0;
  // Typing restarts the wait too: the shown list may be the previous answer while the next one loads.
  const facesSettled = useSettled(`${tab}:${q}:${list.map((p) => p.player_id).join(' ')}`);
  const pages = Math.max(1, Math.ceil(all.data.total / all.data.pageSize));
  const [pageShown, pagesShown] = [formatNumber(page, locale), formatNumber(pages, locale)];
  const clubName = club ? displayName(club.club_name) : '';

  return (
    <div className="b-modal-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="b-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialogRef} onKeyDown={walkList}>
        <header className="b-modal-head">
          <h2 id={titleId}>
            <Trans>Oyuncu Seç</Trans>
          </h2>
          <span className="b-modal-slot">
            {place.name}
            {occupant ? ` · ${displayName(occupant.entry.player_name)}` : ''}
          </span>
          <button type="button" className="b-btn b-btn-ghost" onClick={onClose}>
            <Trans>Kapat</Trans>
          </button>
        </header>
        {occupant && <OccupantActions {...occupant} />}
        <div className="b-tabs" role="tablist">
          <button type="button" role="tab" aria-selected={tab === 'squad'} disabled={!club} onClick={() => changeTab('squad')}>
            {club ? t`${clubName} Kadrosu` : t`Takım Kadrosu`}
          </button>
          <button type="button" role="tab" aria-selected={tab === 'all'} onClick={() => changeTab('all')}>
            <Trans>Tüm Oyuncular</Trans>
          </button>
        </div>
        <form
          className="b-modal-search"
          onSubmit={(e) => {
            e.preventDefault();
            addManual();
          }}
        >
          <input
            data-autofocus
            type="search"
            value={query}
            onChange={(e) => changeQuery(e.target.value)}
            placeholder={t`Oyuncu ara / isim yaz...`}
            aria-label={t`Oyuncu ara veya yeni isim yaz`}
          />
          <button type="submit" className="b-btn b-btn-primary" disabled={!q}>
            <Trans>Manuel Ekle</Trans>
          </button>
        </form>
        <ul className="b-player-list" aria-busy={loading} aria-label={t`Oyuncular`} data-results-for={tab === 'all' && all.loading ? undefined : q}>
          {loading ? (
            <li className="b-empty">
              <Trans>Yükleniyor...</Trans>
            </li>
          ) : list.length === 0 ? (
            <li className="b-empty">{q ? t`Aradığınız kritere uygun oyuncu bulunamadı.` : t`Oyuncu bulunamadı.`}</li>
          ) : (
            list.map((p) => <PlayerRow key={p.player_id} player={p} placed={placed.has(p.player_id)} facesSettled={facesSettled} locale={locale} onChoose={onChoose} />)
          )}
        </ul>
        {tab === 'all' && all.data.total > all.data.pageSize && (
          <nav className="b-pager" aria-label={t`Sayfalar`}>
            <button type="button" className="b-btn b-btn-small" disabled={page <= 1} onClick={() => setPage(1)} aria-label={t`İlk sayfa`}>
              «
            </button>
            <button type="button" className="b-btn" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              <Trans>Önceki</Trans>
            </button>
            <span aria-live="polite">
              <Trans>
                Sayfa {pageShown} / {pagesShown}
              </Trans>
            </span>
            <button type="button" className="b-btn" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              <Trans>Sonraki</Trans>
            </button>
            <button type="button" className="b-btn b-btn-small" disabled={page >= pages} onClick={() => setPage(pages)} aria-label={t`Son sayfa`}>
              »
            </button>
          </nav>
        )}
      </div>
    </div>
  );
}
