import { AUTO_CONTINUE_SECONDS } from '@onbir/shared/game/matchDay';
import type { AppContext } from '../../context';
import { createPickClock, type PickClock } from '../rooms/pickClock';
import { roomCountdowns, roomsCountdownOverdue } from './match.repo';

/**
 * "Otomatik devam": the countdown from a final whistle (or the tournament's start) to the next kick-off,
 * stored as the room's `next_match_at`. Like the draft's pick clock: one timer per counting room in each
 * process, re-armed from the database on start, and a sweep every second for countdowns overdue by more
 * than a second, so a restart or a dead process never leaves a room waiting. The kick-off itself re-checks
 * the stored countdown, guarded by the room version: a stale timer or a sweep racing it starts nothing twice.
 */
const clocks = new WeakMap<AppContext, PickClock>();

/** The countdown timers of this process (made when the module starts, with what their expiry does). */
export function countdownClockOf(ctx: AppContext): PickClock {
  const clock = clocks.get(ctx);
  if (!clock) throw new Error('the match module has not started');
  return clock;
}

/** When the next match kicks off if the countdown starts now. */
export function countdownFrom(ctx: AppContext): Date {
  return new Date(Date.now() + AUTO_CONTINUE_SECONDS * countdownClockOf(ctx).msPerSecond);
}

/** The timer follows the room's stored countdown (null: none). */
export function followCountdown(ctx: AppContext, roomId: string, nextMatchAt: Date | null): void {
  countdownClockOf(ctx).arm(roomId, nextMatchAt);
}

const SWEEP_MS = 1000;

export async function startCountdowns(ctx: AppContext, expire: (roomId: string) => Promise<void>): Promise<void> {
  const clock = createPickClock(expire);
  clocks.set(ctx, clock);
  ctx.onClose(() => clock.stop());
  for (const r of await roomCountdowns(ctx.db)) followCountdown(ctx, r.id, r.nextMatchAt);
  const sweep = setInterval(() => {
    void roomsCountdownOverdue(ctx.db, new Date(Date.now() - SWEEP_MS))
      .then((overdue) => Promise.all(overdue.map((r) => expire(r.id))))
      .catch((err) => ctx.log.error({ err }, 'auto-continue sweep failed'));
  }, SWEEP_MS);
  sweep.unref();
  ctx.onClose(() => clearInterval(sweep));
}
