import { defineAction } from '../action';
import { refusal, roomAnswer } from '../refusal';
import { nominateSchema } from '../schemas';
import { checkNominate, nominate as nominateLot } from '../../auction/rules';
import { leagueAllowed } from '../rules/draft';
import { auctionAt, runningAuction, withAuction, type AuctionLotPlayer, type RoomAuction } from '../rules/auctionRoom';
import { memberOnly, userOf } from './guards';

/** The player the request names (the server looks him up; the client has the one on screen), or none when unknown; and the opening bid. */
export interface NominateInput {
  found: AuctionLotPlayer[];
  opening: number;
}

/** His own nomination of this player sent again (a double tap, a retry): answered as the first. */
const repeated = (auction: RoomAuction, userId: string, playerId: string) => auction.lot?.player.id === playerId && auction.lot.nominatedBy === userId;

/**
 * "Açık artırmaya çıkar" in an auction room (docs/drafts.md, 'The auction room'), checked in order: member;
 * an auction running (else the room's draft refusal); the player known and of the room's leagues; then
 * the auction's own check (his turn, unsold, a place he plays, the opening within his reserve).
 */
export const nominate = defineAction({
  name: 'nominate',
  schema: nominateSchema,
  check(state, actor, input: NominateInput) {
    const notMember = memberOnly(state, actor);
    if (notMember) return notMember;
    const auction = runningAuction(state);
    if (!auction) return refusal(state.status === 'drafting' ? 'NOT_IN_AUCTION' : 'DRAFT_NOT_ACTIVE');
    const player = input.found[0];
    if (!player) return refusal('PLAYER_NOT_FOUND');
    if (repeated(auction, userOf(actor), player.id)) return null;
    if (!leagueAllowed(state.options.leagues, player.league_name)) return refusal('WRONG_LEAGUE');
    return checkNominate(auction, userOf(actor), player, input.opening);
  },
  apply(state, actor, input, env) {
    const auction = auctionAt(state, env);
    if (repeated(auction, userOf(actor), input.found[0].id)) return state;
    return withAuction(state, nominateLot(auction, userOf(actor), input.found[0], input.opening, env.now), env);
  },
  answer: (_before, _after, _actor, input) => roomAnswer('AUCTION_NOMINATED', { player: input.found[0].short_name, amount: input.opening }),
});
