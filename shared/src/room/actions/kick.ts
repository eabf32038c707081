import { defineAction } from '../action';
import { refusal, roomAnswer, roomTextRef } from '../refusal';
import { kickPlayerSchema } from '../schemas';
import { seatOf, withEffects } from '../state';
import { PLAYING, vacate } from '../rules/seats';
import { creatorOnly, userOf } from './guards';

/**
 * "At": the creator removes another seat, in the lobby, during the draft and in a finished room (not while
 * the tournament runs). A human is replaced by an AI manager once the draft has begun and is barred from
 * the room until the creator lifts it; his own screens are told why. An AI seat leaves only in the lobby.
 */
export const kick = defineAction({
  name: 'kick',
  schema: kickPlayerSchema,
  check(state, actor, input: { playerId: string }) {
    const notCreator = creatorOnly(state, actor, 'KICK_NOT_CREATOR');
    if (notCreator) return notCreator;
    if (input.playerId === userOf(actor)) return refusal('KICK_SELF');
    const target = seatOf(state, input.playerId);
    if (!target) return refusal('PLAYER_NOT_IN_ROOM');
    if (state.status === 'in_progress') return refusal('KICK_AFTER_START');
    if (target.ai && PLAYING.has(state.status)) return refusal('AI_SEAT_AFTER_START');
    return null;
  },
  apply(state, _actor, input, env) {
    const target = seatOf(state, input.playerId)!;
    const next = vacate(state, input.playerId, 'kicked', env);
    if (target.ai) return next;
    const barred = next.deleted ? next : { ...next, banned: [...next.banned, { userId: target.userId, username: target.username }] };
    return withEffects(barred, { type: 'kicked', userId: target.userId, text: roomTextRef('NOTICE_KICKED', { room: state.name }) });
  },
  answer: () => roomAnswer('KICKED'),
});
