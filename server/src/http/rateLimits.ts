import type { Request } from 'express';
import { rateLimit, type ClientRateLimitInfo, type Options, type RateLimitInfo, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { accountsMessages } from '@onbir/shared/messages/accounts';
import { realtimeMessages } from '@onbir/shared/messages/realtime';
import { verifyToken } from '../modules/auth/token';
import type { AppContext } from '../context';
import { throttledWarn } from './connectionLimits';
import { addressKey } from './clientAddress';
import type { WriteFloodGate } from './writeFloodGate';

/**
 * The request limits of the API, answered 429 with a Turkish message and a Retry-After header. The
 * client's address is req.ip, which believes X-Forwarded-For only as far as TRUST_PROXY says (app.ts):
 * a forged header does not give a fresh counter. Counters live in Redis when REDIS_URL is set (one count
 * for all processes; a Redis outage lets requests through rather than refusing everyone), otherwise in
 * the process's memory. Each limiter has its own name, so each call has its own counter.
 */
export const RATE_WINDOW_MS = 15 * 60 * 1000;

const refusal = { message: accountsMessages.RATE_LIMITED, code: 'RATE_LIMITED' };

/**
 * Counters in this process's memory, one fixed window per key. express-rate-limit's own MemoryStore answers
 * `increment` with its live counter, which the limiter reads after an await: requests that reach it
 * together (resumed at once behind one shared lookup, as a burst of one account's requests is behind its
 * saved language) all read the last count, so a burst larger than the limit was refused whole, its first
 * requests included. Here each request gets the count it made.
 */
class CountingMemoryStore implements Store {
  // Each limiter has its own instance: the same key in two of them (an account's write budget and its
  // room-password limit) is two counts, not one counted twice.
  readonly localKeys = true;
  private windowMs = RATE_WINDOW_MS;
  private readonly counts = new Map<string, { totalHits: number; resetTime: Date }>();
  private sweep?: NodeJS.Timeout;

  init(options: Options): void {
    this.windowMs = options.windowMs;
    // Windows that ended are forgotten, so memory follows the clients of the last window.
    this.sweep = setInterval(() => {
      const now = Date.now();
      for (const [key, c] of this.counts) if (c.resetTime.getTime() <= now) this.counts.delete(key);
    }, this.windowMs).unref();
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const c = this.counts.get(key);
    return c && c.resetTime.getTime() > Date.now() ? { ...c } : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = Date.now();
    let c = this.counts.get(key);
    if (!c || c.resetTime.getTime() <= now) this.counts.set(key, (c = { totalHits: 0, resetTime: new Date(now + this.windowMs) }));
    c.totalHits += 1;
    return { totalHits: c.totalHits, resetTime: c.resetTime };
  }

  async decrement(key: string): Promise<void> {
    const c = this.counts.get(key);
    if (c && c.totalHits > 0) c.totalHits -= 1;
  }

  async resetKey(key: string): Promise<void> {
    this.counts.delete(key);
  }

  shutdown(): void {
    clearInterval(this.sweep);
  }
}

function limiter(ctx: AppContext, name: string, opts: Partial<Options>) {
  const redis = ctx.redis?.pub;
  return rateLimit({
    windowMs: RATE_WINDOW_MS,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // Its check looks for its own ipKeyGenerator in a key function's text; addressKey calls it (IPv6 by /64).
    validate: { keyGeneratorIpFallback: false },
    message: refusal,
    ...(redis
      ? { store: new RedisStore({ prefix: `onbir:rl:${name}:`, sendCommand: (...args: string[]) => redis.sendCommand(args) as Promise<number> }), passOnStoreError: true }
      : { store: new CountingMemoryStore() }),
    ...opts,
  });
}

const addressOf = (req: Request) => addressKey(req.ip);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * API_WRITES_PER_10S writes per 10 s per account (the bearer token's, checked by signature and by its
 * session's version: a forged or revoked one counts against its address), or per address without one, over every /api route: a burst
 * of hundreds of simultaneous creates is refused in memory (429 with Retry-After) instead of queueing
 * transactions that every other user's requests would wait behind. Reads are not counted.
 */
export function apiWriteBudget(ctx: AppContext, gate?: WriteFloodGate) {
  const warn = throttledWarn(ctx.log);
  const message = { message: realtimeMessages.SOCKET_FLOOD, code: 'TOO_FAST' };
  return limiter(ctx, 'writes', {
    windowMs: 10_000,
    limit: ctx.config.API_WRITES_PER_10S,
    message,
    // Mounted before the request log (app.ts): a burst is one line every 10 s, not a line per request.
    handler: (req, res, _next, options) => {
      warn('writes', { address: req.ip, limit: ctx.config.API_WRITES_PER_10S }, 'write refused: over the API write budget (API_WRITES_PER_10S)');
      const info = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit;
      if (info?.resetTime) gate?.noteRefusal(req, info.key.startsWith('user:'), info.resetTime.getTime());
      res.status(options.statusCode).json(message);
    },
    skip: (req) => !WRITES.has(req.method),
    // Only a token of a live session spends its account's budget: a revoked one (its version ended by
    // logout-all or a password change) counts against its address, like a forged one, so a thief keeping
    // an old token cannot drain the owner's writes. The version is the sessions' cached one.
    keyGenerator: async (req) => {
      const header = req.headers.authorization;
      const user = header?.startsWith('Bearer ') ? verifyToken(ctx.config, header.slice(7)) : null;
      return user && (await ctx.sessions.isCurrent(user)) ? `user:${user.id}` : addressOf(req);
    },
  });
}
const userOrAddress = (req: Request) => (req.user ? `user:${req.user.id}` : addressOf(req));

/** RATE_LIMIT_MAX requests per 15 minutes per client address (login, register, forgot-password, …). */
export function perAddressLimit(ctx: AppContext, name: string) {
  return limiter(ctx, name, { limit: ctx.config.RATE_LIMIT_MAX, keyGenerator: addressOf });
}

/**
 * RATE_LIMIT_MAX requests per 15 minutes per logged-in account (behind requireAuth), for calls that hash
 * a password or send mail: a stolen session cannot use them to guess the password or to flood an inbox.
 * `skip` leaves out requests that do neither (a profile edit without a password).
 */
export function perUserLimit(ctx: AppContext, name: string, skip?: (req: Request) => boolean) {
  return limiter(ctx, name, { limit: ctx.config.RATE_LIMIT_MAX, keyGenerator: userOrAddress, ...(skip ? { skip } : {}) });
}

/**
 * For room creation and joining with a password (rooms module): every such request hashes or checks a
 * password, so one account gets RATE_LIMIT_MAX of them per 15 minutes. Mount it behind requireAuth, e.g.
 * `r.post('/join', roomPasswordLimit, …)`, skipping requests without a password.
 */
export function roomPasswordLimit(ctx: AppContext) {
  return perUserLimit(ctx, 'room-password', (req) => typeof (req.body as { password?: unknown } | undefined)?.password !== 'string');
}
