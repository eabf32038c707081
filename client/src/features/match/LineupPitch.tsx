import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@onbir/shared/text/format';
import type { MatchInput, Side } from '@onbir/shared/match/types';
import { callName, matchCallNames } from '@onbir/shared/match/callNames';
import { lineupSpots } from '@onbir/shared/match/matchView';
import { lineupLabelInput, SPOT, spotMarks } from '@onbir/shared/match/lineupLabels';
import { layoutLabels } from '@onbir/shared/pitch/labelLayout';
import type { Measure } from '@onbir/shared/pitch/nameForms';
import { canvasMeasure } from '../../lib/canvasMeasure';
import type { MatchSummary } from '@onbir/shared/match/summary';
import { useLocale } from '../../lib/i18n/locale';
import { sideKits } from './kits';
import { across, PitchMarkings } from './PitchMarkings';

const sides: Side[] = ['A', 'B'];

/** Text widths in the picture's units, measured on a canvas ten times larger (the names are 2.3 units high). */
const pictureMeasure = (): Measure => {
  const font = typeof document === 'undefined' ? 'sans-serif' : getComputedStyle(document.body).fontFamily;
  const base = canvasMeasure(font);
  return (text, size) => base(text, size * 10) / 10;
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
  // The clubs' kits where the teams have them (the away side in its second colour when the first ones clash).
  const kits = sideKits(teams);
  const calls = matchCallNames(teams);
  const spots = useMemo(() => sides.flatMap((side, t) => lineupSpots(teams[t], side).map((p) => ({ ...p, side, key: `${side}:${p.id}`, y: across(p.y) }))), [teams]);
  // Every name laid out together (shared/src/pitch/labelLayout.ts): none over another, a disc or a mark
  // (about a millisecond a render). A namesake is written as the commentary calls him ("E. Martínez"
  // beside "L. Martínez").
  const marks = spots.map((p) => spotMarks(p.x, p.y, cards.has(p.key), goals.get(p.key) ?? 0));
  const named = (p: (typeof spots)[number]) => {
    const call = calls.get(p.id) ?? callName(p.name);
    return call === callName(p.name) ? p.name : call;
  };
  const labels = new Map(layoutLabels(lineupLabelInput(spots.map((p, i) => ({ key: p.key, name: named(p), x: p.x, y: p.y, marks: marks[i] })), pictureMeasure())).map((l) => [l.key, l]));
  return (
    <section className="lineups card" aria-label={t`Kadrolar`}>
      <h2>
        <Trans>Kadrolar</Trans> <span className="muted">{formations}</span>
      </h2>
      <svg viewBox="0 0 100 64" className="lineup-pitch" role="img" aria-label={lineups} data-testid="lineups">
        <PitchMarkings />
        {spots.map((p) => {
          const { key, side, y } = p;
          const kit = kits[side === 'A' ? 0 : 1];
          const label = labels.get(key);
          const r = rating.get(key);
          const card = cards.get(key);
          const scored = goals.get(key) ?? 0;
          return (
            <g key={key} className={`spot spot-${side}`} data-player={p.name}>
              <circle cx={p.x} cy={y} r={SPOT.r} style={kit ? { fill: kit.fill, stroke: kit.stroke } : undefined} />
              {label && (
                <text x={label.box.x + label.box.w / 2} y={label.box.y + label.box.h / 2} className="spot-name" style={{ fontSize: label.size }}>
                  {label.text}
                </text>
              )}
              {r !== undefined && (
                <text x={p.x} y={y + 0.9} className="spot-rating" data-testid="spot-rating" style={kit ? { fill: kit.text } : undefined}>
                  {formatNumber(r, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
                </text>
              )}
              {card && <rect x={p.x + SPOT.card.dx} y={y + SPOT.card.dy} width={SPOT.card.w} height={SPOT.card.h} className={`spot-card spot-card-${card}`} data-testid={`spot-${card}`} />}
              {scored > 0 && (
                <g data-testid="spot-goal">
                  {Array.from({ length: scored }, (_, i) => (
                    <circle key={i} cx={p.x + SPOT.goal.dx - i * SPOT.goal.step} cy={y + SPOT.goal.dy} r={SPOT.goal.r} className="spot-goal" />
                  ))}
                </g>
              )}
            </g>
          );
        })}
      </svg>
    </section>
  );
}
