/**
 * An auction draft's plain data (docs/drafts.md, 'Auction'), depending on nothing: the room's state and
 * its wire carry it, and ./state.ts and ./rules.ts read and change it.
 */

export const AUCTION_MODES = ['open', 'blind'] as const;
export type AuctionMode = (typeof AUCTION_MODES)[number];

export interface AuctionSettings {
  /** Each manager's budget in M€ (the form's, 200 by default). */
  budget: number;
  /** The least a player can cost (the opening bid's floor), M€: what every place still to fill keeps back. */
  minPrice: number;
  /** The bid clock from a nomination, in seconds (10 by default). */
  bidSeconds: number;
  /** A bid landing with less than this left restarts the clock at it (no sniping). */
  antiSnipeSeconds: number;
  /** How long the manager on turn has to nominate before the clock nominates for him. */
  nominateSeconds: number;
  mode: AuctionMode;
  /** Substitutes after the eleven (the room's 0, 3 or 5). */
  bench: number;
  /** How many ms a clock second lasts (1000; the room's tests speed it up). */
  secondMs?: number;
}


/** What the auction needs of a player: the draft's candidate (room/rules/draft.ts DraftCandidate: positions, league, overall). */
export interface AuctionPlayer {
  id: string;
  player_positions: string;
  league_name: string;
  overall: number;
}

export interface Purchase {
  playerId: string;
  slot: string;
  price: number;
}

export interface AuctionManager {
  id: string;
  formation: string;
  spent: number;
  squad: readonly Purchase[];
}

/** A bid as it landed: bids of a lot are kept in the order the pipeline applied them (the tie-break of the blind mode). */
export interface Bid {
  managerId: string;
  amount: number;
  at: number;
}

export interface Lot {
  /** 1, 2, …: a bid names the lot it was made for, so a late one for a sold player is refused, not moved on. */
  number: number;
  player: AuctionPlayer;
  nominatedBy: string;
  /** Open: each higher than the last (the last leads). Blind: one sealed bid each, the nominator's opening first. */
  bids: readonly Bid[];
  endsAt: number;
}

export interface Sale {
  lot: number;
  playerId: string;
  managerId: string;
  price: number;
  slot: string;
  /** The blind mode's sealed bids, in the order they landed: hidden while the lot ran, shown once it is sold. */
  bids?: readonly Bid[];
}

export interface AuctionState {
  settings: AuctionSettings;
  /** In nomination order. */
  managers: readonly AuctionManager[];
  /** Index of the manager who nominates next (or whose lot runs). */
  turn: number;
  lot: Lot | null;
  /** When the clock nominates for the manager on turn (no lot open). */
  nominateBy: number | null;
  sales: readonly Sale[];
  finished: boolean;
}
