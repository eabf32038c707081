import type { AppContext } from '../../context';
import { roomsOverdue, roomsWithClock } from './rooms.repo';
import { sendDueReminders } from './roomReminders';
import { createRoomTimers, type RoomTimers } from './roomTimers';
import { createClockBatch } from './clockBatch';

/**
 * The room clock of this process: when a room's time comes, its clock action (the shared `tick`: the
 * automatic pick, or the countdown's kick-off) runs through the one pipeline as the server itself, with
 * the rooms falling due together in batches (clockBatch.ts).
 */
export function createRoomClock(ctx: AppContext): RoomTimers {
  return createRoomTimers({
    due: createClockBatch(ctx),
    all: () => roomsWithClock(ctx.db),
    overdue: (before) => roomsOverdue(ctx.db, before),
    remind: () => sendDueReminders(ctx),
    now: () => ctx.clock.now(),
    onError: (err, what) => ctx.log.error({ err }, `${what} failed; the sweep tries again`),
  });
}
