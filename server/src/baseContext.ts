import type { Server as IoServer } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents, SocketData } from '@onbir/shared/realtime/events';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { RedisConnection } from './realtime/redis';
import type { PasswordHasher } from './modules/auth/passwords';
import type { ImageProxyTestOptions } from './modules/images/proxyTestOptions';
import type { PushTestOptions } from './modules/notifications/pushSender';

export type Io = IoServer<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** What the server opens first (settings, database, log, mail, Redis, sockets); the services of context.ts are made from it. */
export interface BaseContext {
  config: Config;
  database: Database;
  db: Db;
  log: Logger;
  mailer: Mailer;
  passwords: PasswordHasher;
  /** Present when REDIS_URL is set: several server processes share Socket.IO rooms through it. */
  redis?: RedisConnection;
  /** Set once the HTTP server exists; REST handlers use it to broadcast. */
  io?: Io;
  /** The time every room clock and match pacer reads (clock.ts): the system's, or a test's driven one. */
  clock: Clock;
  /** Unique per process: the holder name for leases. */
  instanceId: string;
  /** Browser tests and benches only, set in code (never from the environment): a local stand-in image host. */
  imageProxyTest?: ImageProxyTestOptions;
  /** API tests only, set in code (never from the environment): a local stand-in push service. */
  pushTest?: PushTestOptions;
  /** Cleanups run on shutdown, newest first (timers, pacers, subscriptions). */
  onClose(fn: () => Promise<void> | void): void;
}
