import { describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { userActor } from '@onbir/shared/room/state';
import { kickOffState } from '@onbir/shared/room/rules/matchDay';
import { KICK_OFF_LEAD_MS, MATCHDAY_LEAD_MS, nextDue } from '@onbir/shared/room/rules/clock';
import type { MatchInput } from '@onbir/shared/match/types';
import { fixtures, rooms } from '../../db/schema';
import { readRoomsById } from './roomRead';
import { writeRooms } from './roomWrite';
import { roomsWithClock } from './rooms.repo';
import { runRoomAction } from './runRoomAction';
import { useRoomsServer } from '../../test/roomsServer';
import { DrivenClock } from '../../test/drivenClock';
import { insertDraftedRooms } from '../../test/matchRooms';
import { leagueSettings } from '../../test/leagueRooms';

/**
 * The room clock's batches (clockBatch.ts, docs/league.md 'Durable, exactly once'): the kick-offs of
 * leagues that fall due together are read and written together, each room still guarded by its version.
 */
const clock = new DrivenClock();
const { env } = useRoomsServer({}, { clock });

/** `n` leagues of two humans in season, their first matchday at 21:00 Istanbul (18:00Z) on 7 January 2030 or the next day the clock allows. */
async function leagues(n: number) {
  clock.advanceTo(Date.UTC(2030, 0, 7, 10, 0));
  const users = await env.kit.users(2);
  const ids = await insertDraftedRooms(env.s.ctx.db, Array.from({ length: n }, () => users), { league: leagueSettings({ draftMode: 'live' }) });
  for (const id of ids) await runRoomAction(env.s.ctx, id, userActor(users[0].id), 'startTournament', {});
  // The clock only moves on: a later test's leagues play on a later day.
  const due = await env.s.ctx.db.selectDistinct({ at: rooms.nextMatchAt }).from(rooms).where(inArray(rooms.id, ids));
  return { ids, users, kickOff: due[0].at!.getTime() };
}

const versions = async (ids: string[]) => new Map((await env.s.ctx.db.select({ id: rooms.id, v: rooms.version }).from(rooms).where(inArray(rooms.id, ids))).map((r) => [r.id, r.v]));

describe('the room clock in batches', () => {
  it('writes each room of a batch only if it still has the version read, the others regardless', async () => {
    const { ids, users } = await leagues(3);
    const read = await readRoomsById(env.s.ctx.db, ids);
    expect(read.map((r) => r.state.id).sort()).toEqual([...ids].sort());
    // The second room moves on after the read (its creator moves the matchday).
    await runRoomAction(env.s.ctx, ids[1], userActor(users[0].id), 'reschedule', { at: new Date(Date.UTC(2030, 0, 7, 19, 0)).toISOString() });
    const before = await versions(ids);
    const input = { seed: 1 } as MatchInput;
    const changed = read.map(({ state }) => {
      const after = kickOffState(state, input, { now: clock.now(), msPerSecond: 1000 });
      return { before: state, after: { ...after, version: state.version + 1 } };
    });
    const written = await writeRooms(env.s.ctx.db, changed);
    expect([...written].sort()).toEqual([ids[0], ids[2]].sort());
    const after = await versions(ids);
    expect(after.get(ids[0])).toBe(before.get(ids[0])! + 1);
    expect(after.get(ids[1])).toBe(before.get(ids[1]));
    const live = (await env.s.ctx.db.select({ roomId: fixtures.roomId, at: fixtures.startedAt }).from(fixtures).where(inArray(fixtures.roomId, ids))).filter((f) => f.at);
    expect(live.map((f) => f.roomId).sort()).toEqual([ids[0], ids[2]].sort());
  });

  it('kicks off every league falling due at once exactly once, none before its time', async () => {
    const { ids, kickOff } = await leagues(5);
    // A countdown of 1,000 s after each whistle: the round's next fixture stays out of the test.
    env.s.ctx.timers.msPerSecond = 100_000;
    clock.advanceTo(kickOff - 5);
    await env.s.ctx.timers.start();
    const startedOf = async () => (await env.s.ctx.db.select({ roomId: fixtures.roomId, at: fixtures.startedAt }).from(fixtures).where(inArray(fixtures.roomId, ids))).filter((f) => f.at);
    await expect.poll(async () => (await startedOf()).length, { timeout: 20_000, interval: 50 }).toBe(ids.length);
    // One fixture started in each league, at or after its time.
    const started = await startedOf();
    expect(new Set(started.map((f) => f.roomId)).size).toBe(ids.length);
    for (const f of started) expect(f.at!.getTime()).toBeGreaterThanOrEqual(kickOff);
  });

  it('decides and writes every room of a burst larger than a batch before it sends any', async () => {
    const { ids, kickOff } = await leagues(130);
    env.s.ctx.timers.msPerSecond = 100_000;
    const startedOf = async () => (await env.s.ctx.db.select({ at: fixtures.startedAt }).from(fixtures).where(inArray(fixtures.roomId, ids))).filter((f) => f.at);
    const matches = env.s.ctx.matches;
    const start = matches.start.bind(matches);
    // What was stored when this burst's first match was sent (the earlier tests' leagues on this server may
    // send theirs as the clock moves on: they do not count).
    let storedAtFirstSent: Promise<number> | null = null;
    const burst = new Set(ids);
    matches.start = async (k) => {
      if (burst.has(k.roomId)) storedAtFirstSent ??= startedOf().then((f) => f.length);
      return start(k);
    };
    try {
      clock.advanceTo(kickOff - MATCHDAY_LEAD_MS - 5);
      await env.s.ctx.timers.start();
      await expect.poll(async () => (await startedOf()).length, { timeout: 30_000, interval: 100 }).toBe(ids.length);
      // The sending comes after the writing: on a loaded machine the poll above can see every kick-off stored first.
      await expect.poll(() => storedAtFirstSent, { timeout: 30_000, interval: 100 }).not.toBeNull();
      // When the first match was sent, the second batch's kick-offs were already stored.
      expect(await storedAtFirstSent).toBe(ids.length);
      // Each starts at the scheduled instant, decided within the lead before it.
      expect(new Set((await startedOf()).map((f) => f.at!.getTime()))).toEqual(new Set([kickOff]));
    } finally {
      matches.start = start;
    }
  }, 60_000);

  it('reads a room\'s due time in SQL as the shared rule says: a matchday\'s first kick-off the longer lead ahead, the next of its round the shorter', async () => {
    // Hours before a matchday: the armed timers leave the room as it is stored.
    clock.advanceTo(Date.UTC(2030, 1, 4, 10, 0));
    const users = await env.kit.users(4);
    const [id] = await insertDraftedRooms(env.s.ctx.db, [users], { league: leagueSettings({ draftMode: 'live' }) });
    await runRoomAction(env.s.ctx, id, userActor(users[0].id), 'startTournament', {});
    const dueInSql = async () => (await roomsWithClock(env.s.ctx.db)).find((r) => r.id === id)!.at;
    const dueInRule = async () => nextDue((await readRoomsById(env.s.ctx.db, [id]))[0].state);
    const [{ at }] = await env.s.ctx.db.select({ at: rooms.nextMatchAt }).from(rooms).where(eq(rooms.id, id));
    expect(await dueInRule()).toBe(at!.getTime() - MATCHDAY_LEAD_MS);
    expect(await dueInSql()).toBe(await dueInRule());
    // The round's first fixture played: the second of the round is next.
    const [first] = await env.s.ctx.db.select({ id: fixtures.id }).from(fixtures).where(eq(fixtures.roomId, id)).orderBy(asc(fixtures.ordinal)).limit(1);
    await env.s.ctx.db.update(fixtures).set({ played: true, startedAt: at, finishedAt: at }).where(eq(fixtures.id, first.id));
    expect(await dueInRule()).toBe(at!.getTime() - KICK_OFF_LEAD_MS);
    expect(await dueInSql()).toBe(await dueInRule());
  });
});
