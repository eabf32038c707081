import { draftRefusal, type DraftRefusal } from './refusal';
import {
  bidStep,
  managerOf,
  maxBid,
  nextNominator,
  placesLeft,
  priceOf,
  slotFor,
  soldIds,
  type AuctionManager,
  type AuctionPlayer,
  type AuctionState,
  type Bid,
  type Lot,
} from './state';

/**
 * The auction's moves (docs/drafts.md, 'Auction'), each a check (a refusal, or null when allowed) and an
 * apply that assumes the check passed, as the room machine's actions are: the server runs both in its one
 * pipeline, a screen runs the check to answer at once. Checks run in a fixed order: the auction, the
 * manager, now, the rule itself.
 */

/** A clock second in ms: 1000 unless the room's clock runs faster (its tests). */
const secondOf = (state: AuctionState): number => state.settings.secondMs ?? 1000;

/** Whether a manager may own this player at all: a place left that he plays, and money for the least bid. */
function ownerRefusal(state: AuctionState, m: AuctionManager, player: AuctionPlayer): DraftRefusal | null {
  if (placesLeft(state, m) <= 0) return draftRefusal('AUCTION_SQUAD_FULL');
  if (!slotFor(state, m, player)) return draftRefusal('AUCTION_NO_SLOT');
  return null;
}

/** An amount a manager may pay: whole M€, at least `min`, at most his budget less the reserve for his other places. */
function amountRefusal(state: AuctionState, m: AuctionManager, amount: number, min: number, low: 'AUCTION_OPENING_TOO_LOW' | 'AUCTION_BID_TOO_LOW'): DraftRefusal | null {
  if (!Number.isInteger(amount)) return draftRefusal('AUCTION_BID_NOT_WHOLE');
  if (amount < min) return draftRefusal(low, { min });
  const max = maxBid(state, m);
  return amount > max ? draftRefusal('AUCTION_OVER_BUDGET', { max }) : null;
}

/** The manager on turn puts a player up with an opening bid (his own, leading). */
export function checkNominate(state: AuctionState, managerId: string, player: AuctionPlayer, opening: number): DraftRefusal | null {
  if (state.finished) return draftRefusal('AUCTION_FINISHED');
  const m = managerOf(state, managerId);
  if (!m) return draftRefusal('AUCTION_NOT_MANAGER');
  if (state.lot) return draftRefusal('AUCTION_LOT_OPEN');
  if (state.managers[state.turn].id !== managerId) return draftRefusal('AUCTION_NOT_YOUR_NOMINATION');
  if (soldIds(state).has(player.id)) return draftRefusal('AUCTION_PLAYER_SOLD');
  return ownerRefusal(state, m, player) ?? amountRefusal(state, m, opening, state.settings.minPrice, 'AUCTION_OPENING_TOO_LOW');
}

export function nominate(state: AuctionState, managerId: string, player: AuctionPlayer, opening: number, now: number): AuctionState {
  const number = state.sales.length + 1;
  const lot: Lot = { number, player, nominatedBy: managerId, bids: [{ managerId, amount: opening, at: now }], endsAt: now + state.settings.bidSeconds * secondOf(state) };
  return { ...state, lot, nominateBy: null };
}

/** The manager's bid already standing on the lot at this amount: a double tap or a retry, answered as the first. */
function isRepeat(lot: Lot, managerId: string, amount: number, blind: boolean): boolean {
  const own = blind ? lot.bids.find((b) => b.managerId === managerId) : lot.bids.at(-1);
  return own?.managerId === managerId && own.amount === amount;
}

/** The least a bid may be now: over the price by a step in the open mode; the opening bid in the blind one. */
export function minimumBid(state: AuctionState, lot: Lot): number {
  if (state.settings.mode === 'blind') return lot.bids[0].amount;
  const price = priceOf(lot);
  return price + bidStep(price);
}

/** A bid on the running lot (`lotNumber` as the screen showed it). A repeat of the manager's standing bid is allowed and changes nothing. */
export function checkBid(state: AuctionState, managerId: string, lotNumber: number, amount: number, now: number): DraftRefusal | null {
  if (state.finished) return draftRefusal('AUCTION_FINISHED');
  const m = managerOf(state, managerId);
  if (!m) return draftRefusal('AUCTION_NOT_MANAGER');
  const lot = state.lot;
  if (!lot) return draftRefusal('AUCTION_NO_LOT');
  if (lot.number !== lotNumber) return draftRefusal('AUCTION_LOT_STALE');
  const blind = state.settings.mode === 'blind';
  if (isRepeat(lot, managerId, amount, blind)) return null;
  if (now >= lot.endsAt) return draftRefusal('AUCTION_LOT_CLOSED');
  const cannotOwn = ownerRefusal(state, m, lot.player);
  if (cannotOwn) return cannotOwn;
  if (blind && lot.bids.some((b) => b.managerId === managerId)) return draftRefusal('AUCTION_ALREADY_SEALED');
  if (!blind && lot.bids.at(-1)!.managerId === managerId) return draftRefusal('AUCTION_ALREADY_LEADING');
  return amountRefusal(state, m, amount, minimumBid(state, lot), 'AUCTION_BID_TOO_LOW');
}

/** The bid lands; in the open mode one in the clock's last seconds restarts the clock at those seconds. */
export function bid(state: AuctionState, managerId: string, amount: number, now: number): AuctionState {
  const lot = state.lot!;
  const blind = state.settings.mode === 'blind';
  if (isRepeat(lot, managerId, amount, blind)) return state;
  const snipe = state.settings.antiSnipeSeconds * secondOf(state);
  const endsAt = !blind && lot.endsAt - now < snipe ? now + snipe : lot.endsAt;
  return { ...state, lot: { ...lot, bids: [...lot.bids, { managerId, amount, at: now }], endsAt } };
}

/** Managers who could still make a sealed bid on the lot: a place he plays, money for the opening bid, no bid yet. */
export function sealedBiddersLeft(state: AuctionState, lot: Lot): AuctionManager[] {
  return state.managers.filter(
    (m) => !lot.bids.some((b) => b.managerId === m.id) && !ownerRefusal(state, m, lot.player) && maxBid(state, m) >= lot.bids[0].amount,
  );
}

/** The winning bid: open, the last (each is higher); blind, the highest, a tie going to the earlier bid. */
export function winningBid(lot: Lot): Bid {
  return lot.bids.reduce((best, b) => (b.amount > best.amount ? b : best));
}

/** Whether the lot may be sold now: its clock ran out, or (blind) every manager who could bid has. */
export function checkSell(state: AuctionState, now: number): DraftRefusal | null {
  if (state.finished) return draftRefusal('AUCTION_FINISHED');
  if (!state.lot) return draftRefusal('AUCTION_NO_LOT');
  const everyoneSealed = state.settings.mode === 'blind' && sealedBiddersLeft(state, state.lot).length === 0;
  return now >= state.lot.endsAt || everyoneSealed ? null : draftRefusal('AUCTION_NOT_DUE');
}

/** The winner pays and takes the player into a slot he fits; the turn passes to the next manager with places left. */
export function sell(state: AuctionState, now: number): AuctionState {
  const lot = state.lot!;
  const win = winningBid(lot);
  const winner = managerOf(state, win.managerId)!;
  const slot = slotFor(state, winner, lot.player)!.key;
  const managers = state.managers.map((m) =>
    m.id === winner.id ? { ...m, spent: m.spent + win.amount, squad: [...m.squad, { playerId: lot.player.id, slot, price: win.amount }] } : m,
  );
  const sale = { lot: lot.number, playerId: lot.player.id, managerId: winner.id, price: win.amount, slot, ...(state.settings.mode === 'blind' ? { bids: lot.bids } : {}) };
  const nominator = state.managers.findIndex((m) => m.id === lot.nominatedBy);
  const turn = nextNominator({ managers, settings: state.settings }, nominator);
  const finished = turn < 0;
  return {
    ...state,
    managers,
    lot: null,
    sales: [...state.sales, sale],
    turn: finished ? state.turn : turn,
    nominateBy: finished ? null : now + state.settings.nominateSeconds * secondOf(state),
    finished,
  };
}

/** When the auction's clock next has something to do: the lot's end, or the nomination's deadline; null when finished. */
export const nextDue = (state: AuctionState): number | null => (state.finished ? null : (state.lot?.endsAt ?? state.nominateBy));

/**
 * What the auction's clock does at `now`: sell the lot when it may be sold, nominate for the manager on
 * turn (ai.ts `aiNomination`) once his nomination time is over, or nothing yet.
 */
export function clockMove(state: AuctionState, now: number): 'sell' | 'nominate' | null {
  if (state.finished) return null;
  if (state.lot) return checkSell(state, now) ? null : 'sell';
  return state.nominateBy !== null && now >= state.nominateBy ? 'nominate' : null;
}

/** The bids a manager may see: all in the open mode; in the blind one his own and the opening bid until the lot is sold. */
export function visibleBids(state: AuctionState, viewerId: string): readonly Bid[] {
  const lot = state.lot;
  if (!lot) return [];
  return state.settings.mode === 'open' ? lot.bids : lot.bids.filter((b, i) => i === 0 || b.managerId === viewerId);
}
