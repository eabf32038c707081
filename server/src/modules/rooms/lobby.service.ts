import type { z } from 'zod';
import type { createRoomSchema, joinRoomSchema } from '@onbir/shared/game/rooms';
import { reslotSquad, turnOf } from '@onbir/shared/game/draft';
import { checkNotBanned, checkOpenRooms } from '@onbir/shared/game/draftRoom';
import { checkJoin, checkReady, checkSetFormation, isMember as isLobbyMember, nextSeat } from '@onbir/shared/game/lobby';
import { checkStartDraftWithAi } from '@onbir/shared/game/seats';
import { positionsOf } from '@onbir/shared/players/positions';
import type { AppContext } from '../../context';
import { emitRoom } from '../../realtime/roomChannels';
import { gamePoolOf } from '../players/gamePool';
import { followRoom, turnDeadline } from './draftClock';
import { countPasswordGuess } from './joinThrottle';
import { enforce, missingRoom, refuse } from './refusals';
import { loadRoomDto } from './rooms.dto';
import * as repo from './rooms.repo';
import type { RoomRow } from './rooms.repo';
import { countOpenRooms, isBanned } from './roomSeats.repo';
import { humanSeat, lobbyState, seatsState } from './seatsView';

/**
 * The lobby: create, join, ready, start the draft, set a formation (leave, kick and AI seats:
 * seats.service.ts). Each change runs in one transaction holding the room row, checks the shared rule on
 * what it read, writes and bumps the version; then the clock follows the room and every member gets it.
 */

/** After a committed change: the clock follows the stored room and its members get it afresh. */
export async function publish(ctx: AppContext, roomId: string, room: RoomRow | null): Promise<void> {
  followRoom(ctx, roomId, room);
  const dto = room && (await loadRoomDto(ctx, roomId));
  if (dto) emitRoom(ctx, dto);
}

async function requireUser(ctx: AppContext, userId: string): Promise<void> {
  if (!(await repo.userExists(ctx.db, userId))) throw refuse('SESSION_INVALID');
}

export async function createRoom(ctx: AppContext, userId: string, input: z.output<typeof createRoomSchema>): Promise<string> {
  await requireUser(ctx, userId);
  enforce(checkOpenRooms(await countOpenRooms(ctx.db, userId)));
  const passwordHash = input.password ? await ctx.passwords.hash(input.password) : null;
  return repo.insertRoom(ctx.db, {
    roomName: input.roomName,
    maxPlayers: input.maxPlayers,
    leagues: input.leagues,
    passwordHash,
    creatorId: userId,
    pickSeconds: input.pickSeconds,
    draftOrder: input.draftOrder,
  });
}

export async function joinRoom(ctx: AppContext, userId: string, input: z.output<typeof joinRoomSchema>): Promise<{ joined: boolean }> {
  await requireUser(ctx, userId);
  const room = await repo.findRoom(ctx.db, input.roomId);
  if (!room) throw missingRoom();
  const member = await repo.isMember(ctx.db, room.id, userId);
  if (!member) enforce(checkNotBanned(await isBanned(ctx.db, room.id, userId)));
  // The slow hash check runs before the lock so one wrong password never holds up the room; every guess
  // counts against the user's and the room's limits before it is hashed.
  if (room.passwordHash && !member) {
    if (!input.password) throw refuse('PASSWORD_REQUIRED');
    await countPasswordGuess(ctx, room.id, userId);
    if (!(await ctx.passwords.verify(input.password, room.passwordHash))) throw refuse('WRONG_PASSWORD');
  }
  const changed = await repo.withRoomLock(ctx.db, room.id, async (tx, state) => {
    if (isLobbyMember(lobbyState(state), userId)) return null;
    enforce(checkJoin(lobbyState(state), userId));
    await repo.addMember(tx, room.id, userId, nextSeat(state.members.map((m) => m.seat)));
    return repo.bumpRoom(tx, room.id);
  });
  if (changed) await publish(ctx, room.id, changed);
  return { joined: Boolean(changed) };
}

export async function toggleReady(ctx: AppContext, userId: string, roomId: string): Promise<{ isReady: boolean }> {
  let isReady = false;
  const room = await repo.withRoomLock(ctx.db, roomId, async (tx, state) => {
    humanSeat(state, userId);
    enforce(checkReady(lobbyState(state), userId));
    isReady = !state.members.find((m) => m.userId === userId)!.isReady;
    await repo.setMemberFields(tx, roomId, userId, { isReady });
    return repo.bumpRoom(tx, roomId);
  });
  await publish(ctx, roomId, room);
  return { isReady };
}

export async function startDraft(ctx: AppContext, userId: string, roomId: string): Promise<void> {
  const room = await repo.withRoomLock(ctx.db, roomId, async (tx, state) => {
    humanSeat(state, userId);
    enforce(checkStartDraftWithAi(seatsState(state), userId));
    const members = state.members.map((m) => ({ userId: m.userId, formation: m.formation, squad: [] }));
    const first = state.members.find((m) => m.userId === turnOf({ members, currentPick: 0, order: state.room.draftOrder }));
    return repo.bumpRoom(tx, roomId, { status: 'drafting', currentPick: 0, pickDeadline: turnDeadline(ctx, state.room, first, 0) });
  });
  await publish(ctx, roomId, room);
}

/** Changes a member's formation; his drafted players are re-slotted by position, none is lost. */
export async function setFormation(ctx: AppContext, userId: string, roomId: string, formation: string): Promise<void> {
  const room = await repo.withRoomLock(ctx.db, roomId, async (tx, state) => {
    humanSeat(state, userId);
    enforce(checkSetFormation(lobbyState(state), userId));
    if (state.members.find((m) => m.userId === userId)!.formation === formation) return null;
    const mine = await repo.picksOfMember(tx, roomId, userId);
    if (mine.length > 0) {
      const info = (await gamePoolOf(ctx).at(tx)).byIds(mine.map((p) => p.playerId));
      const moved = reslotSquad(mine.map((p) => ({ ...p, positions: info.has(p.playerId) ? positionsOf(info.get(p.playerId)!) : [] })), formation);
      await repo.replacePicks(tx, roomId, userId, moved.map(({ positions: _p, ...row }) => row));
    }
    await repo.setMemberFields(tx, roomId, userId, { formation });
    return repo.bumpRoom(tx, roomId);
  });
  if (room) await publish(ctx, roomId, room);
}
