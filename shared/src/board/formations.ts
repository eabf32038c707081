import { FORMATION_TABLE, parseLines } from '../formations/formationTable';
import { lineShape } from '../formations/lineShape';
import type { FormatSize } from './formats';
import type { Spot } from './layout';

/**
 * The usual formations of each format, written like the product's formation table (lines separated
 * by ';', the line's group first, then its positions; each stands where its code says). 11v11 has the
 * builder's twelve (docs/builder.md, 'Formations'), which include the first board's three (docs/board.md, 'Teams and formations').
 */
const SMALL_SIDED: Record<Exclude<FormatSize, 11>, Array<[string, string]>> = {
  5: [
    ['1-2-1', 'GK; DEF CB; MID RM LM; FWD ST'],
    ['2-2', 'GK; DEF CB CB; FWD ST ST'],
    ['2-1-1', 'GK; DEF CB CB; MID CM; FWD ST'],
    ['3-1', 'GK; DEF RB CB LB; FWD ST'],
  ],
  7: [
    ['2-3-1', 'GK; DEF CB CB; MID RM CM LM; FWD ST'],
    ['3-2-1', 'GK; DEF RB CB LB; MID CM CM; FWD ST'],
    ['2-1-2-1', 'GK; DEF CB CB; DCM CDM; ACM RM LM; FWD ST'],
    ['3-1-2', 'GK; DEF RB CB LB; MID CM; FWD ST ST'],
  ],
  8: [
    ['3-3-1', 'GK; DEF RB CB LB; MID RM CM LM; FWD ST'],
    ['2-3-2', 'GK; DEF CB CB; MID RM CM LM; FWD ST ST'],
    ['3-2-2', 'GK; DEF RB CB LB; MID CM CM; FWD ST ST'],
    ['2-4-1', 'GK; DEF CB CB; MID RM CM CM LM; FWD ST'],
  ],
  9: [
    ['3-2-3', 'GK; DEF RB CB LB; MID CM CM; FWD RW ST LW'],
    ['3-3-2', 'GK; DEF RB CB LB; MID RM CM LM; FWD ST ST'],
    ['2-3-2-1', 'GK; DEF CB CB; MID RM CM LM; ACM CAM CAM; FWD ST'],
    ['4-3-1', 'GK; DEF RB CB CB LB; MID CM CM CM; FWD ST'],
    ['3-4-1', 'GK; DEF RB CB LB; MID RM CM CM LM; FWD ST'],
  ],
};

/** Each format's formations as name and lines. */
export const BOARD_FORMATION_LINES: Record<FormatSize, Array<[string, string]>> = {
  ...SMALL_SIDED,
  11: FORMATION_TABLE.filter((f) => f.builder).map((f) => [f.name, f.lines]),
};

export const DEFAULT_FORMATIONS: Record<FormatSize, string> = { 5: '1-2-1', 7: '2-3-1', 8: '3-3-1', 9: '3-2-3', 11: '4-4-2' };

/** One place of a formation: team A's spot, the shirt number that plays there, the goalkeeper's mark. */
export interface Slot extends Spot {
  num: number;
  gk: boolean;
}

// Team A stays in its own half so that team B, turned round, never overlaps it with two teams.
const GK_DEPTH = 0.045;
const FIRST_LINE = 0.17;
const LAST_LINE = 0.44;
// A holding or attacking midfielder among other midfielders steps back or forward (lineShape); the
// diamond's CDM and CAM, one behind the other in the middle, a longer step so their pieces stay apart.
const STEP = 0.03;
const STACKED_STEP = 0.05;
const FLANKS = new Set(['RB', 'LB', 'RWB', 'LWB', 'RM', 'LM', 'RW', 'LW']);

/**
 * Shirt numbers by position, as coaches number a team: the first free number of a position's list,
 * positions taken in this order (so the centre-backs get 4 and 5 before a holding midfielder asks for 6).
 */
const NUMBER_ORDER = ['GK', 'RB', 'LB', 'RW', 'LW', 'RM', 'LM', 'RWB', 'LWB', 'ST', 'CF', 'CB', 'CAM', 'CDM', 'CM'];
const PREFERRED: Record<string, number[]> = {
  GK: [1],
  RB: [2],
  LB: [3],
  RWB: [2, 7],
  LWB: [3, 11],
  CB: [4, 5, 6, 2, 3],
  CDM: [6, 4, 8],
  CM: [8, 4, 6, 10, 7, 11],
  CAM: [10, 8, 7],
  RM: [7],
  LM: [11],
  RW: [7],
  LW: [11],
  ST: [9, 10, 11, 7],
  CF: [10, 11],
};

function numbersFor(roles: string[]): number[] {
  const nums: number[] = new Array(roles.length).fill(0);
  const taken = new Set<number>();
  const order = roles.map((r, i) => ({ r, i })).sort((a, b) => NUMBER_ORDER.indexOf(a.r) - NUMBER_ORDER.indexOf(b.r));
  for (const { r, i } of order) {
    const n = (PREFERRED[r] ?? []).find((k) => !taken.has(k));
    if (n === undefined) continue;
    nums[i] = n;
    taken.add(n);
  }
  let free = 1;
  return nums.map((n) => {
    if (n) return n;
    while (taken.has(free)) free++;
    taken.add(free);
    return free;
  });
}

const r3 = (n: number) => Math.round(n * 1000) / 1000;

/** How far apart a line's places are: a line with a flank player spans the pitch, a pair stays close. */
function lineSpread(roles: string[]): (index: number, count: number) => number {
  const n = roles.length;
  const flank = roles.some((r) => FLANKS.has(r));
  const span = flank ? 0.76 : n === 2 ? 0.26 : Math.min(0.76, 0.22 * (n - 1));
  return (i) => (n === 1 ? 0.5 : 0.5 - span / 2 + (i * span) / (n - 1));
}

/** Team A's slots of a formation written as lines. */
export function slotsOf(lines: string): Slot[] {
  const parsed = parseLines(lines);
  const outfield = parsed.length - 1;
  const roles = parsed.flatMap((l) => l.positions);
  const nums = numbersFor(roles);
  let k = 0;
  return parsed.flatMap((line, li) => {
    const depth = li === 0 ? GK_DEPTH : outfield === 1 ? 0.3 : FIRST_LINE + ((li - 1) * (LAST_LINE - FIRST_LINE)) / (outfield - 1);
    const shape = lineShape(line.positions);
    const step = shape.filter((p) => p.middle).length > 1 ? STACKED_STEP : STEP;
    const spread = lineSpread(line.positions);
    return shape.map((place) => {
      const slot = { d: r3(depth + place.step * step), w: r3(place.middle ? 0.5 : spread(place.across, shape.length)), num: nums[k], gk: li === 0 };
      k++;
      return slot;
    });
  });
}

export interface BoardFormation {
  name: string;
  slots: Slot[];
}

export const FORMATIONS: Record<FormatSize, BoardFormation[]> = Object.fromEntries(
  Object.entries(BOARD_FORMATION_LINES).map(([size, list]) => [size, list.map(([name, lines]) => ({ name, slots: slotsOf(lines) }))]),
) as Record<FormatSize, BoardFormation[]>;

export function formationOf(size: FormatSize, name: string): BoardFormation | undefined {
  return FORMATIONS[size].find((f) => f.name === name);
}

/** Team B plays the other way: team A's spot turned half a circle round the centre spot (not mirrored). */
export function rotateSpot(spot: Spot): Spot {
  return { d: 1 - spot.d, w: 1 - spot.w };
}

/**
 * Where a player added to a team (a substitute) comes on: at the halfway line by the touchline on the
 * team's right, the next one a little deeper. Team B's, turned round, are on the other touchline.
 */
export function benchSpot(index: number): Spot {
  return { d: Math.max(0.05, 0.46 - 0.05 * index), w: 0.02 };
}

/** The third team (bibs): a line across the halfway line, between the two teams. */
export function bibsSpot(index: number, count: number): Spot {
  return { d: 0.5, w: count === 1 ? 0.5 : 0.14 + (index * 0.72) / (count - 1) };
}
