import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { refusal, type Refusal } from '@onbir/shared/room/refusal';
import { AppError } from '../../errors';
import { refusalWording } from '@onbir/shared/messages/wording';
import type { RedisClient } from '../../realtime/redis';

/**
 * The rooms' limits (docs/security.md), counted in Redis when the server has it, so that processes behind
 * one balancer count together (in memory otherwise, and while Redis does not answer): room password guesses (issue 15 item 7), every
 * attempt to join a locked room counted per user and per room before the password is hashed: a person
 * mistyping twice is never held up; a script guessing is stopped after 10 tries a minute from one
 * account, and 20 every 5 minutes on one room from any number of accounts. Chat: a person sends a line
 * every few seconds; 5 in 10 s per user stops a flood without touching real talk.
 */
export const JOIN_GUESS_LIMITS = { perUser: { points: 10, duration: 60 }, perRoom: { points: 20, duration: 300 } } as const;
export const CHAT_LIMIT = { points: 5, duration: 10 } as const;

/** A refusal that tells the client when to try again (the error handler sends Retry-After). */
class Throttled extends AppError {
  constructor(
    r: Refusal,
    readonly retryAfterSeconds: number,
  ) {
    super(429, r.code, refusalWording(r), { codeNamesEntry: true });
  }
}

export interface RoomLimits {
  /** Counts a password guess on a locked room; throws JOIN_THROTTLED when over. */
  passwordGuess(roomId: string, userId: string): Promise<void>;
  /** Counts a chat line or reaction; throws CHAT_RATE_LIMITED when over. */
  chat(userId: string): Promise<void>;
}

const seconds = (err: RateLimiterRes) => Math.max(1, Math.ceil(err.msBeforeNext / 1000));

type Budget = { points: number; duration: number };
const limiterOf = (redis: RedisClient | undefined, name: string, budget: Budget): RateLimiterAbstract =>
  redis
    ? new RateLimiterRedis({ ...budget, storeClient: redis, useRedisPackage: true, keyPrefix: `onbir:room:${name}`, insuranceLimiter: new RateLimiterMemory(budget) })
    : new RateLimiterMemory(budget);

export function createRoomLimits(redis?: RedisClient): RoomLimits {
  const perUser = limiterOf(redis, 'guess-user', JOIN_GUESS_LIMITS.perUser);
  const perRoom = limiterOf(redis, 'guess-room', JOIN_GUESS_LIMITS.perRoom);
  const chat = limiterOf(redis, 'chat', CHAT_LIMIT);
  const consume = async (limiter: RateLimiterAbstract, key: string, over: (s: number) => Refusal) => {
    try {
      await limiter.consume(key);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw new Throttled(over(seconds(err)), seconds(err));
      throw err;
    }
  };
  return {
    async passwordGuess(roomId, userId) {
      await consume(perUser, userId, (s) => refusal('JOIN_THROTTLED', { seconds: s }));
      await consume(perRoom, roomId, (s) => refusal('JOIN_THROTTLED', { seconds: s }));
    },
    chat: (userId) => consume(chat, userId, () => refusal('CHAT_RATE_LIMITED')),
  };
}
