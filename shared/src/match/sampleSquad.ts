import { lineOf } from './positions';
import { Random } from './random';
import type { PlayerInput, TeamInput } from './types';

/** The 4-4-2 slots of a generated squad (slot positions, goalkeeper first). */
const SLOTS = ['GK', 'RB', 'CB', 'CB', 'LB', 'RM', 'CM', 'CM', 'LM', 'ST', 'ST'];

const clamp = (v: number) => Math.max(1, Math.min(99, Math.round(v)));

/**
 * A plausible eleven around a mean overall rating, every man in his natural position, with attributes
 * shaped by his line. Seeded: for the realism script, the engine bench and tests, never for real rooms.
 */
export function sampleSquad(name: string, meanOverall: number, seed: number): TeamInput {
  const rng = new Random(seed);
  const players: PlayerInput[] = SLOTS.map((slot, i) => {
    const o = meanOverall + (rng.next() - 0.5) * 8;
    const line = lineOf(slot);
    const r = {
      GK: { pace: 50, shooting: 20, passing: o - 20, dribbling: 25, defending: 20, physic: o - 10, goalkeeping: o },
      DEF: { pace: o - 5, shooting: o - 30, passing: o - 10, dribbling: o - 15, defending: o + 5, physic: o, goalkeeping: 10 },
      MID: { pace: o - 3, shooting: o - 8, passing: o + 3, dribbling: o, defending: o - 15, physic: o - 5, goalkeeping: 10 },
      FWD: { pace: o + 3, shooting: o + 3, passing: o - 8, dribbling: o, defending: o - 40, physic: o - 5, goalkeeping: 10 },
    }[line];
    return {
      id: `${name}-${i}`,
      name: `${name} ${i + 1}`,
      positions: [slot],
      slotPosition: slot,
      overall: clamp(o),
      pace: clamp(r.pace),
      shooting: clamp(r.shooting),
      passing: clamp(r.passing),
      dribbling: clamp(r.dribbling),
      defending: clamp(r.defending),
      physic: clamp(r.physic),
      goalkeeping: clamp(r.goalkeeping),
    };
  });
  return { name, formation: '4-4-2', players };
}

/** Five substitutes for a generated squad (keeper, defender, two midfielders, a forward), with their own ids. */
export function sampleBench(name: string, meanOverall: number, seed: number): PlayerInput[] {
  return sampleSquad(`${name} Yedek`, meanOverall, seed + 1000).players.filter((_, i) => [0, 2, 6, 8, 9].includes(i));
}
