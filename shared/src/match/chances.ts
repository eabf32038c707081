import type { Line } from './positions';
import type { Random } from './random';
import type { ShotSituation } from './types';

/**
 * Chance quality (expected goals) of a shot. The engine decides a shot's outcome from the shooter, the
 * keeper and the sides' strengths, as it always has; the situation (box, range, header, one-on-one,
 * penalty) is then drawn from a second random stream given that outcome, by Bayes: each situation has a
 * prior share by the shooter's line and a conversion rate, scaled so the shot's overall chance is the
 * engine's. The joint law of (situation, outcome) is the one of "situation first, then outcome", so the
 * xG of a situation is its real conversion rate and xG per match matches goals per match, while the
 * main random stream (and so every existing seed's score, stats and events) is untouched.
 */

const SITUATIONS: readonly ShotSituation[] = ['one_on_one', 'box', 'header', 'range', 'penalty'];

/** Relative conversion of each open-play situation (real open-play xG ratios). */
const BASE: Record<Exclude<ShotSituation, 'penalty'>, number> = { one_on_one: 0.4, box: 0.12, header: 0.09, range: 0.035 };

/** Share of a line's shots by situation (each row adds up to 1): defenders head in and rarely shoot from range. */
const PRIOR: Record<Line, Record<ShotSituation, number>> = {
  FWD: { one_on_one: 0.08, box: 0.54, header: 0.15, range: 0.218, penalty: 0.012 },
  MID: { one_on_one: 0.05, box: 0.38, header: 0.08, range: 0.478, penalty: 0.012 },
  DEF: { one_on_one: 0.01, box: 0.45, header: 0.456, range: 0.08, penalty: 0.004 },
  GK: { one_on_one: 0, box: 1, header: 0, range: 0, penalty: 0 },
};

const MAX_XG = 0.95;

/** A penalty's chance of going in, from the taker's shooting and the keeper's goalkeeping (about 0.76). */
export function penaltyConversion(shooting: number, keeping: number): number {
  const p = 0.765 + 0.006 * (shooting - 75) - 0.005 * (keeping - 75);
  return p < 0.55 ? 0.55 : p > 0.92 ? 0.92 : p;
}

export interface Chance {
  situation: ShotSituation;
  /** Expected goals of the shot, 0-1, two decimals. */
  xg: number;
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const PENALTY = SITUATIONS.indexOf('penalty');
/** The tables as arrays in SITUATIONS order, computed once: the draw reads them by index. */
const BASE_BY_INDEX = SITUATIONS.map((s) => (s === 'penalty' ? 0 : BASE[s]));
const PRIOR_BY_INDEX = Object.fromEntries(Object.entries(PRIOR).map(([line, prior]) => [line, SITUATIONS.map((s) => prior[s])])) as Record<Line, number[]>;
/** Per line, the prior-weighted sum of open-play conversion. */
const OPEN_BASE = Object.fromEntries(
  Object.entries(PRIOR_BY_INDEX).map(([line, prior]) => [line, prior.reduce((sum, w, i) => sum + w * BASE_BY_INDEX[i], 0)]),
) as Record<Line, number>;
/** Scratch space of the draw: the hot loop allocates nothing (no closures either: they cost here). */
const xgs = new Float64Array(SITUATIONS.length);
const weights = new Float64Array(SITUATIONS.length);

/**
 * The chance behind a shot whose outcome the engine has drawn: `p` is the engine's chance of a goal for
 * this shot, `scored` its outcome. A header from a corner is a header; its xG is the engine's chance.
 */
export function drawChance(
  rng: Random,
  line: Line,
  p: number,
  scored: boolean,
  fromCorner: boolean,
  shooting: number,
  keeping: number,
): Chance {
  if (fromCorner) return { situation: 'header', xg: round2(p) };
  const prior = PRIOR_BY_INDEX[line];
  const penalty = penaltyConversion(shooting, keeping);
  // Scale open play so that the prior-weighted conversion adds up to the engine's chance.
  const k = Math.max(0.001, p - prior[PENALTY] * penalty) / OPEN_BASE[line];
  let total = 0;
  for (let i = 0; i < SITUATIONS.length; i++) {
    const xg = i === PENALTY ? penalty : Math.min(MAX_XG, k * BASE_BY_INDEX[i]);
    xgs[i] = xg;
    weights[i] = prior[i] * (scored ? xg : 1 - xg);
    total += weights[i];
  }
  let r = rng.next() * total;
  let i = 0;
  while (i < SITUATIONS.length - 1 && (r -= weights[i]) >= 0) i++;
  return { situation: SITUATIONS[i], xg: round2(xgs[i]) };
}
