import type { FinishedMatch } from '@onbir/shared/match/wire';

/** A finished match in the history list: date, room, teams, score, winner or draw. */
export function MatchCard({ match, onDetails }: { match: FinishedMatch; onDetails: () => void }) {
  const winner = match.goalsA === match.goalsB ? null : match.goalsA > match.goalsB ? match.teamA : match.teamB;
  return (
    <article className="match-card card" data-testid="match-card">
      <p className="muted">
        {new Date(match.date).toLocaleString('tr-TR')} · {match.roomName}
      </p>
      <p className="match-card-score">
        <span>{match.teamA}</span>
        <strong>{match.score}</strong>
        <span>{match.teamB}</span>
      </p>
      <p className="match-card-result">{winner ? `Kazanan: ${winner}` : 'Berabere'}</p>
      <button type="button" className="btn btn-outline" onClick={onDetails}>
        Detaylar
      </button>
    </article>
  );
}
