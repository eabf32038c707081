import type { ChatMessageDto, QueueView, RoomDto, RoomListItem, RoomSummary } from '@onbir/shared/room/dto';
import { refusal } from '@onbir/shared/room/refusal';
import { userActor } from '@onbir/shared/room/state';
import { memberOnly } from '@onbir/shared/room/actions/guards';
import { draftStateOf } from '@onbir/shared/room/rules/draft';
import { cleanQueue } from '@onbir/shared/room/rules/pickQueue';
import { checkViewRoom } from '@onbir/shared/room/rules/visibility';
import { roomDtoForViewer, roomListItem, roomSummary } from '@onbir/shared/room/view';
import type { GamePlayer, Page } from '@onbir/shared/players/types';
import type { AppContext } from '../../context';
import { dtoOf } from './roomPublish';
import { enforce, refused } from './refusals';
import { readStoredRoom, type StoredRoom } from './roomRead';
import { joinView, lastMessages, readPickerView, readRoomList } from './rooms.repo';

/**
 * What people read of rooms (no action changes anything here): the list, a room for its viewer, the
 * summary an invite link shows, the private queue, the chat, the player picker. Who may see what is the
 * shared rule's (rules/visibility.ts): an open room is anyone's to watch, a locked one its members'.
 */
const CHAT_HISTORY = 100;

async function stored(ctx: AppContext, roomId: string): Promise<StoredRoom> {
  const room = await readStoredRoom(ctx.db, roomId);
  if (!room) throw refused(refusal('ROOM_NOT_FOUND'));
  return room;
}

export async function roomList(ctx: AppContext): Promise<RoomListItem[]> {
  return (await readRoomList(ctx.db)).map(roomListItem);
}

export async function roomForViewer(ctx: AppContext, userId: string, roomId: string): Promise<RoomDto> {
  const view = await joinView(ctx.db, roomId, userId);
  if (!view) throw refused(refusal('ROOM_NOT_FOUND'));
  enforce(checkViewRoom({ isLocked: view.passwordHash !== null, ...view }));
  const { state, poolVersion } = await stored(ctx, roomId);
  return roomDtoForViewer(dtoOf(ctx, state, await ctx.pool.atVersion(ctx.db, poolVersion)), state, userId);
}

export async function summaryFor(ctx: AppContext, userId: string, roomId: string): Promise<RoomSummary> {
  return roomSummary((await stored(ctx, roomId)).state, userId);
}

/** The owner's queue, drafted players dropped, with the players' data for the screen. */
export async function queueOf(ctx: AppContext, userId: string, roomId: string): Promise<QueueView> {
  const { state, poolVersion } = await stored(ctx, roomId);
  enforce(memberOnly(state, userActor(userId)));
  const playerIds = cleanQueue(state.seats.find((s) => s.userId === userId)!.queue, draftStateOf(state));
  const byId = (await ctx.pool.atVersion(ctx.db, poolVersion)).byIds(playerIds);
  return { playerIds, players: playerIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])) };
}

export async function chatOf(ctx: AppContext, userId: string, roomId: string): Promise<ChatMessageDto[]> {
  enforce(memberOnly((await stored(ctx, roomId)).state, userActor(userId)));
  return lastMessages(ctx.db, roomId, CHAT_HISTORY);
}

/** The player picker: undrafted players of the room's leagues, optionally for one position, 20 a page. */
export async function availablePlayers(ctx: AppContext, userId: string, roomId: string, query: { q: string; position?: string; page: number }): Promise<Page<GamePlayer>> {
  const view = await readPickerView(ctx.db, roomId, userId);
  if (!view) throw refused(refusal('ROOM_NOT_FOUND'));
  if (!view.member) throw refused(refusal('NOT_MEMBER'));
  const pool = await ctx.pool.atVersion(ctx.db, view.poolVersion);
  return pool.search({ q: query.q, position: query.position, leagues: view.leagues, excludeIds: view.drafted, page: query.page });
}
