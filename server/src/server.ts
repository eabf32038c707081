import http from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/client';
import { createLogger, type Logger } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import { createApp } from './app';
import { createIo } from './realtime/io';
import { modules } from './modules';
import { connectRedis } from './realtime/redis';
import { createPasswordHasher } from './modules/auth/passwords';
import { startServices, withServices } from './services';

export const defaultClientDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/dist');

export interface RunningServer {
  ctx: AppContext;
  server: http.Server;
  /** Listens on the given port (0 for a random one) and resolves with the bound port. */
  listen(port: number, host?: string): Promise<number>;
  close(): Promise<void>;
}

/** Wires database, modules, Express and Socket.IO into one HTTP server (not yet listening). */
export async function buildServer(
  config: Config,
  overrides: { log?: Logger; mailer?: Mailer; clientDist?: string } = {},
): Promise<RunningServer> {
  const log = overrides.log ?? createLogger(config.LOG_LEVEL);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    pgliteThread: 'worker',
    onIdleError: (err) => log.warn({ err: err.message }, 'idle database connection closed'),
    // Without its database the process can serve nothing: stop, so that whatever runs it starts it again.
    onFatal: (err) => {
      log.fatal({ err: err.message }, 'embedded database stopped');
      process.exit(1);
    },
  });
  const cleanups: Array<() => Promise<void> | void> = [];
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, log) : undefined;
  const ctx: AppContext = withServices({
    config,
    database,
    db: database.db,
    log,
    mailer: overrides.mailer ?? createMailer(config, log),
    // Tests run with the cheapest cost so suites stay fast; everywhere else a real work factor.
    passwords: createPasswordHasher({ rounds: config.NODE_ENV === 'test' ? 4 : 10 }),
    instanceId: `${process.pid}-${randomUUID().slice(0, 8)}`,
    onClose: (fn) => void cleanups.push(fn),
    redis,
  });
  const app = createApp(ctx, { clientDist: overrides.clientDist ?? defaultClientDist });
  const server = http.createServer(app);
  ctx.io = createIo(server, ctx);
  for (const m of modules) m.sockets?.(ctx);
  for (const m of modules) await m.start?.(ctx);
  await startServices(ctx);

  let closed = false;
  return {
    ctx,
    server,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const addr = server.address();
          resolve(typeof addr === 'object' && addr ? addr.port : port);
        });
      }),
    async close() {
      if (closed) return;
      closed = true;
      for (const fn of cleanups.reverse()) await fn();
      await new Promise<void>((resolve) => {
        ctx.io?.close(() => resolve());
        if (!server.listening) resolve();
      });
      await ctx.redis?.close();
      await ctx.passwords.close();
      await database.close();
    },
  };
}
