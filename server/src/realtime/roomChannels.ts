import type { ChatMessageDto, KickedNotice, RoomDto, RoomNotice } from '@onbir/shared/room/dto';
import type { MatchEventPayload } from '@onbir/shared/match/wire';
import type { Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents, SocketData } from '@onbir/shared/realtime/events';
import type { AppContext } from '../context';
import { userRoom } from '../modules/auth/sessions';

/**
 * The one place that knows the Socket.IO channels and sends on them: a room's members join `room:{id}`,
 * spectators of an open room `watch:{id}`. updateRoom, in_progress and matchEvent go to both; notices and
 * chat to members only (through Redis to every process when several run).
 */
function roomChannel(roomId: string): string {
  return `room:${roomId}`;
}

const watchChannel = (roomId: string) => `watch:${roomId}`;
const everyone = (roomId: string) => [roomChannel(roomId), watchChannel(roomId)];

type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** The full room to every socket following it. */
export function emitRoom(ctx: AppContext, room: RoomDto): void {
  ctx.io?.to(everyone(room._id)).emit('updateRoom', room);
}

export function emitNotice(ctx: AppContext, notice: RoomNotice): void {
  ctx.io?.to(roomChannel(notice.roomId)).emit('roomNotice', notice);
}

export function emitChat(ctx: AppContext, message: ChatMessageDto): void {
  ctx.io?.to(roomChannel(message.roomId)).emit('chatMessage', message);
}

/** To every socket of the kicked user (on every process): why he is out. */
export function notifyKicked(ctx: AppContext, userId: string, notice: KickedNotice): void {
  ctx.io?.to(userRoom(userId)).emit('kicked', notice);
}

/** The tournament started: clients go to the match screen. */
export function emitInProgress(ctx: AppContext, roomId: string): void {
  ctx.io?.to(everyone(roomId)).emit('in_progress', roomId);
}

export function emitMatchEvent(ctx: AppContext, payload: MatchEventPayload): void {
  ctx.io?.to(everyone(payload.roomId)).emit('matchEvent', payload);
}

/** A member's socket subscribes to his room's channel; anyone else's to the spectators' one (no chat, no notices). */
export async function subscribe(socket: AppSocket, roomId: string, as: 'member' | 'spectator'): Promise<void> {
  await socket.join(as === 'member' ? roomChannel(roomId) : watchChannel(roomId));
}

/** The rooms a socket follows (a recovered socket came back with them): each once, as member or spectator. */
export function followedRooms(socket: AppSocket): string[] {
  const ids = [...socket.rooms].map((channel) => /^(?:room|watch):(.+)$/.exec(channel)?.[1]).filter((id) => id !== undefined);
  return [...new Set(ids)];
}

/** The socket follows the room as `as` now (a member may have left, been kicked, or joined), or not at all. */
export async function resubscribe(socket: AppSocket, roomId: string, as: 'member' | 'spectator' | 'none'): Promise<void> {
  await Promise.all([socket.leave(roomChannel(roomId)), socket.leave(watchChannel(roomId))]);
  if (as !== 'none') await subscribe(socket, roomId, as);
}

/** The room to one socket (a member who has just subscribed). */
export function sendRoom(socket: AppSocket, room: RoomDto): void {
  socket.emit('updateRoom', room);
}

/** The members with a socket on the room's channel now (every process): a manager away at kick-off is played by his plan. */
export async function membersOnline(ctx: AppContext, roomId: string): Promise<Set<string>> {
  if (!ctx.io) return new Set();
  const sockets = await ctx.io.in(roomChannel(roomId)).fetchSockets();
  return new Set(sockets.map((s) => s.data.userId));
}

/** A removed member's sockets stop receiving the room. */
export async function unsubscribeMember(ctx: AppContext, roomId: string, userId: string): Promise<void> {
  if (!ctx.io) return;
  const sockets = await ctx.io.in(roomChannel(roomId)).fetchSockets();
  for (const s of sockets) if (s.data.userId === userId) s.leave(roomChannel(roomId));
}
