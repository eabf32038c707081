import { defineAction } from '../action';
import { refusal, roomAnswer, roomTextRef } from '../refusal';
import { pausedSchema } from '../schemas';
import { seatOf, withEffects } from '../state';
import { turnDeadline } from '../rules/clock';
import { creatorOnly, notInAuction, userOf } from './guards';

/**
 * "Taslağı duraklat / devam": the host stops the draft (nobody picks, no clock runs, AI managers wait) and
 * starts it again, the seat on turn getting a full clock. Everyone sees a notice.
 */
export const pauseDraft = defineAction({
  name: 'pauseDraft',
  schema: pausedSchema,
  check: (state, actor) => creatorOnly(state, actor) ?? (state.status === 'drafting' ? notInAuction(state) : refusal('PAUSE_NOT_NOW')),
  apply(state, actor, input: { paused: boolean }, env) {
    if (state.draft.paused === input.paused) return state;
    const host = seatOf(state, userOf(actor))!.name;
    const next = { ...state, draft: { ...state.draft, paused: input.paused, deadline: null } };
    const resumed = input.paused ? next : { ...next, draft: { ...next.draft, deadline: turnDeadline(next, env) } };
    const code = input.paused ? 'DRAFT_PAUSED' : 'DRAFT_RESUMED';
    return withEffects(resumed, { type: 'notice', code, text: roomTextRef(input.paused ? 'NOTICE_DRAFT_PAUSED' : 'NOTICE_DRAFT_RESUMED', { host }) });
  },
  answer: (_before, _after, _actor, input) => roomAnswer(input.paused ? 'DRAFT_PAUSED' : 'DRAFT_RESUMED'),
});
