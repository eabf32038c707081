import { MAX_OPEN_ROOMS } from '../constants';
import { defineAction } from '../action';
import { refusal, roomAnswer, roomText } from '../refusal';
import { emptySchema } from '../schemas';
import { humans, withEffects, type RoomState } from '../state';
import { newRoom } from './create';
import { memberOnly, userOf } from './guards';

export interface RematchInput {
  /** The id the new room gets (the server's). */
  newRoomId: string;
  /** The asker's open rooms, counted under a lock: he becomes the new room's creator. */
  openRooms: number;
}

/** "Oda (Rövanş)", "Oda (Rövanş 2)", …: a rematch of a rematch counts on, within the name's 60 characters. */
function rematchName(name: string): string {
  const m = /^(.*) \(Rövanş(?: (\d+))?\)$/.exec(name);
  const base = m ? m[1] : name;
  const n = m ? Number(m[2] ?? 1) + 1 : 1;
  const suffix = n === 1 ? roomText('REMATCH_NAME', { name: '' }).trim() : `(Rövanş ${n})`;
  return `${base.slice(0, 59 - suffix.length)} ${suffix}`;
}

/** The new room: the lobby, the same options, password and bans, the asker as creator, then every other human still seated, in seat order, each with his club. */
function rematchRoom(state: RoomState, askerId: string, input: RematchInput, createdAt: string): RoomState {
  const order = [...humans(state)].sort((a, b) => Number(b.userId === askerId) - Number(a.userId === askerId));
  const base = newRoom(
    { roomId: input.newRoomId, roomName: rematchName(state.name), options: { ...state.options, maxPlayers: Math.max(state.options.maxPlayers, order.length) }, passwordHash: state.passwordHash ?? null, username: order[0].username, openRooms: 0 },
    askerId,
    createdAt,
  );
  // Whom the creator barred stays barred: the new room has the same password and the same people.
  return { ...base, isLocked: state.isLocked, banned: state.banned, seats: order.map((s) => ({ ...base.seats[0], userId: s.userId, username: s.username, name: s.username, club: s.club ?? null })) };
}

/**
 * "Rövanş": a current human member of a finished room (a kicked player, whose seat an AI took, is none)
 * gets a new room with the same people; a second ask, from anyone, gets the same room.
 */
export const rematch = defineAction({
  name: 'rematch',
  schema: emptySchema,
  check(state, actor, input: RematchInput) {
    const notMember = memberOnly(state, actor);
    if (notMember) return notMember;
    if (state.banned.some((b) => b.userId === userOf(actor))) return refusal('BANNED');
    if (state.status !== 'finished') return refusal('REMATCH_NOT_FINISHED');
    return !state.rematchId && input.openRooms >= MAX_OPEN_ROOMS ? refusal('TOO_MANY_ROOMS', { max: MAX_OPEN_ROOMS }) : null;
  },
  apply(state, actor, input, env) {
    if (state.rematchId) return state;
    const made = rematchRoom(state, userOf(actor), input, new Date(env.now).toISOString());
    return withEffects({ ...state, rematchId: made.id }, { type: 'created', room: made });
  },
  answer: (_before, after) => ({ ...roomAnswer('REMATCH_READY'), room: { _id: after.rematchId } }),
});
