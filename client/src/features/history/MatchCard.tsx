import { Link } from '../../app/navigation';
import type { FinishedMatch } from '@onbir/shared/match/wire';
import { TeamName } from '../rooms/ClubCrest';

const OUTCOME = { win: 'Galibiyet', draw: 'Beraberlik', loss: 'Mağlubiyet' } as const;

/** A finished match in the history list: date, room, teams (clubs' crests beside their names), score, winner or draw, the viewer's result in "Maçlarım". */
export function MatchCard({ match, onDetails }: { match: FinishedMatch; onDetails: () => void }) {
  const byPenalties = match.penalties && match.goalsA === match.goalsB ? (match.penalties.A > match.penalties.B ? match.teamA : match.teamB) : null;
  const winner = byPenalties ?? (match.goalsA === match.goalsB ? null : match.goalsA > match.goalsB ? match.teamA : match.teamB);
  return (
    <article className="match-card card" data-testid="match-card">
      <p className="muted">
        {new Date(match.date).toLocaleString('tr-TR')} · <Link to={`/dashboard/${match.roomId}`}>{match.roomName}</Link>
      </p>
      <p className="match-card-score">
        <span>
          <TeamName name={match.teamA} club={match.colorsA && { name: match.teamA, colors: match.colorsA }} />
        </span>
        <strong>{match.score.replace(' - ', ' – ')}</strong>
        <span>
          <TeamName name={match.teamB} club={match.colorsB && { name: match.teamB, colors: match.colorsB }} />
        </span>
      </p>
      {match.penalties && (
        <p className="muted">
          Penaltılar {match.penalties.A} – {match.penalties.B}
        </p>
      )}
      <p className="match-card-result">
        {winner ? `Kazanan: ${winner}` : 'Berabere'}
        {match.outcome && (
          <span className={`outcome outcome-${match.outcome}`} data-testid="outcome">
            {OUTCOME[match.outcome]}
          </span>
        )}
      </p>
      <div className="match-card-actions">
        <button type="button" className="btn btn-outline" onClick={onDetails}>
          Detaylar
        </button>
        <Link className="btn btn-outline" to={`/mac/${match.matchId}`}>
          Tekrar İzle
        </Link>
      </div>
    </article>
  );
}
