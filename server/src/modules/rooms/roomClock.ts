import { eq, sql } from 'drizzle-orm';
import { SYSTEM } from '@onbir/shared/room/state';
import type { AppContext } from '../../context';
import { rooms } from '../../db/schema';
import { AppError } from '../../errors';
import { roomsOverdue, roomsWithClock } from './rooms.repo';
import { sendDueReminders } from './roomReminders';
import { createRoomTimers, type RoomTimers } from './roomTimers';
import { runRoomAction } from './runRoomAction';

/** The room's stored due time (a stale timer re-arms at it). */
async function dueOf(ctx: AppContext, roomId: string): Promise<number | null> {
  const [row] = await ctx.db
    .select({ at: sql<string | null>`case when ${rooms.status} = 'drafting' and not ${rooms.draftPaused} then ${rooms.pickDeadline} when ${rooms.status} = 'in_progress' then ${rooms.nextMatchAt} end` })
    .from(rooms)
    .where(eq(rooms.id, roomId));
  return row?.at ? Date.parse(row.at) : null;
}

/**
 * The room clock of this process: when a room's time comes, its clock action (the shared `tick`: the
 * automatic pick, or the countdown's kick-off) runs through the one pipeline as the server itself.
 */
export function createRoomClock(ctx: AppContext): RoomTimers {
  return createRoomTimers({
    async due(roomId) {
      try {
        await runRoomAction(ctx, roomId, SYSTEM, 'tick', {});
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        // Another process (or the sweep) already moved the room on: nothing was due here.
        if (err.code === 'NOT_DUE') return dueOf(ctx, roomId);
        if (err.code === 'CONFLICT') throw err;
      }
    },
    all: () => roomsWithClock(ctx.db),
    overdue: (before) => roomsOverdue(ctx.db, before),
    remind: () => sendDueReminders(ctx),
    now: () => ctx.clock.now(),
    onError: (err, what) => ctx.log.error({ err }, `${what} failed; the sweep tries again`),
  });
}
