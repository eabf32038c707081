import { sql } from 'drizzle-orm';
import { reminderOf } from '@onbir/shared/room/rules/reminders';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/query';
import { readStoredRoom } from './roomRead';

/**
 * Claims the reminders due by `now` (docs/notifications.md, 'The 10-minute reminders'): a room's `remind_at`
 * (written with the room from its deadline, shared rules/reminders.ts) is claimed by setting `reminded_at`
 * to it in one statement, so however many processes sweep, one gets it. Only while its deadline or
 * kick-off is still ahead: a reminder missed while every process was down goes once on start, never
 * after the pick or kick-off it was for.
 */
async function claimDue(ctx: AppContext, now: number): Promise<string[]> {
  const at = sql`${new Date(now).toISOString()}::timestamptz`;
  const rows = await queryRows<{ id: string }>(
    ctx.db,
    sql`update rooms set reminded_at = remind_at
      where remind_at <= ${at} and reminded_at is distinct from remind_at
        and ((status = 'drafting' and not draft_paused and pick_deadline > ${at}) or (status = 'in_progress' and next_match_at > ${at}))
      returning id`,
  );
  return rows.map((r) => r.id);
}

/**
 * The 10-minute reminders that fell due, each sent once: run by the room clock's sweep every second (and
 * by tests driving the clock). The room is read after the claim, so what is sent follows the room as it is.
 */
export async function sendDueReminders(ctx: AppContext): Promise<void> {
  for (const roomId of await claimDue(ctx, ctx.clock.now())) {
    const stored = await readStoredRoom(ctx.db, roomId);
    const reminder = stored && reminderOf(stored.state);
    if (stored && reminder) ctx.notifier.remind(stored.state, reminder.kind);
  }
}
