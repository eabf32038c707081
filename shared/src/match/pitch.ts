import type { Line } from './positions';
import type { Random } from './random';
import type { Zone } from './types';

/**
 * Where the ball is for the events that do not say it themselves, drawn from the engine's second random
 * stream (the first one decides the match and stays as it was). Zones are seen from the attacking side.
 */

/** A quiet minute: the player on the ball's line tells where play is (a keeper is in his own half). */
const ON_BALL: Record<Line, Array<[Zone, number]>> = {
  GK: [['own_half', 1]],
  DEF: [['own_half', 0.7], ['middle', 0.3]],
  MID: [['own_half', 0.15], ['middle', 0.6], ['final_third', 0.25]],
  FWD: [['middle', 0.3], ['final_third', 0.7]],
};

/** A foul, seen from the fouled side: a defender fouls near his goal, a forward far from it. Never in the box (that is a penalty). */
const FOULED: Record<Line, Array<[Zone, number]>> = {
  GK: [['final_third', 1]],
  DEF: [['middle', 0.4], ['final_third', 0.6]],
  MID: [['own_half', 0.2], ['middle', 0.6], ['final_third', 0.2]],
  FWD: [['own_half', 0.6], ['middle', 0.4]],
};

/** A table as parallel arrays of zones and cumulative chances, read by index in the hot loop. */
function cumulative(table: Array<[Zone, number]>): { zones: Zone[]; upTo: number[] } {
  let sum = 0;
  return { zones: table.map(([z]) => z), upTo: table.map(([, p]) => (sum += p)) };
}
const ON_BALL_CUM = Object.fromEntries(Object.entries(ON_BALL).map(([l, t]) => [l, cumulative(t)])) as Record<Line, ReturnType<typeof cumulative>>;
const FOULED_CUM = Object.fromEntries(Object.entries(FOULED).map(([l, t]) => [l, cumulative(t)])) as Record<Line, ReturnType<typeof cumulative>>;

function draw(rng: Random, table: ReturnType<typeof cumulative>): Zone {
  const r = rng.next();
  const { zones, upTo } = table;
  let i = 0;
  while (i < zones.length - 1 && r >= upTo[i]) i++;
  return zones[i];
}

export const onBallZone = (rng: Random, line: Line): Zone => draw(rng, ON_BALL_CUM[line]);
export const foulZone = (rng: Random, foulerLine: Line): Zone => draw(rng, FOULED_CUM[foulerLine]);

/** Minute labels built once: '0'..'120', and stoppage labels up to +15 for each half, instead of a string per minute. */
export const MINUTE_LABELS = Array.from({ length: 121 }, (_, m) => String(m));
export const STOPPAGE_LABELS: Record<number, string[]> = Object.fromEntries(
  [45, 90, 105, 120].map((end) => [end, Array.from({ length: 16 }, (_, k) => `${end}+${k}`)]),
);
