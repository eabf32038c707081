import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@onbir/shared/text/format';
import type { MatchInput, Side } from '@onbir/shared/match/types';
import type { SideLineup } from '@onbir/shared/match/lineup';
import { lineupSpots } from '@onbir/shared/match/matchView';
import type { MatchSummary } from '@onbir/shared/match/summary';
import { useLocale } from '../../lib/i18n/locale';
import { sideKits } from './kits';
import { across, PitchMarkings } from './PitchMarkings';

/** The last name, shortened to fit a spot on a phone's pitch. */
const shortName = (name: string) => {
  const last = name.split(' ').at(-1) ?? name;
  return last.length > 9 ? `${last.slice(0, 8)}.` : last;
};

interface Props {
  teams: MatchInput['teams'];
  /** Who is on the pitch at the minute shown, in the formation in force (`lineupAt`). */
  lineup: [SideLineup, SideLineup];
  summary: MatchSummary | null;
}

/**
 * Both line-ups on one pitch (A from the left, B from the right) as they stand at the minute shown, in the
 * clubs' kit colours: names, each player's rating so far, goals, cards and substitutes who came on marked,
 * and under the pitch the men who left it.
 */
export function LineupPitch({ teams, lineup, summary }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const [{ name: teamA }, { name: teamB }] = teams;
  const [{ formation: formationA }, { formation: formationB }] = lineup;
  const lineups = t`${teamA} (${formationA}) ve ${teamB} (${formationB}) kadroları`;
  const formations = `${formationA} – ${formationB}`;
  const rating = new Map(summary?.ratings.map((r) => [`${r.side}:${r.id}`, r.rating]) ?? []);
  const goals = new Map<string, number>();
  for (const g of summary?.goals ?? []) goals.set(`${g.side}:${g.scorerId}`, (goals.get(`${g.side}:${g.scorerId}`) ?? 0) + 1);
  const sides: Side[] = ['A', 'B'];
  // The clubs' kits where the teams have them (the away side in its second colour when the first ones clash).
  const kits = sideKits(teams);
  return (
    <section className="lineups card" aria-label={t`Kadrolar`}>
      <h2>
        <Trans>Kadrolar</Trans> <span className="muted" data-testid="lineup-formations">{formations}</span>
      </h2>
      <svg viewBox="0 0 100 64" className="lineup-pitch" role="img" aria-label={lineups} data-testid="lineups">
        <PitchMarkings />
        {sides.map((side, t) => {
          const kit = kits[t];
          const { cards, cameOn } = lineup[t];
          return lineupSpots(lineup[t], side).map((p) => {
            const key = `${side}:${p.id}`;
            const y = across(p.y);
            const r = rating.get(key);
            const card = cards[p.id];
            const scored = goals.get(key) ?? 0;
            return (
              <g key={key} className={`spot spot-${side}`} data-player={p.name}>
                <circle cx={p.x} cy={y} r="2.6" style={kit ? { fill: kit.fill, stroke: kit.stroke } : undefined} />
                <text x={p.x} y={y + 5.4} className="spot-name">
                  {shortName(p.name)}
                </text>
                {r !== undefined && (
                  <text x={p.x} y={y + 0.9} className="spot-rating" data-testid="spot-rating" style={kit ? { fill: kit.text } : undefined}>
                    {formatNumber(r, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
                  </text>
                )}
                {cameOn[p.id] && <path d={`M${p.x + 2} ${y + 3.4} l0.9 -1.6 l0.9 1.6 z`} className="spot-came-on" data-testid="spot-came-on" />}
                {card && <rect x={p.x + 2} y={y - 4} width="1.6" height="2.4" className={`spot-card spot-card-${card}`} data-testid={`spot-${card}`} />}
                {scored > 0 && (
                  <g data-testid="spot-goal">
                    {Array.from({ length: scored }, (_, i) => (
                      <circle key={i} cx={p.x - 2.6 - i * 1.8} cy={y - 2.8} r="0.8" className="spot-goal" />
                    ))}
                  </g>
                )}
              </g>
            );
          });
        })}
      </svg>
      <LeftThePitch teams={teams} lineup={lineup} />
    </section>
  );
}

/** Under the pitch, each side's men who came on and who left, with the minute: the pitch shows who stayed. */
function LeftThePitch({ teams, lineup }: Pick<Props, 'teams' | 'lineup'>) {
  const { t } = useLingui();
  if (!lineup.some((l) => l.left.length)) return null;
  return (
    <div className="lineup-changes" data-testid="lineup-changes">
      {lineup.map((l, i) => {
        const team = teams[i].name;
        const bench = new Map((teams[i].bench ?? []).map((p) => [p.id, p.name]));
        return (
          <ul key={i} className="lineup-changes-side" aria-label={t`${team}: oyuncu değişiklikleri`}>
            {l.left.map(({ id, name, display, reason }) => (
              <li key={id} data-testid={reason === 'sent_off' ? 'left-sent-off' : 'left-substituted'}>
                {reason === 'sent_off' ? (
                  <Trans>
                    {display}' <bdi>{name}</bdi> kırmızı kart
                  </Trans>
                ) : (
                  <Trans>
                    {display}' <bdi>{name}</bdi> çıktı
                  </Trans>
                )}
              </li>
            ))}
            {Object.entries(l.cameOn).map(([id, display]) => {
              const name = bench.get(id);
              return (
                <li key={id} data-testid="came-on">
                  <Trans>
                    {display}' <bdi>{name}</bdi> girdi
                  </Trans>
                </li>
              );
            })}
          </ul>
        );
      })}
    </div>
  );
}
