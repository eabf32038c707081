import type { Request } from 'express';
import { ipKeyGenerator, rateLimit, type Options } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { accountsMessages } from '@onbir/shared/messages/accounts';
import { realtimeMessages } from '@onbir/shared/messages/realtime';
import { verifyToken } from '../modules/auth/token';
import type { AppContext } from '../context';

/**
 * The request limits of the API, answered 429 with a Turkish message and a Retry-After header. The
 * client's address is req.ip, which believes X-Forwarded-For only as far as TRUST_PROXY says (app.ts):
 * a forged header does not give a fresh counter. Counters live in Redis when REDIS_URL is set (one count
 * for all processes; a Redis outage lets requests through rather than refusing everyone), otherwise in
 * the process's memory. Each limiter has its own name, so each call has its own counter.
 */
export const RATE_WINDOW_MS = 15 * 60 * 1000;

const refusal = { message: accountsMessages.RATE_LIMITED, code: 'RATE_LIMITED' };

function limiter(ctx: AppContext, name: string, opts: Partial<Options>) {
  const redis = ctx.redis?.pub;
  return rateLimit({
    windowMs: RATE_WINDOW_MS,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: refusal,
    ...(redis
      ? { store: new RedisStore({ prefix: `onbir:rl:${name}:`, sendCommand: (...args: string[]) => redis.sendCommand(args) as Promise<number> }), passOnStoreError: true }
      : {}),
    ...opts,
  });
}

const addressOf = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * API_WRITES_PER_10S writes per 10 s per account (the bearer token's, checked by signature only: a
 * forged one counts against its address), or per address without one, over every /api route: a burst
 * of hundreds of simultaneous creates is refused in memory (429 with Retry-After) instead of queueing
 * transactions that every other user's requests would wait behind. Reads are not counted.
 */
export function apiWriteBudget(ctx: AppContext) {
  return limiter(ctx, 'writes', {
    windowMs: 10_000,
    limit: ctx.config.API_WRITES_PER_10S,
    message: { message: realtimeMessages.SOCKET_FLOOD, code: 'TOO_FAST' },
    skip: (req) => !WRITES.has(req.method),
    keyGenerator: (req) => {
      const header = req.headers.authorization;
      const user = header?.startsWith('Bearer ') ? verifyToken(ctx.config, header.slice(7)) : null;
      return user ? `user:${user.id}` : addressOf(req);
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
