import { defineAction } from '../action';
import { refusal, roomAnswer } from '../refusal';
import { bidSchema } from '../schemas';
import { bid as bidOn, checkBid } from '../../auction/rules';
import { auctionAt, runningAuction, withAuction } from '../rules/auctionRoom';
import { memberOnly, userOf } from './guards';

/**
 * A bid in an auction room (docs/drafts.md, 'The auction room'), checked in order: member; an auction running;
 * the auction's own check on the lot the screen showed (`lot`): a double tap or a retry of the standing bid
 * is answered as the first and changes nothing; of two bids at one price the pipeline applies one first and
 * the other is then too low, for everyone alike.
 */
export const bid = defineAction({
  name: 'bid',
  schema: bidSchema,
  check(state, actor, input, env) {
    const notMember = memberOnly(state, actor);
    if (notMember) return notMember;
    const auction = runningAuction(state);
    if (!auction) return refusal(state.status === 'drafting' ? 'NOT_IN_AUCTION' : 'DRAFT_NOT_ACTIVE');
    return checkBid(auction, userOf(actor), input.lot, input.amount, env.now);
  },
  apply(state, actor, input, env) {
    const auction = auctionAt(state, env);
    const after = bidOn(auction, userOf(actor), input.amount, env.now);
    return after === auction ? state : withAuction(state, after, env);
  },
  // The bidder's own amount comes back in the answer: in the blind mode the room update leaves it out.
  answer: (_before, _after, _actor, input) => ({ ...roomAnswer('BID_PLACED', { amount: input.amount }), bid: { lot: input.lot, amount: input.amount } }),
});
