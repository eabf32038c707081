import type { Random } from '../match/random';

/**
 * How rare a card is, by the player's overall (docs/drafts.md, 'Rarity'): a card's rarity is drawn first,
 * by a stated distribution, then a player of it, so high ratings stay rare however many the pool holds.
 */
export const RARITIES = ['common', 'rare', 'elite', 'legend'] as const;
export type Rarity = (typeof RARITIES)[number];

/** The least overall of each rarity: common below 75, rare 75-81, elite 82-85, legend 86 and over. */
export const RARITY_MIN_OVERALL: Record<Rarity, number> = { common: 0, rare: 75, elite: 82, legend: 86 };

export const rarityOf = (overall: number): Rarity =>
  RARITIES.reduce<Rarity>((found, r) => (overall >= RARITY_MIN_OVERALL[r] ? r : found), 'common');

export type Distribution = Record<Rarity, number>;

/** A place's and a substitute's card: half common, one in three rare, one in eight elite, 3 in 100 legends. */
export const PLACE_ODDS: Distribution = { common: 0.5, rare: 0.35, elite: 0.12, legend: 0.03 };
/** A captain's card: never common. */
export const CAPTAIN_ODDS: Distribution = { common: 0, rare: 0.3, elite: 0.5, legend: 0.2 };

/** A rarity drawn by the distribution (its odds sum to 1). */
export function drawRarity(odds: Distribution, rng: Random): Rarity {
  let x = rng.next();
  for (const r of RARITIES) {
    if (x < odds[r]) return r;
    x -= odds[r];
  }
  return RARITIES.findLast((r) => odds[r] > 0)!;
}

/** Where to look when a rarity has no card left for a place: the rarer ones below it, nearest first, then above. */
export function fallbackOrder(r: Rarity): Rarity[] {
  const i = RARITIES.indexOf(r);
  return [r, ...RARITIES.slice(0, i).reverse(), ...RARITIES.slice(i + 1)];
}
