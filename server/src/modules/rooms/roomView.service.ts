import type { RoomDto } from '@onbir/shared/game/rooms';
import { canSeeRoomDetails, draftRoomRefusal, type RoomSummary } from '@onbir/shared/game/draftRoom';
import type { AppContext } from '../../context';
import { enforce, missingRoom } from './refusals';
import { dtoOfState, roomHeader } from './rooms.dto';
import { findRoom, isMember, readRoom, type RoomState } from './rooms.repo';

/**
 * Who may see what of a room (issue 15 item 7, issue 19 invites): anyone logged in sees its summary
 * (name, creator, seats, status: what an invite link shows before joining); a locked room's squads,
 * fixtures and matches are its members' only, an open room's anyone's.
 */
const isHuman = (state: RoomState, userId: string) => state.members.some((m) => m.userId === userId && !m.ai);

async function read(ctx: AppContext, roomId: string): Promise<RoomState> {
  const state = await readRoom(ctx.db, roomId);
  if (!state) throw missingRoom();
  return state;
}

export async function roomForViewer(ctx: AppContext, userId: string, roomId: string): Promise<RoomDto> {
  const state = await read(ctx, roomId);
  enforce(canSeeRoomDetails(state.room.passwordHash !== null, isHuman(state, userId)) ? null : draftRoomRefusal('LOCKED_MEMBERS_ONLY'));
  return dtoOfState(ctx, state);
}

export async function roomSummary(ctx: AppContext, userId: string, roomId: string): Promise<RoomSummary> {
  const { room, members } = await read(ctx, roomId);
  return {
    ...roomHeader(room, members.find((m) => m.userId === room.creatorId)?.name ?? ''),
    seats: members.map((m) => ({ name: m.name, ai: m.ai !== null })),
    member: members.some((m) => m.userId === userId && !m.ai),
  };
}

/** For the match module's reads of one room (/api/match/:id/recent): a locked room's matches are its members' only. */
export async function assertMayViewRoom(ctx: AppContext, userId: string, roomId: string): Promise<void> {
  const room = await findRoom(ctx.db, roomId);
  if (room?.passwordHash && !(await isMember(ctx.db, roomId, userId))) enforce(draftRoomRefusal('LOCKED_MEMBERS_ONLY'));
}
