import { defineAction } from '../action';
import { refusal, roomAnswer } from '../refusal';
import { replaceWithAiSchema } from '../schemas';
import { seatOf } from '../state';
import { PLAYING, vacate } from '../rules/seats';
import { creatorOnly, userOf } from './guards';

/**
 * "Yapay zekâya devret" (issue 41): the commissioner hands an absent member's seat to an AI manager, which
 * keeps his squad, club and fixtures and picks or plays for him from now on (rules/seats.ts `vacate`). He
 * is not barred; his screens are told, everyone gets a notice.
 */
export const replaceWithAi = defineAction({
  name: 'replaceWithAi',
  schema: replaceWithAiSchema,
  check(state, actor, input: { playerId: string }) {
    const notCreator = creatorOnly(state, actor);
    if (notCreator) return notCreator;
    if (input.playerId === userOf(actor)) return refusal('REPLACE_SELF');
    const target = seatOf(state, input.playerId);
    if (!target) return refusal('PLAYER_NOT_IN_ROOM');
    if (target.ai) return refusal('REPLACE_AI_SEAT');
    return PLAYING.has(state.status) ? null : refusal('REPLACE_NOT_NOW');
  },
  apply: (state, actor, input, env) => vacate(state, input.playerId, { host: seatOf(state, userOf(actor))!.name }, env),
  answer: () => roomAnswer('REPLACED_WITH_AI'),
});
