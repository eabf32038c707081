import { defineAction } from '../action';
import { refusal, roomAnswer } from '../refusal';
import { joinRoomSchema } from '../schemas';
import { isMember, type Actor, type RoomState } from '../state';
import { DEFAULT_GAME_FORMATION } from '../../formations/gameFormations';
import { userOf } from './guards';

/** The server's verdict on the password sent (the hash never leaves it), and the joiner's name. */
export interface JoinInput {
  password: 'none' | 'ok' | 'wrong';
  username: string;
}

const banned = (state: RoomState, actor: Actor) => state.banned.some((b) => b.userId === userOf(actor));

/**
 * "Katıl": a member joining again changes nothing; otherwise not barred by a kick, the password of a
 * locked room, only in the lobby and while a seat is free.
 */
export const join = defineAction({
  name: 'join',
  schema: joinRoomSchema,
  check(state, actor, input: JoinInput) {
    if (actor.kind !== 'user') return refusal('SESSION_INVALID');
    if (isMember(state, actor)) return null;
    if (banned(state, actor)) return refusal('BANNED');
    if (state.isLocked && input.password === 'none') return refusal('PASSWORD_REQUIRED');
    if (state.isLocked && input.password === 'wrong') return refusal('WRONG_PASSWORD');
    if (state.status !== 'waiting') return refusal('ROOM_STARTED');
    if (state.seats.length >= state.options.maxPlayers) return refusal('ROOM_FULL');
    return null;
  },
  apply(state, actor, input) {
    if (isMember(state, actor)) return state;
    const userId = userOf(actor);
    return { ...state, seats: [...state.seats, { userId, username: input.username, name: input.username, ai: null, ready: false, formation: DEFAULT_GAME_FORMATION, autodraft: false, queue: [] }] };
  },
  answer: (before, _after, actor) => ({ ...roomAnswer(isMember(before, actor) ? 'ALREADY_JOINED' : 'JOINED'), room: { _id: before.id } }),
});
