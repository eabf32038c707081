import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@onbir/shared/text/format';
import type { MatchInput, Side } from '@onbir/shared/match/types';
import { callName, matchCallNames } from '@onbir/shared/match/callNames';
import type { SideLineup } from '@onbir/shared/match/lineup';
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
  // The clubs' kits where the teams have them (the away side in its second colour when the first ones clash).
  const kits = sideKits(teams);
  const calls = matchCallNames(teams);
  const spots = useMemo(
    () =>
      sides.flatMap((side, t) =>
        lineupSpots(lineup[t], side).map((p) => ({ ...p, side, key: `${side}:${p.id}`, y: across(p.y), card: lineup[t].cards[p.id], cameOn: Boolean(lineup[t].cameOn[p.id]) })),
      ),
    [lineup],
  );
  // Every name laid out together (shared/src/pitch/labelLayout.ts): none over another, a disc or a mark
  // (about a millisecond a render). A namesake is written as the commentary calls him ("E. Martínez"
  // beside "L. Martínez").
  const marks = spots.map((p) => spotMarks(p.x, p.y, Boolean(p.card), goals.get(p.key) ?? 0, p.cameOn));
  const named = (p: (typeof spots)[number]) => {
    const call = calls.get(p.id) ?? callName(p.name);
    return call === callName(p.name) ? p.name : call;
  };
  const labels = new Map(layoutLabels(lineupLabelInput(spots.map((p, i) => ({ key: p.key, name: named(p), x: p.x, y: p.y, marks: marks[i] })), pictureMeasure())).map((l) => [l.key, l]));
  return (
    <section className="lineups card" aria-label={t`Kadrolar`}>
      <h2>
        <Trans>Kadrolar</Trans> <span className="muted" data-testid="lineup-formations">{formations}</span>
      </h2>
      <svg viewBox="0 0 100 64" className="lineup-pitch" role="img" aria-label={lineups} data-testid="lineups">
        <PitchMarkings />
        {spots.map((p) => {
          const { key, side, y } = p;
          const kit = kits[side === 'A' ? 0 : 1];
          const label = labels.get(key);
          const r = rating.get(key);
          const card = p.card;
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
              {p.cameOn && <path d={`M${p.x + SPOT.cameOn.dx} ${y + SPOT.cameOn.dy + SPOT.cameOn.h} l${SPOT.cameOn.w / 2} -${SPOT.cameOn.h} l${SPOT.cameOn.w / 2} ${SPOT.cameOn.h} z`} className="spot-came-on" data-testid="spot-came-on" />}
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

