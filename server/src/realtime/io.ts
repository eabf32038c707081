import type http from 'node:http';
import { Server } from 'socket.io';
import type { AppContext, Io } from '../context';
import { trustProxyOf } from '../http/clientAddress';
import { socketAuth } from './socketAuth';
import type { ClientToServerEvents, ServerToClientEvents, SocketData } from '@onbir/shared/realtime/events';
import { realtimeMessages } from '@onbir/shared/messages/realtime';
import { LIVE_NAMESPACE } from '@onbir/shared/presenter/protocol';
import { localizeSocketAnswers } from './socketLocale';
import { destroyOversizeFrames } from './oversizeFrames';
import { isLiveRequest, socketConnectionBudgets } from './socketBudgets';
import { guardEveryNamespace, RECOVERY_WINDOW_MS, streamsAdapter } from './recovery';
import { limitSocketEvents, liveEventLimitsOf, socketEventLimitsOf } from './socketFlood';

/**
 * Socket.IO on the HTTP server; every connection of the main namespace must carry a valid JWT of a live
 * session (socketAuth.ts). Budgets (socketBudgets.ts, socketFlood.ts) hold on every namespace: a message
 * larger than SOCKET_MAX_MESSAGE_BYTES destroys the connection at its header, unread, and connections and
 * events are counted per address and per account.
 */
export function createIo(server: http.Server, ctx: AppContext): Io {
  const c = ctx.config;
  const trust = trustProxyOf(c);
  const budgets = socketConnectionBudgets(c, trust, ctx.log);
  const io: Io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(server, {
    cors: { origin: c.CORS_ORIGIN },
    connectTimeout: c.SOCKET_CONNECT_TIMEOUT_MS,
    pingInterval: c.SOCKET_PING_INTERVAL_MS,
    pingTimeout: c.SOCKET_PING_TIMEOUT_MS,
    maxHttpBufferSize: c.SOCKET_MAX_MESSAGE_BYTES,
    allowRequest: budgets.allowRequest,
    // A dropped connection comes back with its rooms and missed broadcasts (recovery.ts); the middlewares
    // run again on it, so a session ended meanwhile is refused as on a first connection.
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
  });
  // With Redis, broadcasts to a Socket.IO room reach its sockets on every server process, through a stream
  // that a recovering socket's missed broadcasts are read back from, on whichever process it comes back to.
  if (ctx.redis) io.adapter(streamsAdapter(ctx.redis.pub, c.REDIS_STREAM_MAX_LEN));
  const plain = io as unknown as Server;
  guardEveryNamespace(plain, ctx.sessions);
  // First: every later middleware's refusals reach the socket in its language.
  localizeSocketAnswers(plain);
  // Before the auth's own per-event check: an event over budget is dropped without any work.
  budgets.attach(plain);
  // A frame announced over the size limit ends its connection at its header, not after its bytes.
  destroyOversizeFrames(plain);
  limitSocketEvents(plain, trust, socketEventLimitsOf(c), { [LIVE_NAMESPACE]: liveEventLimitsOf(c) });
  // A connection counted in the live budget (a board's viewers) serves the live namespace only.
  io.use((socket, next) => (isLiveRequest(socket.request) ? next(new Error(realtimeMessages.LIVE_CONNECTION_ONLY)) : next()));
  io.use(socketAuth(io, ctx));
  return io;
}
