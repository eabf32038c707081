import { aiPickDelayMs, roomPickRandom } from '@onbir/shared/game/aiManager';
import type { AppContext } from '../../context';
import { createPickClock, type PickClock } from './pickClock';
import { roomDeadlines, roomsOverdue, type RoomRow } from './rooms.repo';

/**
 * The draft clock of this server process: one timer per drafting room at its stored deadline, and a sweep
 * for picks overdue anywhere. What happens on expiry (the automatic pick) is the draft service's, handed in
 * when the module starts.
 */
const clocks = new WeakMap<AppContext, PickClock>();
const onExpiry = new WeakMap<AppContext, (roomId: string) => Promise<void>>();

export function pickClockOf(ctx: AppContext): PickClock {
  let clock = clocks.get(ctx);
  if (!clock) {
    const created = createPickClock(async (roomId) => onExpiry.get(ctx)?.(roomId));
    clocks.set(ctx, created);
    ctx.onClose(() => created.stop());
    clock = created;
  }
  return clock;
}

/** The deadline of a pick starting now. */
export function deadlineFrom(ctx: AppContext, pickSeconds: number): Date {
  return new Date(Date.now() + pickSeconds * pickClockOf(ctx).msPerSecond);
}

/** How soon "Otomatik seç" picks once it is the seat's turn (pick-clock seconds): at once, yet after the room update. */
const AUTODRAFT_SECONDS = 0.5;

/**
 * When the pick of the seat whose turn it is falls due, stored as the room's pick deadline so the one
 * clock (timer, sweep, restart, several processes) runs every automatic pick: an AI manager's after its
 * seeded 1-3 s (the same on every process: roomPickRandom), an "Otomatik seç" seat's at once, a human's
 * when the room's clock runs out, or never when the room has no clock (pickSeconds 0).
 */
export function turnDeadline(ctx: AppContext, room: { id: string; pickSeconds: number }, seat: { ai: unknown; autodraft: boolean } | undefined, pick: number): Date | null {
  if (seat?.ai) return new Date(Date.now() + (aiPickDelayMs(roomPickRandom(room.id, pick)) / 1000) * pickClockOf(ctx).msPerSecond);
  if (seat?.autodraft) return deadlineFrom(ctx, AUTODRAFT_SECONDS);
  return room.pickSeconds > 0 ? deadlineFrom(ctx, room.pickSeconds) : null;
}

/** The clock follows a room as stored: armed at its deadline while drafting, disarmed otherwise. */
export function followRoom(ctx: AppContext, roomId: string, room: Pick<RoomRow, 'status' | 'pickDeadline'> | null): void {
  pickClockOf(ctx).arm(roomId, room?.status === 'drafting' ? room.pickDeadline : null);
}

/** How often every process looks for overdue picks, and how overdue a pick must be to count. */
const SWEEP_MS = 1000;

/**
 * Re-arms every drafting room's clock from its stored deadline (server start), so a restart never stalls
 * a draft; then, every second, expires any pick overdue by more than a second: a room whose timer lived in
 * a process that died is picked for within two seconds of its deadline by any other process (the
 * deadline is re-checked on the stored room, so a sweep racing a live timer changes nothing).
 */
export async function startDraftClock(ctx: AppContext, expire: (roomId: string) => Promise<void>): Promise<void> {
  onExpiry.set(ctx, expire);
  for (const r of await roomDeadlines(ctx.db, 'drafting')) pickClockOf(ctx).arm(r.id, r.pickDeadline ?? new Date());
  const sweep = setInterval(() => {
    void roomsOverdue(ctx.db, 'drafting', new Date(Date.now() - SWEEP_MS))
      .then((overdue) => Promise.all(overdue.map((r) => expire(r.id))))
      .catch((err) => ctx.log.error({ err }, 'pick clock sweep failed'));
  }, SWEEP_MS);
  sweep.unref();
  ctx.onClose(() => clearInterval(sweep));
}
