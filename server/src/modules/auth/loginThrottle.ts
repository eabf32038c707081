import { createHash } from 'node:crypto';
import type { Logger } from '../../logger';
import type { RedisClient } from '../../realtime/redis';

/**
 * Per-account login throttle: repeated wrong passwords for one e-mail lock that e-mail's logins for a
 * while, whatever address the guesses come from (the per-address limit alone lets a botnet guess on).
 * Any e-mail is counted alike, known or not, so a lock tells nothing about whether the account exists.
 *
 * Every attempt is counted before its password is compared, in one step with the lock check (one
 * synchronous call in memory, one script in Redis): guesses sent all at once cannot all pass the check
 * before the first of them is counted. A right password then clears the count.
 *
 * The lock grows with the failures (15 s after the fifth, doubling each time) but never beyond MAX_LOCK_MS,
 * and a locked e-mail's attempts are refused without being counted: a stranger who knows a victim's
 * address can keep it locked only by failing again after every lock ends, and the owner's right password
 * works as soon as a lock is over; a browser the owner signed in with before is not held by it at all
 * (deviceCookie.ts). Failures are forgotten FORGET_MS after the last one.
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
  /**
   * One login attempt for the key: when it is locked, the milliseconds left (the attempt is not counted);
   * otherwise 0, the attempt already counted as a failure until `succeeded` clears it.
   */
  attempt(key: string): number | Promise<number>;
  succeeded(key: string): void | Promise<void>;
}

export interface MemoryLoginThrottle extends LoginThrottle {
  attempt(key: string): number;
  succeeded(key: string): void;
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
    attempt(email) {
      const lockedMs = Math.max(0, (live(email)?.lockedUntil ?? 0) - now());
      if (lockedMs > 0) return lockedMs;
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
      return 0;
    },
    succeeded: (email) => void entries.delete(email),
  };
}

// The check and the count in one script, so attempts on several processes at once are each counted
// before any password is compared, and none is lost.
const ATTEMPT_SCRIPT = `
local lockedUntil = tonumber(redis.call('HGET', KEYS[1], 'until') or '0')
if lockedUntil > tonumber(ARGV[4]) then
  return lockedUntil - tonumber(ARGV[4])
end
local f = redis.call('HINCRBY', KEYS[1], 'f', 1)
local over = f - tonumber(ARGV[1])
local lock = 0
if over >= 0 then
  lock = math.min(tonumber(ARGV[3]), tonumber(ARGV[2]) * 2 ^ math.min(over, 30))
  redis.call('HSET', KEYS[1], 'until', tonumber(ARGV[4]) + lock)
end
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[5]) + lock)
return 0`;

/**
 * The same throttle kept in Redis, so every process counts one e-mail's failures together. Keys hold a
 * hash of the e-mail, not the address. If Redis does not answer, logins are let through (the per-address
 * limit still holds) rather than refused for everyone.
 */
export function createRedisLoginThrottle(redis: RedisClient, log: Logger, now: () => number = Date.now, limits = LOGIN_THROTTLE): LoginThrottle {
  const keyOf = (email: string) => `onbir:login:${createHash('sha256').update(email).digest('hex')}`;
  const warn = (err: unknown) => log.warn({ err: (err as Error).message }, 'login throttle: Redis did not answer');
  return {
    async attempt(email) {
      const args = [limits.freeFailures, limits.firstLockMs, limits.maxLockMs, now(), limits.forgetMs].map(String);
      try {
        return Math.max(0, Number(await redis.eval(ATTEMPT_SCRIPT, { keys: [keyOf(email)], arguments: args })) || 0);
      } catch (err) {
        warn(err);
        return 0;
      }
    },
    async succeeded(email) {
      await redis.del(keyOf(email)).catch(warn);
    },
  };
}

/** The throttle of one server (made with its other services: services.ts): in Redis when the server has it, else in memory. */
export const loginThrottleOf = (ctx: { loginThrottle: LoginThrottle }): LoginThrottle => ctx.loginThrottle;
