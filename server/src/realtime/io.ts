import type http from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { AppContext, Io } from '../context';
import { socketAuth } from './socketAuth';
import { limitSocketEvents } from './socketFlood';

/** Socket.IO on the HTTP server; every connection must carry a valid JWT of a live session (socketAuth.ts). */
export function createIo(server: http.Server, ctx: AppContext): Io {
  const io: Io = new Server(server, {
    cors: { origin: ctx.config.CORS_ORIGIN },
    connectTimeout: 20_000,
  });
  // With Redis, broadcasts to a Socket.IO room reach its sockets on every server process.
  if (ctx.redis) io.adapter(createAdapter(ctx.redis.pub, ctx.redis.sub));
  io.use(socketAuth(io, ctx));
  limitSocketEvents(io);
  return io;
}
