import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { draftRoomRefusal } from '@onbir/shared/game/draftRoom';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';

/**
 * Room password guesses (issue 15 item 7): every attempt to join a locked room counts, per user and per
 * room, before the password is hashed. A person mistyping twice is never held up; a script guessing is
 * stopped after 10 tries a minute from one account, and 20 every 5 minutes on one room from any number
 * of accounts. Counters live in the process's memory (as the API's other limits; docs/security.md).
 */
export const JOIN_GUESS_LIMITS = { perUser: { points: 10, duration: 60 }, perRoom: { points: 20, duration: 300 } } as const;

class JoinThrottled extends AppError {
  readonly retryAfterSeconds: number;
  constructor(seconds: number) {
    super(429, 'JOIN_THROTTLED', draftRoomRefusal('JOIN_THROTTLED', { seconds }).message);
    this.retryAfterSeconds = seconds;
  }
}

const throttles = new WeakMap<AppContext, { perUser: RateLimiterMemory; perRoom: RateLimiterMemory }>();

export async function countPasswordGuess(ctx: AppContext, roomId: string, userId: string): Promise<void> {
  let t = throttles.get(ctx);
  if (!t) {
    t = { perUser: new RateLimiterMemory(JOIN_GUESS_LIMITS.perUser), perRoom: new RateLimiterMemory(JOIN_GUESS_LIMITS.perRoom) };
    throttles.set(ctx, t);
  }
  try {
    await t.perUser.consume(userId);
    await t.perRoom.consume(roomId);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw new JoinThrottled(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
    throw err;
  }
}
