import type { AuctionState, Bid, Lot } from '../auction/types';

/**
 * The auction as screens receive it (docs/drafts.md, 'The auction room'). A room update is one broadcast for
 * every member and spectator, so in the blind mode it leaves out the open lot's sealed amounts: who bid and
 * when stay, and the opening bid (the floor everyone bids at, public from the nomination). A viewer's own
 * reading (his GET, his socket join) puts back his own amount; the sale shows them all (`Sale.bids`).
 */

/** A bid as a screen receives it: no amount while it is another manager's sealed bid. */
export type BidView = Omit<Bid, 'amount'> & { amount?: number };
export type LotView = Omit<Lot, 'bids'> & { bids: readonly BidView[] };
export type AuctionView = Omit<AuctionState, 'lot'> & {
  lot: LotView | null;
  /** The viewer's own sealed bid on the open lot (blind mode, his own reading only). */
  mySealedBid?: number;
};

const sealedLot = (auction: Pick<AuctionState, 'settings' | 'lot'>): Lot | null => (auction.settings.mode === 'blind' ? auction.lot : null);

/** The auction as the one broadcast carries it: the open lot's sealed amounts left out in the blind mode. */
export function sealedAuction(auction: AuctionState): AuctionView {
  const lot = sealedLot(auction);
  if (!lot) return auction;
  return { ...auction, lot: { ...lot, bids: lot.bids.map((b, i) => (i === 0 ? b : { managerId: b.managerId, at: b.at })) } };
}

/** The viewer's sealed amount put back on his own bid of the view's open lot (`lotNumber` the lot it was made on). */
export function withOwnSealedBid(view: AuctionView, viewerId: string, lotNumber: number, amount: number): AuctionView {
  const lot = view.lot;
  if (!lot || lot.number !== lotNumber || view.settings.mode !== 'blind') return view;
  const bids = lot.bids.map((b, i) => (i > 0 && b.managerId === viewerId ? { ...b, amount } : b));
  return { ...view, lot: { ...lot, bids }, mySealedBid: amount };
}

/** The auction for one viewer: the broadcast's, with his own sealed amount when he has bid on the open lot. */
export function auctionForViewer(auction: AuctionState, viewerId: string): AuctionView {
  const view = sealedAuction(auction);
  const lot = sealedLot(auction);
  const own = lot?.bids.find((b, i) => i > 0 && b.managerId === viewerId);
  return lot && own ? withOwnSealedBid(view, viewerId, lot.number, own.amount) : view;
}

/**
 * The auction a screen checks an action with (the shared rules): a sealed amount it does not know counts as
 * 0, as the blind mode's checks read only the opening bid, who has bid and the viewer's own amount.
 */
export function auctionStateOfView(view: AuctionView): AuctionState {
  const { mySealedBid: _mine, ...auction } = view;
  const lot = auction.lot && { ...auction.lot, bids: auction.lot.bids.map((b) => ({ ...b, amount: b.amount ?? 0 })) };
  return { ...auction, lot };
}
