import { eq } from 'drizzle-orm';
import { nextDue } from '@onbir/shared/room/rules/clock';
import { SYSTEM } from '@onbir/shared/room/state';
import type { AppContext } from '../../context';
import { rooms } from '../../db/schema';
import { AppError } from '../../errors';
import { isUniqueViolation } from '../../db/query';
import { readRoomsById, type StoredRoom } from './roomRead';
import { dueAt } from './rooms.repo';
import { publishRoom } from './roomPublish';
import { writeRooms } from './roomWrite';
import { decideRoomAction, runRoomAction, type Decided } from './runRoomAction';

/** What a room's clock action came to: the room's due time when nothing was due (a stale timer re-arms). */
export type TickOutcome = number | null | void;

/** The most rooms one batch reads and writes: a statement's size and the wait of the last room in it. */
const CLOCK_BATCH = 100;

interface Waiting {
  roomId: string;
  done(outcome: TickOutcome): void;
  fail(err: unknown): void;
}

/** A refusal of the clock action: nothing was due (the room's due time to re-arm at), or another refusal (nothing to do). */
function refusedOutcome(err: unknown, stored: StoredRoom | undefined): TickOutcome {
  if (!(err instanceof AppError) || err.code === 'CONFLICT') throw err;
  if (err.code === 'NOT_DUE' && stored) return nextDue(stored.state);
}

/** The room's stored due time (a stale timer re-arms at it). */
async function dueOf(ctx: AppContext, roomId: string): Promise<number | null> {
  const [row] = await ctx.db
    .select({ at: dueAt })
    .from(rooms)
    .where(eq(rooms.id, roomId));
  return row?.at ? Date.parse(row.at) : null;
}

/** The clock action of one room through the pipeline, on its own (read, decide, write, publish, retried on a lost race). */
async function tickAlone(ctx: AppContext, roomId: string): Promise<TickOutcome> {
  try {
    await runRoomAction(ctx, roomId, SYSTEM, 'tick', {});
  } catch (err) {
    // Another process (or the sweep) already moved the room on: nothing was due here.
    if (err instanceof AppError && err.code === 'NOT_DUE') return dueOf(ctx, roomId);
    return refusedOutcome(err, undefined);
  }
}

/**
 * The room clock's actions (`tick`) that fall due together, through the one pipeline in batches: a
 * matchday's kick-offs fall due in every league at the same instant (docs/league.md), and on the embedded
 * database every statement holds the one connection all requests share, so a batch of up to CLOCK_BATCH
 * rooms is read in one statement, each room's tick decided on it by the shared rule (the same check and
 * apply as alone, at the instant after the read), all written in one statement, each room guarded by the
 * version it was read at, then each published. A room whose write lost a race (another process or action
 * moved it on) runs alone from a fresh read, as every action does, so it still happens exactly once. One
 * batch at a time: a room's decision instant is taken when its batch is read, not while it waits behind
 * others, and rooms falling due meanwhile join the next batch.
 */
export function createClockBatch(ctx: AppContext): (roomId: string) => Promise<TickOutcome> {
  const waiting: Waiting[] = [];
  let draining = false;
  const drain = async () => {
    if (draining) return;
    draining = true;
    const unpublished: Array<() => Promise<void>> = [];
    try {
      // Every room due is decided and written before any is published: publishing (the room sent to its
      // members, its match run and paced) costs this thread more than deciding, and would hold back the
      // next batches' decisions. Between two rooms sent, rooms that fell due meanwhile are decided first,
      // and other requests get their turn.
      while (waiting.length > 0 || unpublished.length > 0) {
        if (waiting.length > 0) unpublished.push(...(await decideAndWrite(ctx, waiting.splice(0, CLOCK_BATCH))));
        else {
          await unpublished.shift()!();
          await new Promise(setImmediate);
        }
      }
    } finally {
      draining = false;
      if (waiting.length > 0) setImmediate(() => void drain());
    }
  };
  return (roomId) =>
    new Promise<TickOutcome>((done, fail) => {
      waiting.push({ roomId, done, fail });
      // After the other timers of this instant have fired, so that they share the batch.
      setImmediate(() => void drain());
    });
}

/** Reads, decides and writes a batch; answers each written room's publishing (its outcome is settled by then). */
async function decideAndWrite(ctx: AppContext, batch: Waiting[]): Promise<Array<() => Promise<void>>> {
  const nothing: Array<() => Promise<void>> = [];
  let stored: Map<string, StoredRoom>;
  try {
    stored = new Map((await readRoomsById(ctx.db, batch.map((w) => w.roomId))).map((r) => [r.state.id, r]));
  } catch (err) {
    for (const w of batch) w.fail(err);
    return nothing;
  }
  const decided: Array<{ w: Waiting; done: Decided }> = [];
  await Promise.all(
    batch.map(async (w) => {
      const room = stored.get(w.roomId);
      // A room deleted meanwhile has no clock.
      if (!room) return w.done(undefined);
      try {
        decided.push({ w, done: await decideRoomAction(ctx, ctx.db, room, SYSTEM, 'tick', undefined, {}) });
      } catch (err) {
        try {
          w.done(refusedOutcome(err, room));
        } catch (thrown) {
          w.fail(thrown);
        }
      }
    }),
  );
  let written: Set<string>;
  try {
    written = await writeRooms(ctx.db, decided.map(({ done }) => ({ before: done.before!, after: done.after })));
  } catch (err) {
    // One room's change the database refused (a unique key: a race lost) fails the statement: each alone.
    if (!isUniqueViolation(err)) {
      for (const { w } of decided) w.fail(err);
      return nothing;
    }
    written = new Set();
  }
  // A room whose write lost the race is decided again alone, on the room as it now is.
  for (const { w } of decided) if (!written.has(w.roomId)) tickAlone(ctx, w.roomId).then(w.done, w.fail);
  return decided
    .filter(({ w }) => written.has(w.roomId))
    .map(({ w, done }) => async () => {
      try {
        await publishRoom(ctx, done.before, done.after, done.pool);
        w.done(undefined);
      } catch (err) {
        w.fail(err);
      }
    });
}
