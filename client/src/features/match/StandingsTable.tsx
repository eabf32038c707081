import type { RoomDto } from '@onbir/shared/room/dto';
import { TeamName } from '../rooms/ClubCrest';
import { roomStandings, teamClubs, teamNames } from './tournament';

/** The league table: played, won, drawn, lost, goals, goal difference, points. */
export function StandingsTable({ room }: { room: RoomDto }) {
  const names = teamNames(room);
  const clubs = teamClubs(room);
  return (
    <section className="standings card" aria-label="Puan Durumu">
      <h2>Puan Durumu</h2>
      <table data-testid="standings">
        <thead>
          <tr>
            <th>#</th>
            <th className="team">Takım</th>
            <th title="Oynanan">O</th>
            <th title="Galibiyet">G</th>
            <th title="Beraberlik">B</th>
            <th title="Mağlubiyet">M</th>
            <th title="Atılan gol">AG</th>
            <th title="Yenilen gol">YG</th>
            <th title="Averaj">AV</th>
            <th title="Puan">P</th>
          </tr>
        </thead>
        <tbody>
          {roomStandings(room).map((r, i) => (
            <tr key={r.team}>
              <td>{i + 1}</td>
              <td className="team">
                <TeamName name={names.get(r.team) ?? '?'} club={clubs.get(r.team)} size={18} />
              </td>
              <td>{r.played}</td>
              <td>{r.won}</td>
              <td>{r.drawn}</td>
              <td>{r.lost}</td>
              <td>{r.goalsFor}</td>
              <td>{r.goalsAgainst}</td>
              <td>{r.goalDifference}</td>
              <td>
                <strong>{r.points}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
