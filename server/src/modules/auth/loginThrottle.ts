import { createHash } from 'node:crypto';
import type { Logger } from '../../logger';
import type { RedisClient } from '../../realtime/redis';

/**
 * Per-account login throttle: repeated wrong passwords for one e-mail lock that e-mail's logins for a
 * while, whatever address the guesses come from (the per-address limit alone lets a botnet guess on).
 * Any e-mail is counted alike, known or not, so a lock tells nothing about whether the account exists.
 *
 * The lock grows with the failures (15 s after the fifth, doubling each time) but never beyond MAX_LOCK_MS,
 * and a locked e-mail's attempts are refused without being counted: a stranger who knows a victim's
 * address can keep it locked only by failing again after every lock ends, and the owner's right password
 * works as soon as a lock is over. Failures are forgotten FORGET_MS after the last one.
 */
export const LOGIN_THROTTLE = {
  freeFailures: 5,
  firstLockMs: 15_000,
  maxLockMs: 15 * 60_000,
  forgetMs: 15 * 60_000,
  maxEntries: 100_000,
};

interface Entry {
  failures: number;
  lockedUntil: number;
  last: number;
}

/** Shared by every process through Redis when REDIS_URL is set, else this process's memory. */
export interface LoginThrottle {
  /** Milliseconds the e-mail stays locked (0: it may try now). */
  lockedFor(email: string): number | Promise<number>;
  failed(email: string): void | Promise<void>;
  succeeded(email: string): void | Promise<void>;
}

export interface MemoryLoginThrottle extends LoginThrottle {
  lockedFor(email: string): number;
  failed(email: string): void;
  succeeded(email: string): void;
}

export function createLoginThrottle(now: () => number = Date.now, limits = LOGIN_THROTTLE): MemoryLoginThrottle {
  const entries = new Map<string, Entry>();
  const live = (email: string) => {
    const e = entries.get(email);
    if (e && now() - e.last > limits.forgetMs && now() >= e.lockedUntil) {
      entries.delete(email);
      return undefined;
    }
    return e;
  };
  const makeRoom = () => {
    for (const key of entries.keys()) live(key);
    // Still full (a flood of distinct e-mails): the oldest go first.
    for (const key of entries.keys()) {
      if (entries.size < limits.maxEntries) break;
      entries.delete(key);
    }
  };
  return {
    lockedFor: (email) => Math.max(0, (live(email)?.lockedUntil ?? 0) - now()),
    failed(email) {
      let e = live(email);
      if (!e) {
        if (entries.size >= limits.maxEntries) makeRoom();
        e = { failures: 0, lockedUntil: 0, last: 0 };
        entries.set(email, e);
      }
      e.failures += 1;
      e.last = now();
      const over = e.failures - limits.freeFailures;
      if (over >= 0) e.lockedUntil = now() + Math.min(limits.maxLockMs, limits.firstLockMs * 2 ** Math.min(over, 30));
    },
    succeeded: (email) => void entries.delete(email),
  };
}

// One statement per failure, so two processes counting the same e-mail at once cannot lose a count.
const FAILED_SCRIPT = `
local f = redis.call('HINCRBY', KEYS[1], 'f', 1)
local over = f - tonumber(ARGV[1])
local lock = 0
if over >= 0 then
  lock = math.min(tonumber(ARGV[3]), tonumber(ARGV[2]) * 2 ^ math.min(over, 30))
  redis.call('HSET', KEYS[1], 'until', tonumber(ARGV[4]) + lock)
end
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[5]) + lock)
return lock`;

/**
 * The same throttle kept in Redis, so every process counts one e-mail's failures together. Keys hold a
 * hash of the e-mail, not the address. If Redis does not answer, logins are let through (the per-address
 * limit still holds) rather than refused for everyone.
 */
export function createRedisLoginThrottle(redis: RedisClient, log: Logger, now: () => number = Date.now, limits = LOGIN_THROTTLE): LoginThrottle {
  const keyOf = (email: string) => `onbir:login:${createHash('sha256').update(email).digest('hex')}`;
  const warn = (err: unknown) => log.warn({ err: (err as Error).message }, 'login throttle: Redis did not answer');
  return {
    async lockedFor(email) {
      try {
        const until = Number(await redis.hGet(keyOf(email), 'until')) || 0;
        return Math.max(0, until - now());
      } catch (err) {
        warn(err);
        return 0;
      }
    },
    async failed(email) {
      const args = [limits.freeFailures, limits.firstLockMs, limits.maxLockMs, now(), limits.forgetMs].map(String);
      await redis.eval(FAILED_SCRIPT, { keys: [keyOf(email)], arguments: args }).catch(warn);
    },
    async succeeded(email) {
      await redis.del(keyOf(email)).catch(warn);
    },
  };
}

/** The throttle of one server (made with its other services: services.ts): in Redis when the server has it, else in memory. */
export const loginThrottleOf = (ctx: { loginThrottle: LoginThrottle }): LoginThrottle => ctx.loginThrottle;
