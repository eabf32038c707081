/**
 * Where each position of a formation's line stands, read from its code, for every pitch that draws the
 * formation table (the builder's, the board's). A line is written in slot order: its keys ('MID-2') are
 * held by share links and rooms, so a position's place across the pitch is taken from its code, not from
 * where it is written: R… on the right flank, L… on the left, the others in the middle. Holding (CDM) and
 * attacking (CAM) midfielders written in a line with other midfielders step back or forward; one that is
 * alone of its kind in such a line (the diamond's CDM and CAM, 5-3-2's CAM) stands in the middle.
 */
export type Side = 'right' | 'centre' | 'left';

const RIGHT = new Set(['RB', 'RWB', 'RM', 'RW']);
const LEFT = new Set(['LB', 'LWB', 'LM', 'LW']);

export function sideOf(position: string): Side {
  return RIGHT.has(position) ? 'right' : LEFT.has(position) ? 'left' : 'centre';
}

/** -1 a step towards the own goal (holding), 1 a step forward (attacking), 0 level with the line. */
export function stepOf(position: string): -1 | 0 | 1 {
  return position === 'CDM' ? -1 : position === 'CAM' ? 1 : 0;
}

/** One position of a line: its place across (0 = the rightmost), whether it stands in the middle, its step. */
export interface LinePlace {
  across: number;
  middle: boolean;
  step: -1 | 0 | 1;
}

const SIDE_RANK: Record<Side, number> = { right: 0, centre: 1, left: 2 };

/**
 * The places of a line's positions, in the order they are written. A line is mixed when its central
 * positions are not all of one step (the diamond's CDM and CAM, 4-5-1's CDM among the CMs): only then do
 * CDM and CAM step, and one alone of its step stands in the middle.
 */
export function lineShape(positions: readonly string[]): LinePlace[] {
  const central = positions.filter((p) => sideOf(p) === 'centre');
  const mixed = new Set(central.map(stepOf)).size > 1;
  const alone = (p: string) => mixed && stepOf(p) !== 0 && central.filter((q) => stepOf(q) === stepOf(p)).length === 1;
  // Across the line: the right flank, the level centrals split in two halves round the lone steppers, the left flank.
  const level = positions.map((p, i) => ({ p, i })).filter(({ p }) => sideOf(p) === 'centre' && !alone(p));
  const half = Math.ceil(level.length / 2);
  const rank = (p: string, i: number): number => {
    if (sideOf(p) !== 'centre') return SIDE_RANK[sideOf(p)] * 3;
    if (alone(p)) return 3 + 1;
    return 3 + (level.findIndex((l) => l.i === i) < half ? 0 : 2);
  };
  const order = positions.map((p, i) => ({ i, r: rank(p, i) })).sort((a, b) => a.r - b.r || a.i - b.i);
  return positions.map((p, i) => ({
    across: order.findIndex((o) => o.i === i),
    middle: alone(p),
    step: mixed ? stepOf(p) : 0,
  }));
}


/**
 * One line's items in the order a screen shows them side by side with the team attacking up the screen:
 * the left flank first (a row of places has no depth: a CDM or CAM alone of his kind is in the middle).
 */
export function leftToRight<T>(items: readonly T[], positionOf: (item: T) => string): T[] {
  const shape = lineShape(items.map(positionOf));
  return items.map((item, i) => ({ item, across: shape[i].across })).sort((a, b) => b.across - a.across).map((x) => x.item);
}
