import { defineAction } from '../action';
import { refusal, roomAnswer, roomTextRef } from '../refusal';
import { emptySchema } from '../schemas';
import { seatOf, withEffects } from '../state';
import { pickerOf } from '../rules/clock';
import { draftMovedOn } from '../rules/matchDay';
import type { TickInput } from './tick';
import { creatorOnly, userOf } from './guards';

/** The pick the server chose for the seat on turn (rules/autoPick.ts: its queue first, then the AI's choice); null passes the turn. */
export type ForcePickInput = Pick<TickInput, 'pick'>;

/**
 * "Seçimi zorla" (issue 41): the commissioner (the creator) does not wait for the seat on turn: its pick is
 * made now as the clock would make it, and everyone is told. Only while the draft runs, not paused.
 */
export const forcePick = defineAction({
  name: 'forcePick',
  schema: emptySchema,
  check: (state, actor) => creatorOnly(state, actor) ?? (state.status === 'drafting' && !state.draft.paused && pickerOf(state) ? null : refusal('FORCE_PICK_NOT_NOW')),
  apply(state, actor, input: ForcePickInput, env) {
    const seat = pickerOf(state)!;
    const host = seatOf(state, userOf(actor))!.name;
    if (!input.pick) return draftMovedOn(state, env);
    const made = { userId: seat.userId, playerId: input.pick.player.id, slot: input.pick.slotKey, pickNumber: state.draft.currentPick + 1, auto: true };
    const next = draftMovedOn({ ...state, picks: [...state.picks, made] }, env);
    return withEffects(next, { type: 'notice', code: 'COMMISSIONER', text: roomTextRef('NOTICE_FORCED_PICK', { host, player: input.pick.player.short_name }), userId: seat.userId });
  },
  answer: () => roomAnswer('PICK_FORCED'),
});
