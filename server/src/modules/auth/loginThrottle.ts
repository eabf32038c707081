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

export interface LoginThrottle {
  /** Milliseconds the e-mail stays locked (0: it may try now). */
  lockedFor(email: string): number;
  failed(email: string): void;
  succeeded(email: string): void;
}

export function createLoginThrottle(now: () => number = Date.now, limits = LOGIN_THROTTLE): LoginThrottle {
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

const byContext = new WeakMap<object, LoginThrottle>();
/** The throttle of one server (made on first use; each process counts its own failures). */
export function loginThrottleOf(ctx: object): LoginThrottle {
  let t = byContext.get(ctx);
  if (!t) {
    t = createLoginThrottle();
    byContext.set(ctx, t);
  }
  return t;
}
