import { penaltyConversion } from './chances';
import type { Random } from './random';
import type { Score, ShootoutKick, Side } from './types';

export interface Kicker {
  id: string;
  name: string;
  shooting: number;
  keeping: number;
}

export interface ShootoutSide {
  /** Who is still on the pitch, the keeper included. */
  players: readonly Kicker[];
  keeper: Kicker;
}

/** Of the kicks that fail, this share is saved; the rest go wide or over. */
const SAVED_SHARE = 0.7;
/** Best of five, then sudden death. */
const ROUNDS = 5;

/**
 * The order of a side's takers: best shooters first, the keeper last, and only as many as the side with
 * fewer players has (the law: both sides reduce to the same number, so the last of the order sit out);
 * after that the list starts again.
 */
export function takingOrder(s: ShootoutSide, count: number): Kicker[] {
  const outfield = s.players.filter((p) => p !== s.keeper).sort((x, y) => y.shooting - x.shooting || (x.id < y.id ? -1 : 1));
  return [...outfield, s.keeper].slice(0, count);
}

/**
 * Whether the shoot-out is over, from the goals and kicks of the side kicking first and of the other
 * (which has taken the same number of kicks or one fewer): within the first five rounds as soon as one
 * side cannot be caught, afterwards at the end of a round with different scores.
 */
export function shootoutDecided(goalsFirst: number, goalsSecond: number, takenFirst: number, takenSecond: number): boolean {
  if (takenFirst <= ROUNDS) {
    return goalsFirst + ROUNDS - takenFirst < goalsSecond || goalsSecond + ROUNDS - takenSecond < goalsFirst;
  }
  return takenFirst === takenSecond && goalsFirst !== goalsSecond;
}

/**
 * A penalty shoot-out: `first` kicks first, sides alternate, each kick goes in with
 * `penaltyConversion(taker's shooting, keeper's goalkeeping)` (about 75 %); best of five, then sudden
 * death. Deterministic for a given random stream (it ends with probability one: each sudden-death round
 * is decided with a chance of at least 15 %). Returns every kick and the final score.
 */
export function playShootout(rng: Random, a: ShootoutSide, b: ShootoutSide, first: Side): { score: Score; kicks: ShootoutKick[] } {
  const count = Math.min(a.players.length, b.players.length);
  const order = { A: takingOrder(a, count), B: takingOrder(b, count) };
  const keeper = { A: a.keeper, B: b.keeper };
  const score: Score = { A: 0, B: 0 };
  const taken = { A: 0, B: 0 };
  const kicks: ShootoutKick[] = [];
  const second: Side = first === 'A' ? 'B' : 'A';
  for (;;) {
    for (const side of [first, second]) {
      const taker = order[side][taken[side] % count];
      const facing = keeper[side === 'A' ? 'B' : 'A'];
      const r = rng.next();
      const p = penaltyConversion(taker.shooting, facing.keeping);
      const outcome = r < p ? 'scored' : r < p + (1 - p) * SAVED_SHARE ? 'saved' : 'missed';
      if (outcome === 'scored') score[side]++;
      taken[side]++;
      kicks.push({ side, taker: taker.name, takerId: taker.id, keeper: facing.name, keeperId: facing.id, outcome });
      if (shootoutDecided(score[first], score[second], taken[first], taken[second])) return { score, kicks };
    }
  }
}
