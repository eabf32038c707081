import { defineAction } from '../action';
import { refusal } from '../refusal';
import { reactionSchema } from '../schemas';
import { liveFixture, withEffects } from '../state';
import { checkReaction, checkReactionKind } from '../rules/chat';
import { message, sent, type Identified } from './chat';
import { memberOnly } from './guards';

export interface ReactionInput extends Identified {
  reaction: string;
  /** A pick already made (the draft's pick log). */
  pickNumber?: number;
  /** The live match (the match screen): a reaction sent as its match ended is refused, never kept for the next one. */
  fixtureId?: string;
}

/** A quick reaction to a pick already made, or to the match being played. */
export const react = defineAction({
  name: 'react',
  schema: reactionSchema,
  check(state, actor, input: ReactionInput) {
    const notMember = memberOnly(state, actor);
    if (notMember) return notMember;
    if (input.pickNumber !== undefined) return checkReaction(input.reaction, input.pickNumber, state.picks.length);
    return checkReactionKind(input.reaction) ?? (input.fixtureId !== undefined && liveFixture(state)?._id === input.fixtureId ? null : refusal('MATCH_NOT_LIVE'));
  },
  apply: (state, actor, input, env) =>
    withEffects(state, {
      type: 'chat',
      message: message(state, actor, env, input.id, { kind: 'reaction', text: input.reaction, pickNumber: input.pickNumber ?? null, fixtureId: input.pickNumber === undefined ? input.fixtureId! : null }),
    }),
  answer: (_before, after) => sent(after),
});
