import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { builderSlots, LINEUP_SIZE } from '@onbir/shared/builder/formations';
import { kitPaint } from '@onbir/shared/builder/kit';
import { displayName, lineupSize } from '@onbir/shared/builder/lineup';
import { placeNames } from '@onbir/shared/builder/placeNames';
import { isBenchKey } from '@onbir/shared/builder/squad';
import type { BuilderPlayer } from '@onbir/shared/players/types';
import { ClubPicker } from './ClubPicker';
import { ExportPanel } from './ExportPanel';
import { FormationPicker } from './FormationPicker';
import { Pitch } from './Pitch';
import { PlayerModal } from './PlayerModal';
import { QuickMatchPanel } from './QuickMatchPanel';
import { QUICK_CLICK_MARK, readQuickMatch, startParams, withQuickMatch, type QuickMatchParams } from './quickMatchHash';
import { SquadOptions } from './SquadOptions';
import { useSquad } from './useSquad';
import { ShownText } from '../../lib/i18n/RefusalText';
import { useLocale } from '../../lib/i18n/locale';
import { AfterFirstFrame } from '../../lib/useAfterFirstFrame';
import { Icon } from '../../ui/Icon';
import { OfflineNote } from '../../ui/OfflineNote';
import './builder.css';

const QuickMatchView = lazy(() => import('./QuickMatchView').then((m) => ({ default: m.QuickMatchView })));

/** The address with a quick match's parameters set or taken away (one history entry to start one). */
function goToMatch(match: QuickMatchParams | null, push: boolean) {
  const url = `${location.pathname}${location.search}${withQuickMatch(location.hash, match)}`;
  if (push) history.pushState(history.state, '', url);
  else history.replaceState(history.state, '', url);
}

/**
 * /ilk11kur: the first-eleven builder (docs/builder.md, 'The lineup's base rules') with the matchday squad around it; with a quick
 * match in the address ('#…&oyna=<club>&tohum=<seed>'), that match instead.
 */
export function BuilderPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const s = useSquad();
  // Read after the first render (before it is painted): the prerendered page is the builder, and a
  // hydration must start from the same markup.
  const [match, setMatch] = useState<QuickMatchParams | null>(null);
  useLayoutEffect(() => {
    const follow = () => setMatch(readQuickMatch(location.hash));
    follow();
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const { squad, notice } = s;
  /** The place whose 'Oyuncu Seç' picker is open. */
  const [chooseFor, setChooseFor] = useState<string | null>(null);
  /** The card being moved ('Taşı', or a tap on touch screens): the next place chosen receives it. */
  const [picked, setPicked] = useState<string | null>(null);
  const pitchRef = useRef<HTMLDivElement>(null);
  // Ctrl+Z / Cmd+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes, except while typing or in the picker.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || chooseFor) return;
      const target = e.target as HTMLElement;
      if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
      const key = e.key.toLocaleLowerCase('en');
      if (key === 'z' && !e.shiftKey) s.undo();
      else if (key === 'y' || (key === 'z' && e.shiftKey)) s.redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  useEffect(() => {
    if (!picked) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setPicked(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [picked]);

  const slots = builderSlots(squad.formation);
  const names = placeNames(squad.formation, locale);
  const paint = kitPaint(squad.kit, squad.club);
  const count = lineupSize(squad.lineup);
  const benchCount = Object.keys(squad.bench).length;
  const entryAt = (key: string) => (isBenchKey(key) ? squad.bench[key] : squad.lineup[key]);

  const open = (key: string) => {
    if (picked) {
      if (key !== picked) s.move(picked, key);
      setPicked(null);
      return;
    }
    // docs/builder.md, 'Placing and moving': an empty slot opens only while fewer than 11 are on the pitch.
    if (!isBenchKey(key) && !entryAt(key) && count >= LINEUP_SIZE) return s.say(t`İlk 11 dolu: önce bir oyuncuyu çıkarın.`, true);
    setChooseFor(key);
  };
  const closeModal = useCallback(() => setChooseFor(null), []);
  const choose = (player: BuilderPlayer) => {
    if (chooseFor && s.place(chooseFor, player)) setChooseFor(null);
  };
  const startMove = (key: string) => {
    setChooseFor(null);
    setPicked(key);
    const name = displayName(entryAt(key)?.player_name);
    s.say(t`${name} taşınıyor: hedef yeri seçin (Escape: vazgeç).`);
  };

  const chosenEntry = chooseFor ? entryAt(chooseFor) : undefined;
  const pickedEntry = picked ? entryAt(picked) : undefined;
  const pickedName = displayName(pickedEntry?.player_name);
  const slotOf = slots.find((x) => x.key === chooseFor);

  if (match) {
    const update = (next: QuickMatchParams | null) => {
      goToMatch(next, false);
      setMatch(next);
    };
    return (
      <div className="b-page b-page-match">
        <h1 className="b-title">
          <Trans>Bu 11&apos;i oynat</Trans>
        </h1>
        {s.ready ? (
          <Suspense
            fallback={
              <p className="b-hint">
                <Trans>Maç hazırlanıyor...</Trans>
              </p>
            }
          >
            <QuickMatchView squad={squad} params={match} onParams={update} onLeave={() => update(null)} />
          </Suspense>
        ) : (
          <p className="b-hint">
            <Trans>Kadro yükleniyor...</Trans>
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="b-page">
      <h1 className="b-title">
        <Trans>İlk 11 Oluşturucu</Trans>
      </h1>
      <div className="b-main">
        <div className="b-status">
          {pickedEntry ? (
            <>
              <span>
                <Trans>
                  <strong>{pickedName}</strong> taşınıyor: bir yere dokunun.
                </Trans>
              </span>
              <span className="b-status-actions">
                <button type="button" className="b-btn b-btn-small" onClick={() => setChooseFor(picked)}>
                  <Trans>Oyuncuyu Değiştir</Trans>
                </button>
                <button type="button" className="b-btn b-btn-small b-btn-ghost" onClick={() => setPicked(null)}>
                  <Trans>Vazgeç</Trans>
                </button>
              </span>
            </>
          ) : (
            <>
              <span>
                <Trans>
                  Kadro: <strong data-testid="lineup-count">{count}</strong> / {LINEUP_SIZE} · Yedek: <strong data-testid="bench-count">{benchCount}</strong>
                </Trans>
              </span>
              <span className="b-status-actions">
                <button type="button" className="b-btn b-btn-small b-btn-ghost" onClick={s.undo} disabled={!s.canUndo} title={t`Geri al (Ctrl+Z)`}>
                  <Icon name="undo" size={16} />{' '}
                  <span className="b-visually-hidden">
                    <Trans>Son değişikliği geri al</Trans>
                  </span>
                </button>
                <button type="button" className="b-btn b-btn-small b-btn-ghost" onClick={s.redo} disabled={!s.canRedo} title={t`Yinele (Ctrl+Y)`}>
                  <Icon name="redo" size={16} />{' '}
                  <span className="b-visually-hidden">
                    <Trans>Yinele</Trans>
                  </span>
                </button>
              </span>
            </>
          )}
          <span className="b-notice-row">
            <span className={`b-notice${notice?.error ? ' is-error' : ''}`} role="status" aria-live="polite" data-testid="builder-notice">
              {notice && <ShownText text={notice.text} />}
            </span>
            {notice?.undoable && s.canUndo && (
              <button type="button" className="b-btn b-btn-small" onClick={s.undo}>
                <Trans>Geri al</Trans>
              </button>
            )}
          </span>
        </div>
        <Pitch squad={squad} paint={paint} picked={picked} pitchRef={pitchRef} onOpen={open} onRemove={s.remove} onMove={s.move} />
      </div>
      <aside className="b-side">
        <OfflineNote>
          <Trans>
            Çevrimdışısınız: daha önce açtığınız takımlar, kadrolar ve elle yazdığınız isimler kullanılabilir; oyuncu listesinin geri kalanı için
            internet bağlantısı gerekiyor.
          </Trans>
        </OfflineNote>
        <ClubPicker club={squad.club} onChoose={(club) => s.update({ club })} early />
        <FormationPicker formation={squad.formation} onChange={s.formation} />
        {/* The pitch, the clubs and the formations come first; the squad options and the exports (below the
            fold on a phone) render right after the first frame. */}
        <AfterFirstFrame>
          <SquadOptions squad={squad} paint={paint} onChange={s.update} />
          <ExportPanel squad={squad} paint={paint} pitch={() => pitchRef.current} />
          <QuickMatchPanel
            count={count}
            onPlay={(club, pace) => {
              performance.mark(QUICK_CLICK_MARK);
              const next = startParams(club, pace);
              goToMatch(next, true);
              setMatch(next);
            }}
          />
        </AfterFirstFrame>
        <p className="b-hint b-credits">
          <Trans>Oyuncu ve kulüp görselleri: Transfermarkt (bağlantılar transfermarkt-datasets, CC0); görsellerin hakları sahiplerine aittir.</Trans>
        </p>
      </aside>
      {chooseFor && (
        <PlayerModal
          key={chooseFor}
          place={{ key: chooseFor, name: names[chooseFor], position: slotOf?.position ?? chosenEntry?.position ?? '' }}
          squad={squad}
          occupant={
            chosenEntry
              ? {
                  entry: chosenEntry,
                  onPitch: !isBenchKey(chooseFor),
                  captain: squad.captain === chosenEntry.player_id,
                  number: squad.numbers[chosenEntry.player_id],
                  refusal: notice?.error ? notice.text : null,
                  onMove: () => startMove(chooseFor),
                  onRemove: () => {
                    s.remove(chooseFor);
                    setChooseFor(null);
                  },
                  onCaptain: () => s.captain(squad.captain === chosenEntry.player_id ? null : chosenEntry.player_id, displayName(chosenEntry.player_name)),
                  onNumber: (n) => s.number(chosenEntry.player_id, n, displayName(chosenEntry.player_name)),
                }
              : null
          }
          onChoose={choose}
          onClose={closeModal}
        />
      )}
    </div>
  );
}
