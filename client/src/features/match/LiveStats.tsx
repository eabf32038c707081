import type { MatchStats, TeamStats } from '@onbir/shared/match/types';

const ROWS: Array<[keyof TeamStats, string]> = [
  ['possession', 'Topla oynama (%)'],
  ['shots', 'Şut'],
  ['shotsOnTarget', 'İsabetli şut'],
  ['corners', 'Korner'],
  ['saves', 'Kurtarış'],
  ['fouls', 'Faul'],
  ['yellowCards', 'Sarı kart'],
  ['redCards', 'Kırmızı kart'],
];

/** The live statistics, side by side. */
export function LiveStats({ stats }: { stats: MatchStats }) {
  return (
    <section className="live-stats card" aria-label="İstatistikler">
      <h2>İstatistikler</h2>
      <table>
        <tbody>
          {ROWS.map(([key, label]) => (
            <tr key={key}>
              <td className="num">{stats.A[key]}</td>
              <th scope="row">{label}</th>
              <td className="num">{stats.B[key]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
