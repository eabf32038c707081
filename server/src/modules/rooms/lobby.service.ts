import type { z } from 'zod';
import type { createRoomSchema, joinRoomSchema, kickPlayerSchema } from '@onbir/shared/game/rooms';
import { draftAfterRemoval, reslotSquad } from '@onbir/shared/game/draft';
import {
  checkJoin,
  checkKick,
  checkLeave,
  checkReady,
  checkSetFormation,
  checkStartDraft,
  creatorAfterLeave,
  isMember as isLobbyMember,
  nextSeat,
  type LobbyState,
} from '@onbir/shared/game/lobby';
import { positionsOf } from '@onbir/shared/players/positions';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { emitRoom, unsubscribeMember } from '../../realtime/roomChannels';
import { gamePoolOf } from '../players/gamePool';
import { deadlineFrom, followRoom } from './draftClock';
import { enforce, missingRoom, refuse } from './refusals';
import { draftMembers, loadRoomDto, picksWithPlayers } from './rooms.dto';
import * as repo from './rooms.repo';
import type { RoomChanges, RoomRow, RoomState } from './rooms.repo';

/**
 * The lobby: create, join, ready, kick, leave, start the draft, set a formation. Each change runs in one
 * transaction holding the room row, checks the shared rule on what it read, writes and bumps the version;
 * then the clock follows the room and every member gets the new room.
 */
function lobbyState({ room, members }: RoomState): LobbyState {
  return { status: room.status, maxPlayers: room.maxPlayers, creatorId: room.creatorId, members };
}

/** After a committed change: the clock follows the stored room and its members get it afresh. */
async function publish(ctx: AppContext, roomId: string, room: RoomRow | null): Promise<void> {
  followRoom(ctx, roomId, room);
  const dto = room && (await loadRoomDto(ctx, roomId));
  if (dto) emitRoom(ctx, dto);
}

async function requireUser(ctx: AppContext, userId: string): Promise<void> {
  if (!(await repo.userExists(ctx.db, userId))) throw refuse('SESSION_INVALID');
}

export async function createRoom(ctx: AppContext, userId: string, input: z.output<typeof createRoomSchema>): Promise<string> {
  await requireUser(ctx, userId);
  const passwordHash = input.password ? await ctx.passwords.hash(input.password) : null;
  return repo.insertRoom(ctx.db, { roomName: input.roomName, maxPlayers: input.maxPlayers, leagues: input.leagues, passwordHash, creatorId: userId, pickSeconds: input.pickSeconds });
}

export async function joinRoom(ctx: AppContext, userId: string, input: z.output<typeof joinRoomSchema>): Promise<{ joined: boolean }> {
  await requireUser(ctx, userId);
  const room = await repo.findRoom(ctx.db, input.roomId);
  if (!room) throw missingRoom();
  // The slow hash check runs before the lock so one wrong password never holds up the room.
  if (room.passwordHash && !(await repo.isMember(ctx.db, room.id, userId))) {
    if (!input.password) throw refuse('PASSWORD_REQUIRED');
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
    enforce(checkStartDraft(lobbyState(state), userId));
    return repo.bumpRoom(tx, roomId, { status: 'drafting', currentPick: 0, pickDeadline: deadlineFrom(ctx, state.room.pickSeconds) });
  });
  await publish(ctx, roomId, room);
}

/**
 * Takes a member out of a room (leave or kick). Mid-draft his picks go back to the pool and the next
 * picker keeps the turn; the creator role passes to the next seat; an empty room is deleted.
 */
async function removeMember(ctx: AppContext, tx: Tx, state: RoomState, userId: string): Promise<RoomRow | null> {
  const { room } = state;
  await repo.deleteMember(tx, room.id, userId);
  const creatorId = creatorAfterLeave(lobbyState(state), userId);
  if (!creatorId) {
    await repo.deleteRoom(tx, room.id);
    return null;
  }
  const set: RoomChanges = { creatorId };
  if (room.status === 'drafting') {
    // His picks were just deleted: the draft goes on without them.
    const picks = (await picksWithPlayers(ctx, state, tx)).picks.filter((p) => p.userId !== userId);
    const next = draftAfterRemoval(draftMembers(state.members, picks), room.currentPick, userId);
    set.currentPick = next.currentPick;
    if (next.finished) Object.assign(set, { status: 'draft_finished', pickDeadline: null });
    else if (next.turnMoved) set.pickDeadline = deadlineFrom(ctx, room.pickSeconds);
  }
  return repo.bumpRoom(tx, room.id, set);
}

export async function leaveRoom(ctx: AppContext, userId: string, roomId: string): Promise<void> {
  const room = await repo.withRoomLock(ctx.db, roomId, async (tx, state) => {
    enforce(checkLeave(lobbyState(state), userId));
    return removeMember(ctx, tx, state, userId);
  });
  await publish(ctx, roomId, room);
  await unsubscribeMember(ctx, roomId, userId);
}

export async function kickPlayer(ctx: AppContext, userId: string, input: z.output<typeof kickPlayerSchema>): Promise<void> {
  const room = await repo.withRoomLock(ctx.db, input.roomId, async (tx, state) => {
    enforce(checkKick(lobbyState(state), userId, input.playerId));
    return removeMember(ctx, tx, state, input.playerId);
  });
  await publish(ctx, input.roomId, room);
  await unsubscribeMember(ctx, input.roomId, input.playerId);
}

/** Changes a member's formation; his drafted players are re-slotted by position, none is lost. */
export async function setFormation(ctx: AppContext, userId: string, roomId: string, formation: string): Promise<void> {
  const room = await repo.withRoomLock(ctx.db, roomId, async (tx, state) => {
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
