import type http from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { AppContext, Io } from '../context';
import { verifyToken } from '../modules/auth/token';
import { limitSocketEvents } from './socketFlood';

/** Socket.IO on the HTTP server; every connection must carry a valid JWT in its handshake (auth.token). */
export function createIo(server: http.Server, ctx: AppContext): Io {
  const io: Io = new Server(server, {
    cors: { origin: ctx.config.CORS_ORIGIN },
    connectTimeout: 20_000,
  });
  // With Redis, broadcasts to a Socket.IO room reach its sockets on every server process.
  if (ctx.redis) io.adapter(createAdapter(ctx.redis.pub, ctx.redis.sub));
  io.use((socket, next) => {
    const raw = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const user = verifyToken(ctx.config, typeof raw === 'string' ? raw : undefined);
    if (!user) return next(new Error('Giriş yapmalısınız.'));
    socket.data.userId = user.id;
    socket.data.username = user.username;
    next();
  });
  limitSocketEvents(io);
  return io;
}
