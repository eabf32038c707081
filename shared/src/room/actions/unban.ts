import { defineAction } from '../action';
import { refusal, roomAnswer } from '../refusal';
import { unbanSchema } from '../schemas';
import { creatorOnly } from './guards';

/** "Engeli kaldır": the creator lifts a kicked user's bar; he may join again. */
export const unban = defineAction({
  name: 'unban',
  schema: unbanSchema,
  check: (state, actor, input: { playerId: string }) =>
    creatorOnly(state, actor) ?? (state.banned.some((b) => b.userId === input.playerId) ? null : refusal('NOT_BANNED')),
  apply: (state, _actor, input) => ({ ...state, banned: state.banned.filter((b) => b.userId !== input.playerId) }),
  answer: () => roomAnswer('UNBANNED'),
});
