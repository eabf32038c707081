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
  /** joinRoom was refused (a locked room, a bar, an unknown room). */
  onRefused?: (refusal: { code: string; message: string }) => void;
  /** joinRoom was accepted: as a member, or as a spectator of an open room (no chat, no actions). */
  onJoined?: (as: { spectator: boolean }) => void;
  /** Called after every reconnect: updates may have been missed while offline, so the screen reloads the room. */
  onResync?: () => void;
  /** The connection dropped (the socket, or the browser went offline) or came back. */
  onConnection?: (online: boolean) => void;
  /** A notice for everyone in the room (an automatic pick, a seat taken over). */
  onNotice?: ServerToClientEvents['roomNotice'];
  /** This user was kicked from the room: why. */
  onKicked?: ServerToClientEvents['kicked'];
  onChat?: ServerToClientEvents['chatMessage'];
}

/**
 * Follows one room live: joinRoom once on every (re)connect of its one socket, updateRoom/in_progress/
 * matchEvent to the handlers, and a resync after a reconnect. The browser's own offline and online events
 * count too: a socket may take many seconds to notice a dead network, and when the network comes back it
 * reconnects at once instead of waiting out its backoff. Returns the function that stops it.
 */
export function watchRoom(roomId: string, handlers: RoomWatchHandlers): () => void {
  const socket = connectSocket();
  let connectedBefore = false;
  socket.on('connect', () => {
    handlers.onConnection?.(true);
    socket.emit('joinRoom', roomId, (res) => {
      if (res.ok) handlers.onJoined?.({ spectator: res.spectator });
      else handlers.onRefused?.(res);
    });
    if (connectedBefore) handlers.onResync?.();
    connectedBefore = true;
  });
  socket.on('disconnect', () => handlers.onConnection?.(false));
  const offline = () => handlers.onConnection?.(false);
  const online = () => {
    // The old connection may be dead without knowing it: start a fresh one now (it joins and resyncs).
    socket.disconnect();
    socket.connect();
  };
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
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
  return () => {
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
    socket.removeAllListeners();
    socket.disconnect();
  };
}
