import type { AiStyle } from '../constants';
import { defineAction } from '../action';
import { refusal, roomAnswer } from '../refusal';
import { fillWithAiSchema } from '../schemas';
import { aiSeats } from '../rules/seats';
import { creatorOnly } from './guards';

/** "Boş koltukları yapay zekâ ile doldur": the creator, in the lobby, while a seat is free; the AI seats sit ready. */
export const fillAi = defineAction({
  name: 'fillAi',
  schema: fillWithAiSchema,
  check(state, actor) {
    const notCreator = creatorOnly(state, actor, 'FILL_NOT_CREATOR');
    if (notCreator) return notCreator;
    if (state.status !== 'waiting') return refusal('FILL_AFTER_START');
    return state.seats.length >= state.options.maxPlayers ? refusal('FILL_NO_EMPTY_SEAT') : null;
  },
  apply: (state, _actor, input: { count?: number; style?: AiStyle }) => ({ ...state, seats: [...state.seats, ...aiSeats(state, input.count, input.style)] }),
  answer: () => roomAnswer('FILLED'),
});
