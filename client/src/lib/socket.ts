import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@onbir/shared/realtime/events';
import { getToken } from './session';
import { i18n } from './i18n/runtime';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The realtime connection (docs/rooms.md, 'The connection'): token and the language on screen in the handshake (the server
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
  /** joinRoom was refused (a locked room, a bar, an unknown room), or the server closed the connection over a budget. */
  onRefused?: (refusal: { code: string; message: string }) => void;
  /** joinRoom was accepted: as a member, or as a spectator of an open room (no chat, no actions). */
  onJoined?: (as: { spectator: boolean }) => void;
  /**
   * Called once the room's events reach this socket (every accepted joinRoom, the first included): whatever the
   * screen loaded before may lack the updates and match events sent between its load and the join, so it reloads.
   */
  onResync?: () => void;
  /** The connection dropped (the socket, or the browser went offline) or came back. */
  onConnection?: (online: boolean) => void;
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
  /** How the last joinRoom was answered: told to a screen that starts following the room later. */
  joined?: { spectator: boolean };
  stop(): void;
}
const watches = new Map<string, Watch>();

/**
 * A socket for one room: joinRoom once on every (re)connect that was not recovered, the room's events to
 * every handler, and a resync once each join is accepted. The browser's own offline and online events count too: a socket may take many
 * seconds to notice a dead network, and when the network comes back it reconnects at once instead of
 * waiting out its backoff.
 */
function openWatch(roomId: string): Watch {
  const socket = connectSocket();
  const offline = () => each((h) => h.onConnection?.(false));
  const online = () => {
    // The old connection may be dead without knowing it: start a fresh one now (it joins and resyncs).
    socket.disconnect();
    socket.connect();
  };
  const watch: Watch = {
    socket,
    handlers: new Set(),
    stop: () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
  const each = (call: (h: RoomWatchHandlers) => void) => watch.handlers.forEach(call);
  socket.on('connect', () => {
    each((h) => h.onConnection?.(true));
    // A recovered connection (docs/rooms.md, 'The connection') still follows the room, and the server
    // replays what it missed in order: a joinRoom and a reload would only repeat it.
    if (socket.recovered) return;
    socket.emit('joinRoom', roomId, (res) => {
      if (res.ok) {
        watch.joined = { spectator: res.spectator };
        each((h) => h.onJoined?.(watch.joined!));
        each((h) => h.onResync?.());
      }
      else each((h) => h.onRefused?.(res));
    });
  });
  socket.on('disconnect', offline);
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  socket.on('updateRoom', (room) => room._id === roomId && each((h) => h.onRoom(room)));
  socket.on('in_progress', (id) => id === roomId && each((h) => h.onInProgress?.(id)));
  socket.on('matchEvent', (payload) => payload.roomId === roomId && each((h) => h.onMatchEvent?.(payload)));
  socket.on('roomNotice', (notice) => notice.roomId === roomId && each((h) => h.onNotice?.(notice)));
  socket.on('kicked', (notice) => notice.roomId === roomId && each((h) => h.onKicked?.(notice)));
  socket.on('chatMessage', (message) => message.roomId === roomId && each((h) => h.onChat?.(message)));
  // The server is closing the connection (too many tabs, too many events): say why on the page.
  socket.on('refused', (notice) => each((h) => h.onRefused?.(notice)));
  return watch;
}

/**
 * Follows one room live; returns the function that stops it. Idempotent, as React's effects must be: a
 * room already followed shares its socket, and the last stop closes it only in a later task, so a
 * subscription stopped and started again at once (StrictMode runs every effect twice in development; a
 * screen whose callbacks change re-subscribes) keeps one socket and one joinRoom.
 */
export function watchRoom(roomId: string, handlers: RoomWatchHandlers): () => void {
  let watch = watches.get(roomId);
  if (watch) clearTimeout(watch.closing);
  else watches.set(roomId, (watch = openWatch(roomId)));
  const live = watch;
  live.handlers.add(handlers);
  if (live.joined) handlers.onJoined?.(live.joined);
  return () => {
    live.handlers.delete(handlers);
    if (live.handlers.size) return;
    clearTimeout(live.closing);
    live.closing = setTimeout(() => {
      if (live.handlers.size || watches.get(roomId) !== live) return;
      watches.delete(roomId);
      live.stop();
    });
  };
}
