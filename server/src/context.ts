import type { Server as IoServer } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents, SocketData } from '@onbir/shared/realtime/events';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { RedisConnection } from './realtime/redis';
import type { PasswordHasher } from './modules/auth/passwords';
import type { GamePool } from './modules/players/gamePool';
import type { RoomTimers } from './modules/rooms/roomTimers';
import type { RoomLimits } from './modules/rooms/roomLimits';
import type { LiveMatches } from './modules/match/pacer';

export type Io = IoServer<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Where each match's seed comes from: a generator seeded once at start (tests may set the next seeds). */
export interface SeedSource {
  next(): number;
}

/**
 * Everything a module needs, built once at start-up and passed down: no module keeps a singleton of its
 * own. The long-lived services below are made together and started in one place (services.ts).
 */
export interface AppContext {
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
  /** Unique per process: the holder name for leases. */
  instanceId: string;
  /** Cleanups run on shutdown, newest first (timers, pacers, subscriptions). */
  onClose(fn: () => Promise<void> | void): void;
  /** The game's player pool in memory: the draft and the builder's search read the same snapshot. */
  pool: GamePool;
  /** The one room clock: every pick's deadline and every countdown to a kick-off. */
  timers: RoomTimers;
  /** Live matches: their timelines, the pacer and (several processes) the leases. */
  matches: LiveMatches;
  /** The rooms' rate limits (password guesses, chat). */
  limits: RoomLimits;
  seeds: SeedSource;
}
