import { useEffect } from 'react';
import type { FinishedMatch } from '@onbir/shared/match/wire';
import { commentaryIcon } from './commentaryIcon';
import { ComparisonBar } from './ComparisonBar';

/** A finished match in detail: comparison bars and the commentary, newest first (spec 2.6). */
export function MatchDetailsModal({ match, onClose }: { match: FinishedMatch; onClose: () => void }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const { teamA: a, teamB: b } = match.stats;
  return (
    <div className="modal-backdrop" onClick={onClose}>
      <div className="modal card" role="dialog" aria-modal="true" aria-label="Maç Detayları" onClick={(e) => e.stopPropagation()}>
        <header className="modal-head">
          <h2>
            {match.teamA} {match.score} {match.teamB}
          </h2>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Kapat
          </button>
        </header>
        <p className="muted">
          {match.roomName} · {new Date(match.date).toLocaleString('tr-TR')}
        </p>
        <div className="compare-list">
          <ComparisonBar label="Skor" a={match.goalsA} b={match.goalsB} />
          <ComparisonBar label="Topla oynama" a={a.possession} b={b.possession} unit="%" />
          <ComparisonBar label="Şut" a={a.shots} b={b.shots} />
          <ComparisonBar label="İsabetli şut" a={a.shotsOnTarget} b={b.shotsOnTarget} />
          <ComparisonBar label="Korner" a={a.corners} b={b.corners} />
          <ComparisonBar label="Kurtarış" a={a.saves} b={b.saves} />
          <ComparisonBar label="Faul" a={a.fouls} b={b.fouls} />
        </div>
        <h3>Maç Anlatımı</h3>
        <ol className="history-commentary" data-testid="details-commentary">
          {[...match.commentary].reverse().map((line, i) => {
            const { icon, label } = commentaryIcon(line);
            return (
              <li key={i}>
                <span className="icon" role="img" aria-label={label}>
                  {icon}
                </span>
                {line}
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
