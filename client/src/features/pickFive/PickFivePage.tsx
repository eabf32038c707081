import { useCallback, useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { playKnockout, type KnockoutMatch } from '@onbir/shared/pickFive/knockout';
import { decideInTie } from '@onbir/shared/pickFive/knockoutDecisions';
import { choose, newRun, offerOf, type PickFiveRun } from '@onbir/shared/pickFive/run';
import type { DailyView } from '@onbir/shared/pickFive/wire';
import type { GamePlayer } from '@onbir/shared/players/types';
import { ApiError } from '../../lib/api';
import { useRefusalWords } from '../../lib/i18n/refusals';
import { DailyPanel } from './DailyPanel';
import { DraftBoard } from './DraftBoard';
import { KnockoutView, type OnDecide } from './KnockoutView';
import { ResultCard } from './ResultCard';
import { loadDaily, loadPool } from './pickFiveApi';
import { runOfHash } from './runLink';
import './pickFive.css';

type Phase = 'start' | 'draft' | 'knockout' | 'result';

/** A free run's seed: any string will do; it is the share link that replays it. */
function freeSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `run-${[...bytes].map((b) => b.toString(36).padStart(2, '0')).join('')}`;
}

/**
 * "Beşten birini seç" (docs/drafts.md, 'Screens and API'): a formation, a captain, each place and the bench
 * from five cards each, then a four-tie knockout played by the engine in the browser, where the manager can
 * pause a tie and make changes, and the result card.
 * "Günün meydan okuması" plays the day's seed and, signed in, saves the run. A share link replays a run.
 */
export function PickFivePage() {
  const { t } = useLingui();
  const [pool, setPool] = useState<GamePlayer[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('start');
  const [run, setRun] = useState<PickFiveRun | null>(null);
  const [daily, setDaily] = useState<DailyView | null>(null);
  const [matches, setMatches] = useState<KnockoutMatch[]>([]);
  const focus = useRef<HTMLDivElement>(null);
  const words = useRefusalWords();
  const teamName = t`Senin takımın`;

  const finish = useCallback(
    (done: PickFiveRun, players: readonly GamePlayer[]) => {
      setMatches(playKnockout(done, players, teamName));
      setPhase('knockout');
    },
    [teamName],
  );

  useEffect(() => {
    loadPool()
      .then((players) => {
        setPool(players);
        const shared = runOfHash(window.location.hash);
        if (shared && offerOf(shared, players).kind === 'done') {
          setRun(shared);
          setMatches(playKnockout(shared, players, teamName));
          setPhase('result');
        }
      })
      .catch(() => setFailed(t`Oyuncular yüklenemedi. Sayfayı yenileyip tekrar deneyin.`));
    // Once per visit: a share link is read when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    focus.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [phase, run?.choices.length]);

  const start = (seed: string, day: DailyView | null) => {
    setDaily(day);
    setRun(newRun(seed));
    setMatches([]);
    setPhase('draft');
  };
  const startDaily = () =>
    loadDaily()
      .then((day) => start(day.seed, day))
      .catch((err: unknown) => setFailed(err instanceof ApiError ? err.message : t`Günün meydan okuması yüklenemedi.`));
  const pick = (index: number) => {
    if (!run || !pool) return;
    const next = choose(run, index);
    setRun(next);
    if (offerOf(next, pool).kind === 'done') finish(next, pool);
  };
  // A decision in a tie: the run keeps it (the result card, the share link and the daily save carry it) and the ties are played again.
  const decide: OnDecide = (match, decision) => {
    if (!run || !pool) return null;
    const next = decideInTie(run, match, decision);
    if ('code' in next) return words(next);
    setRun(next);
    setMatches(playKnockout(next, pool, teamName));
    return null;
  };

  return (
    <div className="pf-page" ref={focus}>
      <h1>
        <Trans>Beşten birini seç</Trans>
      </h1>
      {failed && (
        <p role="alert" className="pf-note">
          {failed}
        </p>
      )}
      {phase === 'start' && (
        <section className="pf-start" aria-labelledby="pf-start-title">
          <h2 id="pf-start-title" tabIndex={-1}>
            <Trans>Beş karttan birini seç, takımını kur, kupayı kazan</Trans>
          </h2>
          <p>
            <Trans>Önce diziliş, sonra kaptan, sonra her mevki ve 5 yedek: her adımda beş kart, biri senin. Ardından yapay zekâ kulüplerine karşı 4 turluk bir eleme.</Trans>
          </p>
          <div className="pf-actions">
            <button type="button" className="btn btn-accent" disabled={!pool} onClick={() => start(freeSeed(), null)}>
              <Trans>Yeni koşu başlat</Trans>
            </button>
            <button type="button" className="btn btn-ghost" disabled={!pool} onClick={startDaily}>
              <Trans>Günün meydan okuması</Trans>
            </button>
          </div>
          {!pool && !failed && (
            <p role="status">
              <Trans>Oyuncular yükleniyor…</Trans>
            </p>
          )}
        </section>
      )}
      {daily && phase === 'draft' && daily.played && (
        <p className="pf-note">
          <Trans>Bugünün meydan okumasını zaten oynadın: bu koşu tabloya girmez.</Trans>
        </p>
      )}
      {phase === 'draft' && run && pool && <DraftBoard run={run} pool={pool} onChoose={pick} />}
      {phase === 'knockout' && <KnockoutView matches={matches} onDecide={decide} onDone={() => setPhase('result')} />}
      {phase === 'result' && run && pool && (
        <>
          <ResultCard run={run} pool={pool} matches={matches} daily={daily?.date} />
          {daily && <DailyPanel date={daily.date} run={run} />}
          <button type="button" className="btn btn-ghost" onClick={() => setPhase('start')}>
            <Trans>Yeniden oyna</Trans>
          </button>
        </>
      )}
    </div>
  );
}
