import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { asc, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client';
import { fixtures, rooms } from '../../src/db/schema';
import type { AppContext } from '../../src/context';
import { createTestDatabaseUrl } from '../../src/test/database';
import { insertTestPool } from '../../src/test/roomsPool';
import { insertDraftedRoom } from '../../src/test/matchRooms';
import { leagueSettings } from '../../src/test/leagueRooms';
import { MATCHDAY_LEAD_MS } from '@onbir/shared/room/rules/clock';
import { startServerProcess, type ServerProcess } from '../processes';

/**
 * A league's matchday kicks off exactly once however many processes wait for it (issue 41): two server
 * processes on one PostgreSQL and Redis, the room clock's stored due time and its version-guarded tick.
 * Once with both running; once when the process that armed the timer is killed mid-wait and started
 * again; once, on start, when the kick-off fell due while every process was down. "Once" is read in the
 * database: the room's version moves by exactly two (the kick-off and the final whistle) and the
 * fixture's start is stored once, at or just after its time.
 */
const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;

interface Member {
  id: string;
  token: string;
}

describe.skipIf(!DATABASE_URL || !REDIS_URL)('league kick-offs across processes', () => {
  let db: { url?: string; drop(): Promise<void> };
  let database: Database;
  let env: Record<string, string>;
  const procs: ServerProcess[] = [];

  beforeAll(async () => {
    db = await createTestDatabaseUrl();
    database = await openDatabase({ url: db.url, dataDir: 'memory://' });
    await insertTestPool({ db: database.db } as AppContext);
    env = { DATABASE_URL: db.url!, REDIS_URL: REDIS_URL!, SEED_POOL: 'false', RATE_LIMIT_MAX: '10000', MATCH_SECONDS_PER_MINUTE: '0.01' };
    procs.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
  });

  afterAll(async () => {
    await Promise.allSettled(procs.map((p) => p.kill('SIGKILL')));
    await database?.close();
    await db?.drop();
  });

  async function register(base: string, name: string): Promise<Member> {
    const email = `${name}@example.com`;
    await request(base).post('/api/users/register').send({ username: name, firstName: name, lastName: 'Test', email, password: 'kale-direk-42' }).expect(201);
    const res = await request(base).post('/api/users/login').send({ email, password: 'kale-direk-42' }).expect(200);
    return { id: res.body._id, token: res.body.token };
  }
  const post = (base: string, m: Member, path: string, body: object = {}) => request(base).post(path).set('Authorization', `Bearer ${m.token}`).send(body);
  const roomRow = async (roomId: string) => (await database.db.select({ version: rooms.version, status: rooms.status }).from(rooms).where(eq(rooms.id, roomId)))[0];
  const fixtureRows = (roomId: string) => database.db.select().from(fixtures).where(eq(fixtures.roomId, roomId)).orderBy(asc(fixtures.ordinal));
  const waitFor = (check: () => Promise<boolean>, what: string) => expect.poll(check, { timeout: 60_000, interval: 50, message: `timed out waiting for ${what}` }).toBe(true);

  /**
   * Moves the round's kick-off through `base` so that its decision (a lead before it) falls due `inMs` from
   * now; answers the kick-off instant and the room's version then.
   */
  async function reschedule(base: string, host: Member, roomId: string, inMs: number) {
    const due = Date.now() + MATCHDAY_LEAD_MS + inMs;
    await post(base, host, `/api/match/${roomId}/reschedule`, { at: new Date(due).toISOString() }).expect(200);
    return { due, version: (await roomRow(roomId)).version };
  }

  /** The fixture `n` (0-based) was kicked off once, at or just after `due`, and played; nothing else moved the room. */
  async function keptOnce(roomId: string, n: number, due: number, version: number) {
    await waitFor(async () => (await fixtureRows(roomId))[n]?.played === true, `fixture ${n + 1} played`);
    const rows = await fixtureRows(roomId);
    expect(rows.filter((f) => f.startedAt !== null).map((f) => f.ordinal)).toEqual(rows.slice(0, n + 1).map((f) => f.ordinal));
    const late = rows[n].startedAt!.getTime() - due;
    expect(late).toBeGreaterThanOrEqual(0);
    expect((await roomRow(roomId)).version).toBe(version + 2);
    return late;
  }

  it('kicks each matchday off exactly once: two processes, one killed mid-wait, all down at its time', async () => {
    const tag = Date.now().toString(36);
    const host = await register(procs[0].url, `ev${tag}`);
    const [b, c] = [await register(procs[1].url, `mi${tag}`), await register(procs[1].url, `ko${tag}`)];
    // Three clubs, one fixture a round (a bye each round): each matchday is one kick-off.
    const roomId = await insertDraftedRoom(database.db, [host, b, c], { roomName: 'Lig Odası', league: leagueSettings() });
    await post(procs[0].url, host, `/api/match/${roomId}/start-tournament`).expect(200);
    expect((await fixtureRows(roomId)).every((f) => f.startedAt === null)).toBe(true);
    const lateness: number[] = [];

    // 1. Both processes wait for it.
    let at = await reschedule(procs[0].url, host, roomId, 3_000);
    lateness.push(await keptOnce(roomId, 0, at.due, at.version));
    expect(lateness[0]).toBeLessThan(1_500);

    // 2. The process that armed the timer dies mid-wait; the other's sweep runs it, and the restarted one finds it done.
    at = await reschedule(procs[0].url, host, roomId, 4_000);
    await procs[0].kill('SIGKILL');
    procs[0] = await startServerProcess(env);
    lateness.push(await keptOnce(roomId, 1, at.due, at.version));
    expect(lateness[1]).toBeLessThan(3_000);

    // 3. Every process is down when it falls due: it runs on start, once, though both start together.
    at = await reschedule(procs[1].url, host, roomId, 2_000);
    await Promise.all(procs.map((p) => p.kill('SIGKILL')));
    // Its time passes with no process up.
    await expect.poll(() => Date.now() > at.due + 1_000, { timeout: 20_000, interval: 100 }).toBe(true);
    expect((await fixtureRows(roomId))[2].startedAt).toBeNull();
    procs.splice(0, 2, ...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
    await keptOnce(roomId, 2, at.due, at.version);
    expect((await roomRow(roomId)).status).toBe('finished');
    console.info(`league kick-off lateness (ms): two processes ${lateness[0]}, one killed mid-wait ${lateness[1]}`);
  });
});
