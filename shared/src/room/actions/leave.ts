import { defineAction } from '../action';
import { roomAnswer } from '../refusal';
import { roomIdBodySchema } from '../schemas';
import { vacate } from '../rules/seats';
import { memberOnly, userOf } from './guards';

/** "Odadan Ayrıl", at any time: in the lobby or a finished room the seat is freed; in the draft or the tournament an AI manager takes it over. */
export const leave = defineAction({
  name: 'leave',
  schema: roomIdBodySchema,
  check: (state, actor) => memberOnly(state, actor),
  apply: (state, actor, _input, env) => vacate(state, userOf(actor), 'left', env),
  answer: () => roomAnswer('LEFT'),
});
