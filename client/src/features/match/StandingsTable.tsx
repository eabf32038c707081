import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RoomDto } from '@onbir/shared/room/dto';
import { TeamName } from '../rooms';
import { roomStandings, teamClubs, teamNames } from './tournament';

/** The table's columns: the short heading, its full name (a tooltip) and, for goals for and against, a class the narrowest phones hide. */
const COLUMNS: Array<[MessageDescriptor, MessageDescriptor, string?]> = [
  [msg`O`, msg`Oynanan`],
  // A match's result says "Win", "Draw", "Loss" (history): the table's columns count them.
  [msg`G`, msg({ message: 'Galibiyet', context: 'standings column' })],
  [msg`B`, msg({ message: 'Beraberlik', context: 'standings column' })],
  [msg`M`, msg({ message: 'Mağlubiyet', context: 'standings column' })],
  [msg`AG`, msg`Atılan gol`, 'goals'],
  [msg`YG`, msg`Yenilen gol`, 'goals'],
  [msg`AV`, msg`Averaj`],
  [msg`P`, msg`Puan`],
];

/** The league table: played, won, drawn, lost, goals, goal difference, points. */
export function StandingsTable({ room }: { room: RoomDto }) {
  const { t, i18n } = useLingui();
  const names = teamNames(room);
  const clubs = teamClubs(room);
  return (
    <section className="standings card" aria-label={t`Puan Durumu`}>
      <h2>
        <Trans>Puan Durumu</Trans>
      </h2>
      <table data-testid="standings">
        <thead>
          <tr>
            <th>#</th>
            <th className="team">
              <Trans>Takım</Trans>
            </th>
            {COLUMNS.map(([short, title, className], i) => (
              <th key={i} title={i18n._(title)} className={className}>
                {i18n._(short)}
              </th>
            ))}
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
              <td className="goals">{r.goalsFor}</td>
              <td className="goals">{r.goalsAgainst}</td>
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
