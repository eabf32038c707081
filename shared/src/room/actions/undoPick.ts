import { defineAction } from '../action';
import { refusal, roomAnswer, roomTextRef } from '../refusal';
import { emptySchema } from '../schemas';
import { seatOf, withEffects, type RoomState } from '../state';
import { turnDeadline } from '../rules/clock';
import { creatorOnly, notInAuction, userOf } from './guards';

/** The undone player's name, for the notice (the server reads it from the pool). */
export interface UndoPickInput {
  playerName: string;
}

/** The draft's last move, when it was a pick (a passed turn has none to give back). */
export const lastPickOf = (state: RoomState) => {
  const last = state.picks.at(-1);
  return last && last.pickNumber === state.draft.currentPick ? last : undefined;
};

/**
 * "Son seçimi geri al" (issue 41): the commissioner gives the last pick back to the pool and the turn back
 * to the seat that made it, with a fresh clock (none while paused). Only while the draft runs: a league's
 * last pick starts its season, which no undo takes back.
 */
export const undoPick = defineAction({
  name: 'undoPick',
  schema: emptySchema,
  check(state, actor) {
    const notCreator = creatorOnly(state, actor);
    if (notCreator) return notCreator;
    if (state.status !== 'drafting') return refusal('DRAFT_NOT_ACTIVE');
    if (notInAuction(state)) return notInAuction(state);
    return lastPickOf(state) ? null : refusal('UNDO_NOTHING');
  },
  apply(state, actor, input: UndoPickInput, env) {
    const last = lastPickOf(state)!;
    const host = seatOf(state, userOf(actor))!.name;
    const back: RoomState = { ...state, picks: state.picks.slice(0, -1), draft: { ...state.draft, currentPick: last.pickNumber - 1, deadline: null } };
    const next = back.draft.paused ? back : { ...back, draft: { ...back.draft, deadline: turnDeadline(back, env) } };
    return withEffects(next, { type: 'notice', code: 'COMMISSIONER', text: roomTextRef('NOTICE_PICK_UNDONE', { host, player: input.playerName }), userId: last.userId });
  },
  answer: () => roomAnswer('PICK_UNDONE'),
});
