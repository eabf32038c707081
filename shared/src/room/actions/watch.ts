import { z } from 'zod';
import { wording } from '../../messages/message';
import { said } from '../../validation/said';
import { defineAction } from '../action';
import { refusal, roomAnswer } from '../refusal';
import { isMember, withEffects } from '../state';
import { userOf } from './guards';

const watchSchema = z.object({ password: z.string(said(wording('validation', 'FIELD_NOT_TEXT', { field: 'PASSWORD' }))).max(100).optional() });

/**
 * "İzle": someone who holds no seat watches the room's matches (a spectator: no chat, no actions). An open
 * room needs nothing; a locked one its password (the server's verdict, as for joining), and then the user
 * may watch it from then on. Those the creator kicked may not.
 */
export const watch = defineAction({
  name: 'watch',
  schema: watchSchema,
  check(state, actor, input: { password: 'none' | 'ok' | 'wrong' }) {
    if (actor.kind !== 'user') return refusal('SESSION_INVALID');
    if (isMember(state, actor)) return null;
    if (state.banned.some((b) => b.userId === userOf(actor))) return refusal('BANNED');
    if (state.isLocked && input.password === 'none') return refusal('PASSWORD_REQUIRED');
    return state.isLocked && input.password === 'wrong' ? refusal('WRONG_PASSWORD') : null;
  },
  apply: (state, actor) => (state.isLocked && !isMember(state, actor) ? withEffects(state, { type: 'watcher', userId: userOf(actor) }) : state),
  answer: () => roomAnswer('WATCHING'),
});
