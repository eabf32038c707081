import { SQUAD_SIZE } from '../room/constants';
import { fitsSlot } from '../room/rules/draft';
import { AUCTION_MODES, type AuctionManager, type AuctionMode, type AuctionPlayer, type AuctionSettings, type AuctionState, type Bid, type Lot, type Purchase, type Sale } from './types';
import { benchSlots, formationSlots, type SquadSlot } from '../formations/gameFormations';
import { draftRefusal, type DraftRefusal } from './refusal';

/**
 * An auction draft's state (docs/drafts.md, 'Auction'): plain data (./types.ts) that the rules in ./rules.ts
 * turn into the next state. Money is whole M€; time is epoch ms passed in (`now`), never read here.
 */

export { AUCTION_MODES };
export type { AuctionManager, AuctionMode, AuctionPlayer, AuctionSettings, AuctionState, Bid, Lot, Purchase, Sale };

export const DEFAULT_AUCTION_SETTINGS: AuctionSettings = { budget: 200, minPrice: 1, bidSeconds: 10, antiSnipeSeconds: 5, nominateSeconds: 20, mode: 'open', bench: 3 };
export const BID_SECONDS = { min: 5, max: 60 } as const;

export const squadSizeOf = (settings: Pick<AuctionSettings, 'bench'>): number => SQUAD_SIZE + settings.bench;

/** Settings that can run: the budget fills every place at the minimum price, the clocks in range. Null when they can. */
export function checkAuctionSettings(s: AuctionSettings): DraftRefusal | null {
  const floor = s.minPrice * squadSizeOf(s);
  if (!Number.isInteger(s.budget) || !Number.isInteger(s.minPrice) || s.minPrice < 1 || s.budget < floor) return draftRefusal('AUCTION_BUDGET_TOO_SMALL', { min: Math.max(floor, squadSizeOf(s)) });
  const clockOk = s.bidSeconds >= BID_SECONDS.min && s.bidSeconds <= BID_SECONDS.max && s.antiSnipeSeconds >= 1 && s.antiSnipeSeconds < s.bidSeconds;
  return clockOk ? null : draftRefusal('AUCTION_CLOCK_INVALID', BID_SECONDS);
}

/** A new auction: nobody has spent, the first manager nominates by `now` + the nomination clock. */
export function newAuction(settings: AuctionSettings, managers: ReadonlyArray<{ id: string; formation: string }>, now: number): AuctionState {
  return {
    settings,
    managers: managers.map((m) => ({ id: m.id, formation: m.formation, spent: 0, squad: [] })),
    turn: 0,
    lot: null,
    nominateBy: now + settings.nominateSeconds * (settings.secondMs ?? 1000),
    sales: [],
    finished: managers.length === 0,
  };
}

export const managerOf = (state: AuctionState, id: string): AuctionManager | undefined => state.managers.find((m) => m.id === id);
export const placesLeft = (state: AuctionState, m: AuctionManager): number => squadSizeOf(state.settings) - m.squad.length;
export const budgetLeft = (state: AuctionState, m: AuctionManager): number => state.settings.budget - m.spent;

/**
 * The most a manager may bid for one player: his budget left minus the minimum price for each place he
 * still has to fill after this one, so he can always complete his squad. Below the minimum when full.
 */
export function maxBid(state: AuctionState, m: AuctionManager): number {
  const after = placesLeft(state, m) - 1;
  return after < 0 ? 0 : budgetLeft(state, m) - state.settings.minPrice * after;
}

/** The least step over a price: 1 M€ below 20, 2 below 50, then 5 (bids grow with the price, as in a saleroom). */
export function bidStep(price: number): number {
  if (price < 20) return 1;
  return price < 50 ? 2 : 5;
}

/** A manager's empty places: the eleven's in formation order, then the substitutes'. */
export function emptyPlaces(state: AuctionState, m: AuctionManager): SquadSlot[] {
  const taken = new Set(m.squad.map((p) => p.slot));
  return [...formationSlots(m.formation), ...benchSlots(state.settings.bench)].filter((s) => !taken.has(s.key));
}

/** The place a won player goes to: the first empty slot of the eleven he plays, else the first empty substitute's. */
export function slotFor(state: AuctionState, m: AuctionManager, player: Pick<AuctionPlayer, 'player_positions'>, empty = emptyPlaces(state, m)): SquadSlot | undefined {
  return empty.find((s) => fitsSlot(player, s));
}

export const soldIds = (state: AuctionState): Set<string> => new Set(state.sales.map((s) => s.playerId));

/** The lot's price now: its highest bid (the last in the open mode; the opening bid is the first). */
export const priceOf = (lot: Lot): number => lot.bids.reduce((max, b) => Math.max(max, b.amount), 0);

/** The next manager in turn after `index` who still has places to fill (himself again when he alone has), or -1. */
export function nextNominator(state: Pick<AuctionState, 'managers' | 'settings'>, index: number): number {
  const n = state.managers.length;
  for (let k = 1; k <= n; k++) {
    const i = (index + k) % n;
    if (state.managers[i].squad.length < squadSizeOf(state.settings)) return i;
  }
  return -1;
}
