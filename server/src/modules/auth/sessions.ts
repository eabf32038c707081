import { eq, sql } from 'drizzle-orm';
import type { Server } from 'socket.io';
import type { BaseContext } from '../../baseContext';
import { users } from '../../db/schema';
import type { AuthUser } from './token';

/**
 * Sessions that end: every login token carries the account's token version, and a token whose version
 * is not the account's current one (or whose account is gone) is refused. Bumping the version ends
 * every session of the account at once (password change or reset, e-mail change, "Tüm oturumlardan çık").
 *
 * The version is read on every authenticated request and socket event, so it is cached per user. A bump
 * updates this process's cache at once; other processes behind the same Redis hear of it through the
 * Socket.IO adapter (serverSideEmit, with the new version), and every cached entry is re-read after
 * SESSION_CACHE_MS anyway, which bounds
 * how long a lost message can keep an ended session alive.
 */
export interface Sessions {
  /** True while the token's account exists and its version is the token's. */
  isCurrent(user: AuthUser): Promise<boolean>;
  /** Ends every session of the account ("Tüm oturumlardan çık"); false when the account is gone. */
  endAll(userId: string): Promise<boolean>;
  /**
   * Tells the cache and the open sockets that a statement (committed) set the account's version to
   * `version` with NEXT_TOKEN_VERSION, beside the password or e-mail it changed.
   */
  ended(userId: string, version: number): void;
  /** Another process set the account's version: remembered as the newest (a read in flight cannot undo it). */
  learned(userId: string, version: number): void;
  /** Forgets what this process knows of the account: the next check reads the database. */
  forget(userId: string): void;
}

export const SESSION_CACHE_MS = 30_000;
const MAX_CACHED = 50_000;
export const BUMP_EVENT = 'onbir:sessions:bump';
/** The Socket.IO room every authenticated socket of a user is in. */
export const userRoom = (userId: string) => `user:${userId}`;

/** For a users UPDATE's set(): ends every session of the account in the statement that changes it. */
export const NEXT_TOKEN_VERSION = sql`${users.tokenVersion} + 1`;

/** The sessions of one server (made with its other services: services.ts). */
export const sessionsOf = (ctx: { sessions: Sessions }): Sessions => ctx.sessions;

export function createSessions(ctx: BaseContext): Sessions {
  const cache = new Map<string, { version: number | null; at: number }>();
  const remember = (userId: string, version: number | null) => {
    const known = cache.get(userId)?.version;
    // Versions only grow: a read that started before a bump must not put the old version back.
    if (version !== null && known != null && known > version) version = known;
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(userId, { version, at: Date.now() });
  };
  // Reads in flight, shared: 300 sockets of one account connecting at once, their cached version just
  // expired, cost one read, not 300 queued on the embedded database's one connection (issue 25's flood bench).
  const reading = new Map<string, Promise<number | null>>();
  const read = async (userId: string): Promise<number | null> => {
    const [row] = await ctx.db.select({ v: users.tokenVersion }).from(users).where(eq(users.id, userId)).limit(1);
    remember(userId, row ? row.v : null);
    return cache.get(userId)!.version;
  };
  const versionOf = async (userId: string): Promise<number | null> => {
    const hit = cache.get(userId);
    if (hit && Date.now() - hit.at < SESSION_CACHE_MS) return hit.version;
    // A token's subject is any string a client sent: only a uuid can name an account.
    if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
    const shared = reading.get(userId);
    if (shared) return shared;
    const pending: Promise<number | null> = read(userId).finally(() => {
      if (reading.get(userId) === pending) reading.delete(userId);
    });
    reading.set(userId, pending);
    return pending;
  };
  const ended = (userId: string, version: number) => {
    remember(userId, version);
    // Other processes drop their cached version; every process closes the user's open sockets (the
    // adapter carries both), so nothing signed before the change goes on receiving updates.
    if (ctx.redis) (ctx.io as unknown as Server | undefined)?.serverSideEmit(BUMP_EVENT, userId, version);
    ctx.io?.in(userRoom(userId)).disconnectSockets(true);
  };
  return {
    isCurrent: async (user) => (await versionOf(user.id)) === (user.ver ?? 0),
    async endAll(userId) {
      const [row] = await ctx.db.update(users).set({ tokenVersion: NEXT_TOKEN_VERSION }).where(eq(users.id, userId)).returning({ v: users.tokenVersion });
      if (row) ended(userId, row.v);
      return Boolean(row);
    },
    ended,
    learned: remember,
    forget(userId) {
      cache.delete(userId);
      reading.delete(userId);
    },
  };
}
