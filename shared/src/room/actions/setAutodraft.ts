import { defineAction } from '../action';
import { roomAnswer } from '../refusal';
import { autodraftSchema } from '../schemas';
import { seatOf } from '../state';
import { pickerOf, turnDeadline } from '../rules/clock';
import { memberOnly, userOf } from './guards';

/** "Otomatik seç" on or off: on during his turn, the pick is made at once; off, the room's clock runs again from now. */
export const setAutodraft = defineAction({
  name: 'setAutodraft',
  schema: autodraftSchema,
  check: (state, actor) => memberOnly(state, actor),
  apply(state, actor, input: { on: boolean }, env) {
    const userId = userOf(actor);
    if (seatOf(state, userId)!.autodraft === input.on) return state;
    const next = { ...state, seats: state.seats.map((s) => (s.userId === userId ? { ...s, autodraft: input.on } : s)) };
    return pickerOf(next)?.userId === userId ? { ...next, draft: { ...next.draft, deadline: turnDeadline(next, env) } } : next;
  },
  answer: (_before, _after, _actor, input) => ({ ...roomAnswer(input.on ? 'AUTODRAFT_ON' : 'AUTODRAFT_OFF'), on: input.on }),
});
