import type { RoomDto } from '@onbir/shared/room/dto';
import { cupWinners } from '@onbir/shared/room/rules/tournament';
import { cupBracket, cupProgress, cupRoundName } from '@onbir/shared/match/cup';
import { TeamName } from '../rooms/ClubCrest';
import { resultOf, teamClubs, teamNames } from './tournament';

/** The cup by round: each tie's teams (or who is still to come), its score, byes, and who went through. */
export function CupBracket({ room }: { room: RoomDto }) {
  const names = teamNames(room);
  const { ties } = cupProgress(cupBracket(room.players.map((p) => p.user._id)), cupWinners(room.matchesToPlay));
  const rounds = Math.max(...ties.map((t) => t.round));
  const played = new Map(room.matchesToPlay.filter((f) => f.tie).map((f) => [f.tie!, resultOf(f)]));
  const clubs = teamClubs(room);
  const name = (id: string | null) => (id ? <TeamName name={names.get(id) ?? '?'} club={clubs.get(id)} size={16} /> : 'Belli değil');
  return (
    <section className="cup card" aria-label="Kupa tablosu" data-testid="cup-bracket">
      <h2>Kupa Tablosu</h2>
      {Array.from({ length: rounds }, (_, i) => i + 1).map((round) => (
        <div key={round} className="cup-round">
          <h3>{cupRoundName(round, rounds)}</h3>
          <ul>
            {ties
              .filter((t) => t.round === round)
              .map((t) => {
                const r = played.get(t.id);
                return (
                  <li key={t.id} className={t.winner ? 'cup-decided' : undefined}>
                    {t.bye ? (
                      <span>
                        <strong>{name(t.teamA)}</strong> <span className="muted">bay geçer</span>
                      </span>
                    ) : (
                      <span>
                        <span className={t.winner && t.winner === t.teamA ? 'cup-winner' : undefined}>{name(t.teamA)}</span>{' '}
                        <strong>{r ? `${r.score.A} – ${r.score.B}` : '–'}</strong>{' '}
                        <span className={t.winner && t.winner === t.teamB ? 'cup-winner' : undefined}>{name(t.teamB)}</span>
                        {r?.penalties && <span className="muted"> (pen. {r.penalties.A} – {r.penalties.B})</span>}
                      </span>
                    )}
                  </li>
                );
              })}
          </ul>
        </div>
      ))}
    </section>
  );
}
