import { systemClock, type Clock } from './clock';
import http from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db/client';
import { createLogger, type Logger } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import { createApp } from './app';
import { createIo } from './realtime/io';
import { limitConnections } from './http/connectionLimits';
import { trustProxyOf } from './http/clientAddress';
import { writeFloodGate } from './http/writeFloodGate';
import { modules } from './modules';
import { connectRedis } from './realtime/redis';
import { createPasswordHasher } from './modules/auth/passwords';
import type { ImageProxyTestOptions } from './modules/images/proxyTestOptions';
import type { PushTestOptions } from './modules/notifications/pushSender';
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
  overrides: {
    log?: Logger;
    mailer?: Mailer;
    clientDist?: string;
    imageProxyTest?: ImageProxyTestOptions;
    /** The rooms' and matches' time (tests drive it: test/drivenClock.ts); the system's by default. */
    clock?: Clock;
    pushTest?: PushTestOptions;
    /** A database opened by the caller (test servers reuse warm ones); closed with the server. */
    database?: Database;
  } = {},
): Promise<RunningServer> {
  const log = overrides.log ?? createLogger(config.LOG_LEVEL);
  const database =
    overrides.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      pgliteThread: 'worker',
      onIdleError: (err) => log.warn({ err: err.message }, 'idle database connection closed'),
      // Without its database the process can serve nothing: stop, so that whatever runs it starts it again.
      onFatal: (err) => {
        log.fatal({ err: err.message }, 'embedded database stopped');
        process.exit(1);
      },
    }));
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
    clock: overrides.clock ?? systemClock,
    instanceId: `${process.pid}-${randomUUID().slice(0, 8)}`,
    onClose: (fn) => void cleanups.push(fn),
    imageProxyTest: overrides.imageProxyTest,
    pushTest: overrides.pushTest,
    redis,
  });
  const trust = trustProxyOf(config);
  const writeGate = writeFloodGate(config, trust);
  const app = createApp(ctx, { clientDist: overrides.clientDist ?? defaultClientDist, writeGate });
  // Node closes a connection whose request head or whole request is too slow (checked every second) and
  // an idle keep-alive one; limitConnections adds the first head's deadline and the caps (docs/security.md).
  const server = http.createServer({
    headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeout: Math.max(config.HTTP_REQUEST_TIMEOUT_MS, config.HTTP_HEADERS_TIMEOUT_MS),
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: Math.min(1000, config.HTTP_HEADERS_TIMEOUT_MS),
  });
  const connections = limitConnections(
    server,
    { headTimeoutMs: config.HTTP_HEADERS_TIMEOUT_MS, perAddress: config.MAX_CONNECTIONS_PER_ADDRESS, total: config.MAX_CONNECTIONS },
    trust,
    log,
  );
  server.on('request', (req, res) => {
    if (connections.admit(req, res) && !writeGate.answered(req, res)) app(req, res);
  });
  ctx.io = createIo(server, ctx);
  connections.watchHeads();
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
        // A deep accept queue: a burst of connections from one client does not push out others' handshakes.
        server.listen({ port, host, backlog: config.HTTP_LISTEN_BACKLOG }, () => {
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
