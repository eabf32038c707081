import { useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { momentum } from '@onbir/shared/match/momentum';
import type { FinishedMatch, MatchReplay } from '@onbir/shared/match/wire';
import { useLocale } from '../../lib/i18n/locale';
import { matchApi, MomentumChart } from '../match';
import { CommentaryIcon } from './commentaryIcon';
import { ComparisonBar } from './ComparisonBar';
import { matchDate } from './MatchCard';
import { historyCommentary } from './historyCommentary';

/**
 * A finished match in detail: the comparison bars plus cards and xG, the momentum chart (from the
 * replay's events) and the commentary, newest first (docs/match.md, 'Played matches and the history'). The header with "Kapat" stays in view
 * while the modal scrolls (phones).
 */
export function MatchDetailsModal({ match, onClose }: { match: FinishedMatch; onClose: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [replay, setReplay] = useState<MatchReplay | null>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  useEffect(() => {
    let live = true;
    // The chart is a bonus: without the replay (a locked room's match, a network error) the details stay.
    matchApi.replay(match.matchId).then((r) => live && setReplay(r), () => {});
    return () => {
      live = false;
    };
  }, [match.matchId]);
  const bars = useMemo(() => (replay ? momentum(replay.events) : null), [replay]);
  const lines = useMemo(() => historyCommentary(match.commentary, replay?.events ?? null, locale).reverse(), [match.commentary, replay, locale]);
  const { teamA: a, teamB: b } = match.stats;
  const penA = match.penalties?.A;
  const penB = match.penalties?.B;
  return (
    <div className="modal-backdrop" onClick={onClose}>
      <div className="modal card" role="dialog" aria-modal="true" aria-label={t`Maç Detayları`} onClick={(e) => e.stopPropagation()}>
        <header className="modal-head">
          <h2>
            {match.teamA} {match.score.replace(' - ', ' – ')} {match.teamB}
          </h2>
          <button type="button" className="btn btn-outline" onClick={onClose} autoFocus>
            <Trans>Kapat</Trans>
          </button>
        </header>
        <p className="muted">
          {match.roomName} · {matchDate(match.date, locale)}
          {match.penalties && ` · ${t`Penaltılar ${penA} – ${penB}`}`}
        </p>
        <div className="compare-list">
          <ComparisonBar label={t`Skor`} a={match.goalsA} b={match.goalsB} />
          <ComparisonBar label={t`Topla oynama`} a={a.possession} b={b.possession} percent />
          <ComparisonBar label={t`Şut`} a={a.shots} b={b.shots} />
          <ComparisonBar label={t`İsabetli şut`} a={a.shotsOnTarget} b={b.shotsOnTarget} />
          <ComparisonBar label={t`Gol beklentisi (xG)`} a={a.xg ?? 0} b={b.xg ?? 0} />
          <ComparisonBar label={t`Korner`} a={a.corners} b={b.corners} />
          <ComparisonBar label={t`Kurtarış`} a={a.saves} b={b.saves} />
          <ComparisonBar label={t`Faul`} a={a.fouls} b={b.fouls} />
          <ComparisonBar label={t`Sarı kart`} a={a.yellowCards ?? 0} b={b.yellowCards ?? 0} />
          <ComparisonBar label={t`Kırmızı kart`} a={a.redCards ?? 0} b={b.redCards ?? 0} />
        </div>
        {bars && <MomentumChart bars={bars} teamA={match.teamA} teamB={match.teamB} />}
        <h3>
          <Trans>Maç Anlatımı</Trans>
        </h3>
        <ol className="history-commentary" data-testid="details-commentary">
          {lines.map((line, i) => (
            <li key={i}>
              <CommentaryIcon line={line.text} type={line.type} />
              {line.text}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
