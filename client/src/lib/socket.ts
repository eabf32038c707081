import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@onbir/shared/realtime/events';
import { getToken } from './session';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The realtime connection (spec 7 and 9): token in the handshake, websocket first, backoff 1 s to 5 s, 20 s connect timeout. */
export function connectSocket(token = getToken()): AppSocket {
  return io({
    auth: { token },
    transports: ['websocket', 'polling'],
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    timeout: 20_000,
  });
}

/** The handlers of one room's events, typed by the shared event map. */
export interface RoomWatchHandlers {
  onRoom: ServerToClientEvents['updateRoom'];
  onInProgress?: ServerToClientEvents['in_progress'];
  onMatchEvent?: ServerToClientEvents['matchEvent'];
  /** joinRoom was refused (not a member, unknown room), or the server closed the connection over a budget. */
  onRefused?: (message: string) => void;
  /** Called after every reconnect: updates may have been missed while offline, so the screen reloads the room. */
  onResync?: () => void;
  /** A notice for everyone in the room (an automatic pick, a seat taken over). */
  onNotice?: ServerToClientEvents['roomNotice'];
  /** This user was kicked from the room: why. */
  onKicked?: ServerToClientEvents['kicked'];
  onChat?: ServerToClientEvents['chatMessage'];
}

/**
 * Follows one room live: joinRoom on every (re)connect, updateRoom/in_progress/matchEvent to the
 * handlers, and a resync after a reconnect. Returns the function that stops it.
 */
export function watchRoom(roomId: string, handlers: RoomWatchHandlers): () => void {
  const socket = connectSocket();
  let connectedBefore = false;
  socket.on('connect', () => {
    socket.emit('joinRoom', roomId, (res) => {
      if (!res.ok) handlers.onRefused?.(res.message);
    });
    if (connectedBefore) handlers.onResync?.();
    connectedBefore = true;
  });
  socket.on('updateRoom', (room) => {
    if (room._id === roomId) handlers.onRoom(room);
  });
  socket.on('in_progress', (id) => {
    if (id === roomId) handlers.onInProgress?.(id);
  });
  socket.on('matchEvent', (payload) => {
    if (payload.roomId === roomId) handlers.onMatchEvent?.(payload);
  });
  socket.on('roomNotice', (notice) => {
    if (notice.roomId === roomId) handlers.onNotice?.(notice);
  });
  socket.on('kicked', (notice) => {
    if (notice.roomId === roomId) handlers.onKicked?.(notice);
  });
  socket.on('chatMessage', (message) => {
    if (message.roomId === roomId) handlers.onChat?.(message);
  });
  // The server is closing the connection (too many tabs, too many events): say why on the page.
  socket.on('refused', (notice) => handlers.onRefused?.(notice.message));
  return () => {
    socket.removeAllListeners();
    socket.disconnect();
  };
}
