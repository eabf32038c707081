import { MAX_OPEN_ROOMS } from '../constants';
import { defineAction } from '../action';
import { refusal, roomAnswer } from '../refusal';
import { createRoomSchema, type RoomOptions } from '../schemas';
import type { RoomState } from '../state';
import { DEFAULT_GAME_FORMATION } from '../../formations/gameFormations';
import { userOf } from './guards';

/** What creating a room needs beyond the form: the new id, the creator's name, the password's hash and his open rooms (counted under a lock). */
export interface CreateInput {
  roomId: string;
  roomName: string;
  options: RoomOptions;
  passwordHash: string | null;
  username: string;
  openRooms: number;
}

/** A room's game before its draft: no picks, the draft at its first pick, no fixtures, nobody barred, no rematch. */
export const notStarted = (): Pick<RoomState, 'picks' | 'draft' | 'fixtures' | 'match' | 'banned' | 'rematchId'> => ({
  picks: [],
  draft: { currentPick: 0, deadline: null, paused: false },
  fixtures: [],
  match: { autoPaused: false, nextMatchAt: null },
  banned: [],
  rematchId: null,
});

/** A new room in the lobby with its creator in the first seat: every option of the form is kept whole. */
export function newRoom(input: CreateInput, creatorId: string, createdAt: string): RoomState {
  return {
    id: input.roomId,
    name: input.roomName,
    options: input.options,
    isLocked: input.passwordHash !== null,
    passwordHash: input.passwordHash,
    creatorId,
    status: 'waiting',
    seats: [{ userId: creatorId, username: input.username, name: input.username, ai: null, ready: false, formation: DEFAULT_GAME_FORMATION, autodraft: false, queue: [] }],
    ...notStarted(),
    createdAt,
    version: 0,
    effects: [],
  };
}

/** "Oda Oluştur": anyone signed in, up to MAX_OPEN_ROOMS rooms not yet finished. The state passed is ignored (there is no room yet). */
export const create = defineAction({
  name: 'create',
  schema: createRoomSchema,
  check: (_state, actor, input: CreateInput) =>
    actor.kind !== 'user' ? refusal('SESSION_INVALID') : input.openRooms >= MAX_OPEN_ROOMS ? refusal('TOO_MANY_ROOMS', { max: MAX_OPEN_ROOMS }) : null,
  apply: (_state, actor, input, env) => newRoom(input, userOf(actor), new Date(env.now).toISOString()),
  answer: (_before, after) => ({ ...roomAnswer('CREATED'), room: { _id: after.id } }),
});
