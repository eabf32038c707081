import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@onbir/shared/realtime/events';
import { getToken } from './session';
import { i18n } from './i18n/runtime';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The realtime connection (spec 7 and 9): token and the language on screen in the handshake (the server
 * answers refusals in it), websocket first, backoff 1 s to 5 s, 20 s connect timeout.
 */
export function connectSocket(token = getToken()): AppSocket {
  return io({
    // A function: a reconnection after a switch of language says the new one.
    auth: (send) => send({ token, lang: i18n.locale }),
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

/** One room followed live: its socket, and the screens' handlers it feeds. */
interface Watch {
  socket: AppSocket;
  handlers: Set<RoomWatchHandlers>;
  closing?: ReturnType<typeof setTimeout>;
}
const watches = new Map<string, Watch>();

/** A socket for one room: joinRoom on every (re)connect, the room's events to every handler. */
function openWatch(roomId: string): Watch {
  const socket = connectSocket();
  const watch: Watch = { socket, handlers: new Set() };
  const each = (call: (h: RoomWatchHandlers) => void) => watch.handlers.forEach(call);
  let connectedBefore = false;
  socket.on('connect', () => {
    socket.emit('joinRoom', roomId, (res) => {
      if (!res.ok) each((h) => h.onRefused?.(res.message));
    });
    if (connectedBefore) each((h) => h.onResync?.());
    connectedBefore = true;
  });
  socket.on('updateRoom', (room) => room._id === roomId && each((h) => h.onRoom(room)));
  socket.on('in_progress', (id) => id === roomId && each((h) => h.onInProgress?.(id)));
  socket.on('matchEvent', (payload) => payload.roomId === roomId && each((h) => h.onMatchEvent?.(payload)));
  socket.on('roomNotice', (notice) => notice.roomId === roomId && each((h) => h.onNotice?.(notice)));
  socket.on('kicked', (notice) => notice.roomId === roomId && each((h) => h.onKicked?.(notice)));
  socket.on('chatMessage', (message) => message.roomId === roomId && each((h) => h.onChat?.(message)));
  // The server is closing the connection (too many tabs, too many events): say why on the page.
  socket.on('refused', (notice) => each((h) => h.onRefused?.(notice.message)));
  return watch;
}

/**
 * Follows one room live: joinRoom on every (re)connect, updateRoom/in_progress/matchEvent to the
 * handlers, and a resync after a reconnect. Returns the function that stops it. Idempotent, as React's
 * effects must be: a room already followed shares its socket, and the last stop closes it only in a
 * later task, so a subscription stopped and started again at once (StrictMode runs every effect twice in
 * development; a screen whose callbacks change re-subscribes) keeps one socket and one joinRoom.
 */
export function watchRoom(roomId: string, handlers: RoomWatchHandlers): () => void {
  let watch = watches.get(roomId);
  if (watch) clearTimeout(watch.closing);
  else watches.set(roomId, (watch = openWatch(roomId)));
  const live = watch;
  live.handlers.add(handlers);
  return () => {
    live.handlers.delete(handlers);
    if (live.handlers.size) return;
    clearTimeout(live.closing);
    live.closing = setTimeout(() => {
      if (live.handlers.size || watches.get(roomId) !== live) return;
      watches.delete(roomId);
      live.socket.removeAllListeners();
      live.socket.disconnect();
    });
  };
}
