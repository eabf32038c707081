// League scheduler bench (issue 41, docs/benchmarks.md): N league rooms of 8 (one test account, the
// creator, and 7 AI managers) on a slow draft with a 4 h clock, drafted through to the end on the driven
// clock (the human's clock run out by jumping the clock, never waited for), then one matchday each, all
// at the same 21:00 Istanbul, so every league's kick-off falls due at once, at production pace (a clock
// second 1 s, a match minute 1 s). Measures the scheduler's CPU per league-day around that matchday (its
// reminders and its kick-offs), each kick-off's lateness (when its first minute was sent, minus the
// scheduled instant), when each match was decided and began to be paced (ahead of the instant: a league's
// kick-off is decided MATCHDAY_LEAD_MS before it) and its stored start. PGlite by default, PostgreSQL when
// DATABASE_URL is set.
// `npx tsx server/bench/league.bench.ts [--leagues N]` (default 1,000).
import os from 'node:os';
import { parseArgs } from 'node:util';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { fixtures, rooms } from '../src/db/schema';
import { startTestServer } from '../src/test/testServer';
import { insertTestPool } from '../src/test/roomsPool';
import { roomsKit } from '../src/test/rooms';
import { DrivenClock } from '../src/test/drivenClock';
import { leagueRoom } from '../src/test/leagueRooms';
import { sendDueReminders } from '../src/modules/rooms/roomReminders';
import type { TestServer } from '../src/test/testServer';
import type { MatchEventPayload } from '@onbir/shared/match/wire';
import { MATCHDAY_LEAD_MS } from '@onbir/shared/room/rules/clock';

const { values } = parseArgs({ options: { leagues: { type: 'string', default: '1000' } } });
const LEAGUES = Number(values.leagues);
const SEATS = 8;
/** Far enough ahead that a due time is a human's slow clock, not an AI's think time (ms at msPerSecond 1). */
const HUMAN_CLOCK_MS = 10 * 60_000;
const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Leagues created in parallel batches through the real API, each draft started by its creator. */
async function createLeagues(s: TestServer): Promise<string[]> {
  const kit = roomsKit(s);
  const ids: string[] = [];
  for (let i = 0; i < LEAGUES; i += 25) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, LEAGUES - i) }, async () => leagueRoom(kit, await kit.users(1), SEATS - 1)),
    );
    ids.push(...batch);
  }
  return ids;
}

/**
 * Drives every draft to its end: AI managers pick on their own (1-3 ms with msPerSecond 1); once every
 * drafting league waits on its human's slow clock, the clock jumps past the last deadline and the timers
 * are re-armed, as a restarted process would (test/drivenClock.ts). Answers the number of jumps.
 */
async function driveDrafts(s: TestServer, clock: DrivenClock): Promise<number> {
  let jumps = 0;
  let nextReport = Date.now() + 15_000;
  for (const until = Date.now() + 30 * 60_000; Date.now() < until; ) {
    const [row] = await s.ctx.db
      .select({ drafting: sql<number>`count(*)::int`, waiting: sql<number>`count(*) filter (where ${rooms.pickDeadline} > ${new Date(clock.now() + HUMAN_CLOCK_MS)})::int`, last: sql<string | null>`max(${rooms.pickDeadline})` })
      .from(rooms)
      .where(eq(rooms.status, 'drafting'));
    if (row.drafting === 0) return jumps;
    if (Date.now() >= nextReport) {
      // Where a stalled run stands: leagues still drafting and how many wait on a human's clock.
      console.log(`  ${row.drafting} drafting, ${row.waiting} on a human's clock, ${jumps} jumps`);
      nextReport = Date.now() + 15_000;
    }
    if (row.waiting === row.drafting && row.last) {
      clock.advanceTo(Date.parse(row.last) + 1_000);
      await s.ctx.timers.start();
      jumps++;
    }
    await sleep(200);
  }
  throw new Error('the drafts did not end within 30 minutes');
}

/** Calls `seen` with each match event as it is sent (the room channels' `matchEvent`), then sends it. */
function watchMatchEvents(s: TestServer, seen: (payload: MatchEventPayload) => void): void {
  const io = s.ctx.io!;
  const to = io.to.bind(io);
  io.to = ((room: string | string[]) => {
    const op = to(room);
    const emit = op.emit.bind(op) as (event: string, ...args: unknown[]) => boolean;
    return Object.assign(Object.create(op) as typeof op, {
      emit: (event: string, ...args: unknown[]) => {
        if (event === 'matchEvent') seen(args[0] as MatchEventPayload);
        return emit(event, ...args);
      },
    });
  }) as typeof io.to;
}

/**
 * The matchday at production pace (a clock second 1,000 ms, a match minute 1 s), as 21:00 comes: the
 * 10-minute reminders first (the sweep's `sendDueReminders`, with the clock just past them), then the
 * timers armed 3 s before the kick-offs' decisions fall due (MATCHDAY_LEAD_MS before 21:00). Answers the
 * CPU of both and, from the kick-off instant, for each league: when its first minute was sent (what a
 * watcher sees), when its match began to be paced (`matches.start`, after the write) and its stored start.
 * Waits in this process, so no poll of its own holds the database.
 */
async function matchday(s: TestServer, clock: DrivenClock, roomIds: string[]) {
  const due = await s.ctx.db.selectDistinct({ at: rooms.nextMatchAt }).from(rooms).where(isNotNull(rooms.nextMatchAt));
  if (due.length !== 1) throw new Error(`expected one common kick-off, got ${due.length}`);
  const kickOff = due[0].at!.getTime();
  s.ctx.timers.msPerSecond = 1000;
  clock.advanceTo(kickOff - 10 * 60_000 + 1_000);
  const cpu0 = process.cpuUsage();
  await sendDueReminders(s.ctx);
  await s.ctx.background.settled();
  const reminders = process.cpuUsage(cpu0);
  const paced = new Map<string, number>();
  const start = s.ctx.matches.start.bind(s.ctx.matches);
  s.ctx.matches.start = (k) => {
    if (!paced.has(k.roomId)) paced.set(k.roomId, clock.now() - kickOff);
    return start(k);
  };
  const sent = new Map<string, number>();
  watchMatchEvents(s, (e) => {
    if (!sent.has(e.roomId)) sent.set(e.roomId, clock.now() - kickOff);
  });
  clock.advanceTo(kickOff - MATCHDAY_LEAD_MS - 3_000);
  const cpu1 = process.cpuUsage();
  const wall0 = Date.now();
  await s.ctx.timers.start();
  for (let waited = 0; sent.size < roomIds.length && waited < 120_000; waited += 100) await sleep(100);
  const kickOffs = process.cpuUsage(cpu1);
  const wallMs = Date.now() - wall0;
  const started = await s.ctx.db
    .select({ roomId: fixtures.roomId, at: sql<Date | null>`min(${fixtures.startedAt})` })
    .from(fixtures)
    .where(and(isNotNull(fixtures.startedAt), gt(fixtures.startedAt, new Date(kickOff - 60_000))))
    .groupBy(fixtures.roomId);
  const ms = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
  const sorted = (xs: number[]) => xs.sort((a, b) => a - b);
  return {
    firstSent: sorted([...sent.values()]),
    storedStart: sorted(started.map((r) => new Date(r.at!).getTime() - kickOff)),
    pacedAt: sorted([...paced.values()]),
    remindMs: ms(reminders),
    kickOffMs: ms(kickOffs),
    wallMs,
  };
}

const clock = new DrivenClock();
const s = await startTestServer({ MATCH_SECONDS_PER_MINUTE: '1' }, { clock });
await insertTestPool(s.ctx, { perPosition: 3 * SEATS });
s.ctx.timers.msPerSecond = 1;
clock.advanceTo(Date.UTC(2030, 0, 7, 10, 0));
const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(`league bench: ${LEAGUES} leagues of ${SEATS} on ${db}, load ${load()}`);

let t = Date.now();
const roomIds = await createLeagues(s);
console.log(`created and started ${roomIds.length} slow drafts in ${((Date.now() - t) / 1000).toFixed(1)} s, load ${load()}`);
t = Date.now();
const draftCpu0 = process.cpuUsage();
const jumps = await driveDrafts(s, clock);
const draftCpu = process.cpuUsage(draftCpu0);
const picks = roomIds.length * SEATS * 11;
console.log(
  `drafted ${picks} picks in ${((Date.now() - t) / 1000).toFixed(1)} s (${jumps} clock jumps), ` +
    `${((draftCpu.user + draftCpu.system) / 1000 / picks).toFixed(2)} ms CPU a pick, load ${load()}`,
);

const { firstSent, storedStart, pacedAt, remindMs, kickOffMs, wallMs } = await matchday(s, clock, roomIds);
const days = 1;
const perLeagueDay = (ms: number) => (ms / (roomIds.length * days)).toFixed(2);
const spread = (xs: number[]) => `p50 ${pct(xs, 50)} ms, p95 ${pct(xs, 95)} ms, p99 ${pct(xs, 99)} ms, max ${xs.at(-1)} ms`;
console.log(`matchday: ${firstSent.length}/${roomIds.length} first minutes sent within ${(wallMs / 1000).toFixed(1)} s of arming (3 s before the decisions), load ${load()}`);
console.log(
  `scheduler CPU ${perLeagueDay(remindMs + kickOffMs)} ms per league-day: reminders ${perLeagueDay(remindMs)} ms, ` +
    `kick-off window ${perLeagueDay(kickOffMs)} ms (${(remindMs + kickOffMs).toFixed(0)} ms in all)`,
);
if (firstSent.length > 0) console.log(`kick-off lateness (first minute sent − scheduled instant) ${spread(firstSent)} (target p99 < 1,000 ms)`);
if (pacedAt.length > 0) console.log(`decided, written and paced (from the scheduled instant; the lead is ${MATCHDAY_LEAD_MS} ms) ${spread(pacedAt)}`);
if (storedStart.length > 0) console.log(`stored start − scheduled instant ${spread(storedStart)}`);
console.log(`load ${load()}`);
s.ctx.timers.stop();
await s.close();
process.exit(firstSent.length === roomIds.length ? 0 : 1);
