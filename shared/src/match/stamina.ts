import type { Line } from './positions';

/**
 * Players tire: every man on the pitch starts at 100 stamina (a substitute comes on at 100) and loses
 * `staminaDrain` per minute played, times his side's tactics (`TacticEffect.drain`: a high press, attacking
 * and a fast tempo cost legs). A tired man is worth less: `fitness` scales his rating, so a fresh
 * substitute for a spent starter lifts his side's lines. Tuned so an outfielder of average physique at
 * neutral tactics ends a 95-minute match near 66 (worth about 7 % less than at kick-off) and one pressing
 * high all match near 55 (about 10 % less).
 */
const OUTFIELD_DRAIN = 0.36;
const KEEPER_DRAIN = 0.08;
/** Share of his worth a man loses from full stamina to none. */
export const FATIGUE_COST = 0.22;
/** Minutes between two refreshes of the ratings from the stamina (the engine's hot loop stays light). */
export const FATIGUE_EVERY = 5;

export function staminaDrain(line: Line, physic: number): number {
  if (line === 'GK') return KEEPER_DRAIN;
  return OUTFIELD_DRAIN * (1.3 - 0.0043 * physic);
}

/** The share of his rating a man still has at this stamina (1 when fresh); the engine's refresh inlines it. */
export function fitness(stamina: number): number {
  return 1 - (FATIGUE_COST * (100 - stamina)) / 100;
}
