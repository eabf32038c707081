import type { Random } from '../match/random';
import { canPlay, positionsOf } from '../players/positions';
import type { AiStyle } from '../room/constants';
import { isBenchSlot, type GameLine, type SquadSlot } from '../formations/gameFormations';
import { minimumBid } from './rules';
import { budgetLeft, emptyPlaces, managerOf, maxBid, placesLeft, soldIds, type AuctionManager, type AuctionPlayer, type AuctionState, type Lot, type Sale } from './state';

/**
 * AI managers in an auction (docs/drafts.md, 'AI managers'): what a player is worth to the room, what a
 * style pays over it, a nomination and a bid. Randomness only from the generator passed in (seeded by the
 * room: room/rules/seeded.ts); without one the choice has no jitter (the clock's, for a human on turn).
 */

/** Rating points over which a player's worth grows e-fold: stars cost many times a squad player. */
const VALUE_SCALE = 5;
/** A style pays this much more for a player of its lines. */
const STYLE_PAY: Record<AiStyle, Partial<Record<GameLine, number>>> = {
  dengeli: {},
  hücumcu: { FWD: 1.25, AMF: 1.2 },
  savunmacı: { GK: 1.25, DEF: 1.2 },
};
/** A substitute's place is worth this share of his value. */
const BENCH_PAY = 0.6;
/** How far money per place above or below the room's average moves what a manager pays. */
const SPARE_RANGE = { min: 0.7, max: 1.6 } as const;
/** The opening bid as a share of what the nominator would pay: he may be left with the player at that price. */
const OPENING_SHARE = 0.5;
/** A sealed bid shades what he would pay: the highest sealed bid wins at its own price. */
const SEALED_SHARE = 0.9;
const JITTER = 0.1;

/**
 * Each unsold player's value in M€: the money left in the room, less the minimum for every place, shared
 * among the players likely to be sold (the best by overall, one per place left) by a weight growing
 * e-fold every VALUE_SCALE points; the rest are worth the minimum price. The values sum to the money left.
 */
export function auctionValues(state: AuctionState, pool: readonly AuctionPlayer[]): ReadonlyMap<string, number> {
  // Money and places change only with a sale: the values hold from one sale to the next (every bid of a lot asks).
  const kept = valuesCache.get(state.sales);
  if (kept?.pool === pool) return kept.values;
  const values = valuesOf(state, pool);
  valuesCache.set(state.sales, { pool, values });
  return values;
}
const valuesCache = new WeakMap<readonly Sale[], { pool: readonly AuctionPlayer[]; values: ReadonlyMap<string, number> }>();

function valuesOf(state: AuctionState, pool: readonly AuctionPlayer[]): ReadonlyMap<string, number> {
  const { minPrice } = state.settings;
  const places = state.managers.reduce((n, m) => n + placesLeft(state, m), 0);
  const money = state.managers.reduce((n, m) => n + budgetLeft(state, m), 0);
  const sold = soldIds(state);
  const unsold = pool.filter((p) => !sold.has(p.id)).sort((a, b) => b.overall - a.overall || (a.id < b.id ? -1 : 1));
  const likely = unsold.slice(0, places);
  const floor = likely.at(-1)?.overall ?? 0;
  const weight = (p: AuctionPlayer) => Math.exp((p.overall - floor) / VALUE_SCALE);
  const total = likely.reduce((n, p) => n + weight(p), 0);
  const spare = Math.max(0, money - places * minPrice);
  const values = new Map(unsold.map((p) => [p.id, minPrice]));
  for (const p of likely) values.set(p.id, minPrice + (spare * weight(p)) / total);
  return values;
}

/** A manager as his limits read him: his empty places, his money per place against the room's, his reserve; read once per decision. */
interface Buyer {
  empty: SquadSlot[];
  spare: number;
  reserve: number;
}

function buyerOf(state: AuctionState, m: AuctionManager): Buyer {
  const places = state.managers.reduce((n, x) => n + placesLeft(state, x), 0);
  const money = state.managers.reduce((n, x) => n + budgetLeft(state, x), 0);
  const spare = Math.min(SPARE_RANGE.max, Math.max(SPARE_RANGE.min, budgetLeft(state, m) / placesLeft(state, m) / (money / places)));
  return { empty: emptyPlaces(state, m), spare, reserve: maxBid(state, m) };
}

const positionsCache = new WeakMap<AuctionPlayer, readonly string[]>();
/** A player's positions read once per player object: a nomination weighs the whole pool. */
function positionsOfCached(p: AuctionPlayer): readonly string[] {
  let positions = positionsCache.get(p);
  if (!positions) positionsCache.set(p, (positions = positionsOf(p)));
  return positions;
}

/** What he would pay; null when he has no place the player plays. */
function limitOf(buyer: Buyer, player: AuctionPlayer, value: number, style: AiStyle, rng?: Random): number | null {
  const positions = positionsOfCached(player);
  const slot = buyer.empty.find((s) => isBenchSlot(s) || canPlay(positions, s.position));
  if (!slot) return null;
  const stylePay = isBenchSlot(slot) ? BENCH_PAY : (STYLE_PAY[style][slot.line] ?? 1);
  const jitter = rng ? 1 + (rng.next() * 2 - 1) * JITTER : 1;
  return Math.min(buyer.reserve, Math.floor(value * stylePay * buyer.spare * jitter));
}

/** What this manager would pay at most for the player, by his style, the slot he would fill and his money per place; capped by the reserve; 0 without a place for him. */
export const aiLimit = (state: AuctionState, m: AuctionManager, player: AuctionPlayer, value: number, style: AiStyle, rng?: Random): number =>
  limitOf(buyerOf(state, m), player, value, style, rng) ?? 0;

/**
 * The player an AI manager (or the clock, for a manager on turn too slow) puts up, and his opening bid:
 * of the unsold players he has a place for, the one worth most to him; opening at half of it, never under
 * the minimum nor over his reserve. Null when nobody left fits his empty places.
 */
export function aiNomination(state: AuctionState, pool: readonly AuctionPlayer[], managerId: string, style: AiStyle, rng?: Random): { player: AuctionPlayer; opening: number } | null {
  const m = managerOf(state, managerId);
  if (!m || placesLeft(state, m) <= 0) return null;
  const values = auctionValues(state, pool);
  const buyer = buyerOf(state, m);
  let best: { player: AuctionPlayer; limit: number } | undefined;
  for (const p of pool) {
    const value = values.get(p.id);
    if (value === undefined) continue;
    const limit = limitOf(buyer, p, value, style, rng);
    if (limit !== null && (!best || limit > best.limit)) best = { player: p, limit };
  }
  if (!best) return null;
  const { minPrice } = state.settings;
  return { player: best.player, opening: Math.max(minPrice, Math.min(buyer.reserve, Math.floor(best.limit * OPENING_SHARE))) };
}

/**
 * An AI manager's bid on the running lot, or null: open, the least bid allowed while it is within what he
 * would pay and he is not leading; blind, one sealed bid a little under it, if that reaches the opening bid.
 */
export function aiBid(state: AuctionState, pool: readonly AuctionPlayer[], managerId: string, style: AiStyle, rng?: Random): number | null {
  const m = managerOf(state, managerId);
  const lot: Lot | null = state.lot;
  if (!m || !lot || placesLeft(state, m) <= 0 || lot.bids.some((b) => b.managerId === m.id && state.settings.mode === 'blind')) return null;
  if (state.settings.mode === 'open' && lot.bids.at(-1)!.managerId === m.id) return null;
  const value = auctionValues(state, pool).get(lot.player.id) ?? state.settings.minPrice;
  const limit = aiLimit(state, m, lot.player, value, style, rng);
  const least = minimumBid(state, lot);
  const amount = state.settings.mode === 'blind' ? Math.max(least, Math.floor(limit * SEALED_SHARE)) : least;
  return amount <= limit ? amount : null;
}
