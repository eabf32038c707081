import { defineAction } from '../action';
import { reactionSchema } from '../schemas';
import { withEffects } from '../state';
import { checkReaction } from '../rules/chat';
import { message, sent, type Identified } from './chat';
import { memberOnly } from './guards';

/** A quick reaction to a pick already made. */
export const react = defineAction({
  name: 'react',
  schema: reactionSchema,
  check: (state, actor, input: { pickNumber: number; reaction: string } & Identified) =>
    memberOnly(state, actor) ?? checkReaction(input.reaction, input.pickNumber, state.picks.length),
  apply: (state, actor, input, env) =>
    withEffects(state, { type: 'chat', message: message(state, actor, env, input.id, { kind: 'reaction', text: input.reaction, pickNumber: input.pickNumber }) }),
  answer: (_before, after) => sent(after),
});
