import { bid, nominate, sell } from '../../auction/rules';
import { refusal, type Refusal } from '../refusal';
import type { RoomEnv, RoomState } from '../state';
import { askedKey, auctionAt, checkAuctionClock, runningAuction, withAuction, type AuctionClockChoice } from '../rules/auctionRoom';

/** The room clock in an auction room (tick.ts): the move the server chose (rules/auctionRoom.ts auctionClockChoice), checked by the auction's rules. */
export function checkAuctionTick(state: RoomState, choice: AuctionClockChoice | null, env: RoomEnv): Refusal | null {
  const auction = runningAuction(state);
  if (!auction || !choice) return refusal('NOT_DUE');
  const no = checkAuctionClock(auction, choice, env.now);
  return no && no.code === 'AUCTION_NOT_DUE' ? refusal('NOT_DUE') : no;
}

export function applyAuctionTick(state: RoomState, choice: AuctionClockChoice, env: RoomEnv): RoomState {
  const auction = auctionAt(state, env);
  if (choice.kind === 'aiBid') return withAuction(state, bid(auction, choice.managerId, choice.amount, env.now), env);
  if (choice.kind === 'nominate') return withAuction(state, nominate(auction, choice.managerId, choice.player, choice.opening, env.now), env);
  if (choice.kind === 'sell') return withAuction(state, sell(auction, env.now), env);
  return withAuction(state, { ...auction, aiAsked: askedKey(auction.lot!) }, env);
}
