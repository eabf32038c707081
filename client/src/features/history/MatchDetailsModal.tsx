import { useEffect, useMemo, useState } from 'react';
import { momentum } from '@onbir/shared/match/momentum';
import type { FinishedMatch, MatchReplay } from '@onbir/shared/match/wire';
import { useLocale } from '../../lib/i18n/locale';
import { matchApi } from '../match/matchApi';
import { MomentumChart } from '../match/MomentumChart';
import { CommentaryIcon } from './commentaryIcon';
import { ComparisonBar } from './ComparisonBar';
import { historyCommentary } from './historyCommentary';

/**
 * A finished match in detail: the spec's comparison bars plus cards and xG, the momentum chart (from the
 * replay's events) and the commentary, newest first (spec 2.6). The header with "Kapat" stays in view
 * while the modal scrolls (phones).
 */
export function MatchDetailsModal({ match, onClose }: { match: FinishedMatch; onClose: () => void }) {
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
  const locale = useLocale();
  const lines = useMemo(() => historyCommentary(match.commentary, replay?.events ?? null, locale).reverse(), [match.commentary, replay, locale]);
  const { teamA: a, teamB: b } = match.stats;
  return (
    <div className="modal-backdrop" onClick={onClose}>
      <div className="modal card" role="dialog" aria-modal="true" aria-label="Maç Detayları" onClick={(e) => e.stopPropagation()}>
        <header className="modal-head">
          <h2>
            {match.teamA} {match.score.replace(' - ', ' – ')} {match.teamB}
          </h2>
          <button type="button" className="btn btn-outline" onClick={onClose} autoFocus>
            Kapat
          </button>
        </header>
        <p className="muted">
          {match.roomName} · {new Date(match.date).toLocaleString('tr-TR')}
          {match.penalties && ` · Penaltılar ${match.penalties.A} – ${match.penalties.B}`}
        </p>
        <div className="compare-list">
          <ComparisonBar label="Skor" a={match.goalsA} b={match.goalsB} />
          <ComparisonBar label="Topla oynama" a={a.possession} b={b.possession} unit="%" />
          <ComparisonBar label="Şut" a={a.shots} b={b.shots} />
          <ComparisonBar label="İsabetli şut" a={a.shotsOnTarget} b={b.shotsOnTarget} />
          <ComparisonBar label="Gol beklentisi (xG)" a={a.xg ?? 0} b={b.xg ?? 0} />
          <ComparisonBar label="Korner" a={a.corners} b={b.corners} />
          <ComparisonBar label="Kurtarış" a={a.saves} b={b.saves} />
          <ComparisonBar label="Faul" a={a.fouls} b={b.fouls} />
          <ComparisonBar label="Sarı kart" a={a.yellowCards ?? 0} b={b.yellowCards ?? 0} />
          <ComparisonBar label="Kırmızı kart" a={a.redCards ?? 0} b={b.redCards ?? 0} />
        </div>
        {bars && <MomentumChart bars={bars} teamA={match.teamA} teamB={match.teamB} />}
        <h3>Maç Anlatımı</h3>
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
