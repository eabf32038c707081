import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@onbir/shared/text/format';
import type { MatchInput, Side } from '@onbir/shared/match/types';
import { callName, matchCallNames } from '@onbir/shared/match/callNames';
import { lineupSpots } from '@onbir/shared/match/matchView';
import type { MatchSummary } from '@onbir/shared/match/summary';
import { useLocale } from '../../lib/i18n/locale';
import { sideKits } from './kits';
import { across, PitchMarkings } from './PitchMarkings';

/**
 * The last name, shortened to fit a spot on a phone's pitch; a namesake's call name whole, as the
 * commentary says it ("E. Martínez" beside "L. Martínez": the last name alone would not tell them apart).
 */
const shortName = (name: string, call: string) => {
  if (call !== callName(name)) return call;
  const last = name.split(' ').at(-1) ?? name;
  return last.length > 9 ? `${last.slice(0, 8)}.` : last;
};

/**
 * Both line-ups on one pitch (A from the left, B from the right) as their formations stand, in the clubs'
 * kit colours: names, each player's rating so far, and goals and cards marked as they happen.
 */
export function LineupPitch({ teams, summary }: { teams: MatchInput['teams']; summary: MatchSummary | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [{ name: teamA, formation: formationA }, { name: teamB, formation: formationB }] = teams;
  const lineups = t`${teamA} (${formationA}) ve ${teamB} (${formationB}) kadroları`;
  const formations = `${formationA} – ${formationB}`;
  const rating = new Map(summary?.ratings.map((r) => [`${r.side}:${r.id}`, r.rating]) ?? []);
  const goals = new Map<string, number>();
  for (const g of summary?.goals ?? []) goals.set(`${g.side}:${g.scorerId}`, (goals.get(`${g.side}:${g.scorerId}`) ?? 0) + 1);
  const cards = new Map(summary?.cards.map((c) => [`${c.side}:${c.playerId}`, c.card]) ?? []);
  const sides: Side[] = ['A', 'B'];
  const calls = matchCallNames(teams);
  // The clubs' kits where the teams have them (the away side in its second colour when the first ones clash).
  const kits = sideKits(teams);
  return (
    <section className="lineups card" aria-label={t`Kadrolar`}>
      <h2>
        <Trans>Kadrolar</Trans> <span className="muted">{formations}</span>
      </h2>
      <svg viewBox="0 0 100 64" className="lineup-pitch" role="img" aria-label={lineups} data-testid="lineups">
        <PitchMarkings />
        {sides.map((side, t) => {
          const kit = kits[t];
          return lineupSpots(teams[t], side).map((p) => {
            const key = `${side}:${p.id}`;
            const y = across(p.y);
            const r = rating.get(key);
            const card = cards.get(key);
            const scored = goals.get(key) ?? 0;
            return (
              <g key={key} className={`spot spot-${side}`} data-player={p.name}>
                <circle cx={p.x} cy={y} r="2.6" style={kit ? { fill: kit.fill, stroke: kit.stroke } : undefined} />
                <text x={p.x} y={y + 5.4} className="spot-name">
                  {shortName(p.name, calls.get(p.id) ?? callName(p.name))}
                </text>
                {r !== undefined && (
                  <text x={p.x} y={y + 0.9} className="spot-rating" data-testid="spot-rating" style={kit ? { fill: kit.text } : undefined}>
                    {formatNumber(r, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
                  </text>
                )}
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
    </section>
  );
}
