import { defineAction } from '../action';
import { refusal, roomAnswer } from '../refusal';
import { roomIdBodySchema } from '../schemas';
import { seatOf } from '../state';
import { memberOnly, userOf } from './guards';

/** "Hazır": a member toggles his ready flag, in the lobby only. */
export const ready = defineAction({
  name: 'ready',
  schema: roomIdBodySchema,
  check: (state, actor) => memberOnly(state, actor) ?? (state.status !== 'waiting' ? refusal('READY_ONLY_IN_LOBBY') : null),
  apply: (state, actor) => ({ ...state, seats: state.seats.map((s) => (s.userId === userOf(actor) ? { ...s, ready: !s.ready } : s)) }),
  answer: (_before, after, actor) => {
    const isReady = Boolean(seatOf(after, userOf(actor))?.ready);
    return { ...roomAnswer(isReady ? 'READY_ON' : 'READY_OFF'), isReady };
  },
});
