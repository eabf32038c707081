import type { MatchInput } from '../../match/types';
import { defineAction } from '../action';
import { emptySchema } from '../schemas';
import { refusal, roomAnswer, roomTextRef } from '../refusal';
import { withEffects, type RoomEnv, type RoomState } from '../state';
import { kickOffDue, kickOffInstant, pickDue, pickerOf } from '../rules/clock';
import type { DraftCandidate } from '../rules/draft';
import { checkKickOff, draftMovedOn, kickOffState } from '../rules/matchDay';
import { systemOnly } from './guards';
import { isAuctionRoom, type AuctionClockChoice } from '../rules/auctionRoom';
import { applyAuctionTick, checkAuctionTick } from './auctionTick';

/** What the server decided for the clock: the automatic pick (rules/autoPick.ts) or the kick-off's engine input. */
export interface TickInput {
  pick: { player: DraftCandidate & { short_name: string }; slotKey: string } | null;
  match: MatchInput | null;
  /** In a drafting auction room: the clock's move (an AI bid or nomination, the sale, the nomination for a slow manager). */
  auction?: AuctionClockChoice | null;
}

function automaticPick(state: RoomState, input: TickInput, env: RoomEnv): RoomState {
  const seat = pickerOf(state)!;
  if (!input.pick) return draftMovedOn(state, env);
  const made = { userId: seat.userId, playerId: input.pick.player.id, slot: input.pick.slotKey, pickNumber: state.draft.currentPick + 1, auto: true };
  const next = draftMovedOn({ ...state, picks: [...state.picks, made] }, env);
  if (seat.ai) return next;
  const key = seat.autodraft ? 'NOTICE_AUTODRAFT_PICK' : 'NOTICE_CLOCK_PICK';
  return withEffects(next, { type: 'notice', code: seat.autodraft ? 'AUTODRAFT_PICK' : 'CLOCK_PICK', text: roomTextRef(key, { player: input.pick.player.short_name }), userId: seat.userId });
}

/**
 * The room's clock ran out (rules/clock.ts nextDue): the seat on turn gets its automatic pick (the turn
 * passes when no player is left), or the next match kicks off by the countdown (a league's is decided
 * ahead and starts at its scheduled instant: rules/clock.ts MATCHDAY_LEAD_MS, KICK_OFF_LEAD_MS); a countdown that cannot
 * start anything (a squad short of eleven, a match live) is dropped and the host's button still works. A clock that fires
 * early or for a room already moved on is refused, and nothing changes.
 */
export const tick = defineAction({
  name: 'tick',
  // No route: only the server's clock sends it, with no body.
  schema: emptySchema,
  check(state, actor, input: TickInput, env) {
    const notSystem = systemOnly(actor);
    if (notSystem) return notSystem;
    if (isAuctionRoom(state) && state.status === 'drafting') return checkAuctionTick(state, input.auction ?? null, env);
    if (pickDue(state, env.now)) return pickerOf(state) ? null : refusal('NOT_DUE');
    return kickOffDue(state, env.now) ? null : refusal('NOT_DUE');
  },
  apply(state, _actor, input, env) {
    if (isAuctionRoom(state) && state.status === 'drafting') return applyAuctionTick(state, input.auction!, env);
    if (pickDue(state, env.now)) return automaticPick(state, input, env);
    return input.match && !checkKickOff(state) ? kickOffState(state, input.match, env, kickOffInstant(state, env.now)) : { ...state, match: { ...state.match, nextMatchAt: null } };
  },
  answer: () => roomAnswer('DONE'),
});
