import type { Request, RequestHandler, Response } from 'express';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { answerWith, wording, type MessageKey, type MessageParams } from '@onbir/shared/messages/wording';
import { verifyToken } from '../modules/auth/token';
import type { AppContext } from '../context';
import { throttledWarn } from './connectionLimits';
import { addressKey } from './clientAddress';
import type { WriteFloodGate } from './writeFloodGate';

/**
 * The request limits of the API, answered 429 with a Turkish message and a Retry-After header. The
 * client's address is req.ip, which believes X-Forwarded-For only as far as TRUST_PROXY says (app.ts):
 * a forged header does not give a fresh counter. Each limiter has its own name, so each call has its own
 * counter.
 */
export const RATE_WINDOW_MS = 15 * 60 * 1000;

const refusal = { ...answerWith(wording('accounts', 'RATE_LIMITED')), code: 'RATE_LIMITED' };

interface LimitOptions {
  /** The limit's own name: its counters (Redis keys) and its RateLimit headers. */
  name: string;
  limit: number;
  windowMs?: number;
  key(req: Request): string | Promise<string>;
  skip?(req: Request): boolean;
  message?: { message: string; key: MessageKey; params: MessageParams; code: string };
  /** Told of each refusal before it is answered: its key and when its window ends (ms since the epoch). */
  onRefused?(req: Request, key: string, resetAt: number): void;
}

/**
 * One limit as an Express middleware, on rate-limiter-flexible (the library the rooms' and the sockets'
 * limits use): a fixed window per key, counted in Redis when the server has it (a Redis error lets the
 * request through rather than refusing everyone), else in this process's memory, where each request gets
 * the count it made. Counted requests carry the RateLimit-Policy and RateLimit headers; a refusal is 429
 * with Retry-After.
 */
function limiter(ctx: AppContext, o: LimitOptions): RequestHandler {
  const budget = { points: o.limit, duration: Math.max(1, Math.round((o.windowMs ?? RATE_WINDOW_MS) / 1000)) };
  const redis = ctx.redis?.pub;
  const counts: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ ...budget, storeClient: redis, useRedisPackage: true, keyPrefix: `onbir:rl:${o.name}` })
    : new RateLimiterMemory(budget);
  const message = o.message ?? refusal;
  const policy = `"${o.name}";q=${o.limit};w=${budget.duration}`;
  const headers = (res: Response, left: RateLimiterRes) => {
    res.setHeader('RateLimit-Policy', policy);
    res.setHeader('RateLimit', `"${o.name}";r=${Math.max(0, left.remainingPoints)};t=${Math.ceil(left.msBeforeNext / 1000)}`);
  };
  return async (req, res, next) => {
    if (o.skip?.(req)) return next();
    let key: string;
    try {
      key = await o.key(req);
    } catch (err) {
      return next(err);
    }
    try {
      headers(res, await counts.consume(key));
      next();
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) return next();
      headers(res, err);
      o.onRefused?.(req, key, Date.now() + err.msBeforeNext);
      res.setHeader('Retry-After', String(Math.max(1, Math.ceil(err.msBeforeNext / 1000))));
      res.status(429).json(message);
    }
  };
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
  return limiter(ctx, {
    name: 'writes',
    windowMs: 10_000,
    limit: ctx.config.API_WRITES_PER_10S,
    message: { ...answerWith(wording('realtime', 'SOCKET_FLOOD')), code: 'TOO_FAST' },
    // Mounted before the request log (app.ts): a burst is one line every 10 s, not a line per request.
    onRefused: (req, key, resetAt) => {
      warn('writes', { address: req.ip, limit: ctx.config.API_WRITES_PER_10S }, 'write refused: over the API write budget (API_WRITES_PER_10S)');
      gate?.noteRefusal(req, key.startsWith('user:'), resetAt);
    },
    skip: (req) => !WRITES.has(req.method),
    // Only a token of a live session spends its account's budget: a revoked one (its version ended by
    // logout-all or a password change) counts against its address, like a forged one, so a thief keeping
    // an old token cannot drain the owner's writes. The version is the sessions' cached one.
    key: async (req) => {
      const header = req.headers.authorization;
      const user = header?.startsWith('Bearer ') ? verifyToken(ctx.config, header.slice(7)) : null;
      return user && (await ctx.sessions.isCurrent(user)) ? `user:${user.id}` : addressOf(req);
    },
  });
}
const userOrAddress = (req: Request) => (req.user ? `user:${req.user.id}` : addressOf(req));

/** RATE_LIMIT_MAX requests per 15 minutes per client address (login, register, forgot-password, …). */
export function perAddressLimit(ctx: AppContext, name: string) {
  return limiter(ctx, { name, limit: ctx.config.RATE_LIMIT_MAX, key: addressOf });
}

/**
 * RATE_LIMIT_MAX requests per 15 minutes per logged-in account (behind requireAuth), for calls that hash
 * a password or send mail: a stolen session cannot use them to guess the password or to flood an inbox.
 * `skip` leaves out requests that do neither (a profile edit without a password).
 */
export function perUserLimit(ctx: AppContext, name: string, skip?: (req: Request) => boolean) {
  return limiter(ctx, { name, limit: ctx.config.RATE_LIMIT_MAX, key: userOrAddress, skip });
}

/**
 * For room creation and joining with a password (rooms module): every such request hashes or checks a
 * password, so one account gets RATE_LIMIT_MAX of them per 15 minutes. Mount it behind requireAuth, e.g.
 * `r.post('/join', roomPasswordLimit, …)`, skipping requests without a password.
 */
export function roomPasswordLimit(ctx: AppContext) {
  return perUserLimit(ctx, 'room-password', (req) => typeof (req.body as { password?: unknown } | undefined)?.password !== 'string');
}
