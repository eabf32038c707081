import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { simulateMatch } from '@onbir/shared/match/engine';
import { turkishText } from '@onbir/shared/match/commentary';
import type { MatchInput } from '@onbir/shared/match/types';
import type { RoomDto } from '@onbir/shared/room/dto';
import type { MatchEventPayload } from '@onbir/shared/match/wire';
import { openDatabase, type Database } from '../../src/db/client';
import { fixtures } from '../../src/db/schema';
import type { AppContext } from '../../src/context';
import { createTestDatabaseUrl } from '../../src/test/database';
import { insertTestPool } from '../../src/test/roomsPool';
import { insertDraftedRoom, joinedSocket, type ClientSocket } from '../../src/test/matchRooms';
import { startServerProcess, type ServerProcess } from '../processes';

/**
 * Two real server processes on one PostgreSQL and one Redis. Clients of one room talk to different
 * processes; every client must see every room update and match event, in order, exactly once, even
 * when the process pacing the match is killed with SIGKILL.
 */

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const SECONDS_PER_MINUTE = 0.06;

interface Player {
  id: string;
  token: string;
  username: string;
}

describe.skipIf(!DATABASE_URL || !REDIS_URL)('two processes on PostgreSQL and Redis', () => {
  let db: { url?: string; drop(): Promise<void> };
  let database: Database;
  let p1: ServerProcess;
  let p2: ServerProcess;
  let env: Record<string, string>;
  const extra: ServerProcess[] = [];
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    db = await createTestDatabaseUrl();
    database = await openDatabase({ url: db.url, dataDir: 'memory://' });
    await insertTestPool({ db: database.db } as AppContext);
    env = {
      DATABASE_URL: db.url!,
      REDIS_URL: REDIS_URL!,
      SEED_POOL: 'false',
      RATE_LIMIT_MAX: '10000',
      MATCH_SECONDS_PER_MINUTE: String(SECONDS_PER_MINUTE),
    };
    [p1, p2] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    await Promise.allSettled([p1, p2, ...extra].map((p) => p?.kill('SIGKILL')));
    await database?.close();
    await db?.drop();
  });

  async function register(base: string, name: string): Promise<Player> {
    const email = `${name}@example.com`;
    await request(base)
      .post('/api/users/register')
      .send({ username: name, firstName: name, lastName: 'Test', email, password: 'kale-direk-42' })
      .expect(201);
    const res = await request(base).post('/api/users/login').send({ email, password: 'kale-direk-42' }).expect(200);
    return { id: res.body._id, token: res.body.token, username: name };
  }

  const call = (base: string, p: Player, method: 'get' | 'post', path: string, body?: object) => {
    const req = request(base)[method](path).set('Authorization', `Bearer ${p.token}`);
    return body ? req.send(body) : req;
  };

  function recordUpdates(socket: ClientSocket): RoomDto[] {
    const seen: RoomDto[] = [];
    socket.on('updateRoom', (room) => seen.push(room));
    return seen;
  }

  async function waitFor(check: () => boolean, ms: number, what: string) {
    await expect.poll(check, { timeout: ms, interval: 25, message: `timed out waiting for ${what}` }).toBe(true);
  }

  it('drafts across processes, and a killed pacer hands its match over without losing or repeating an event', async () => {
    const tag = Date.now().toString(36);
    // Alice talks to process 1, Bob to process 2.
    const alice = await register(p1.url, `alice${tag}`);
    const bob = await register(p2.url, `bob${tag}`);
    const created = await call(p1.url, alice, 'post', '/api/rooms/create', { roomName: 'Küme Odası', maxPlayers: 2 }).expect(201);
    const roomId: string = created.body.room._id;
    await call(p2.url, bob, 'post', '/api/rooms/join', { roomId }).expect(200);

    const aliceSocket = await joinedSocket(p1.url, alice as never, roomId);
    const bobSocket = await joinedSocket(p2.url, bob as never, roomId);
    sockets.push(aliceSocket, bobSocket);
    const aliceUpdates = recordUpdates(aliceSocket);
    const bobUpdates = recordUpdates(bobSocket);

    await call(p1.url, alice, 'post', '/api/rooms/ready', { roomId }).expect(200);
    await call(p2.url, bob, 'post', '/api/rooms/ready', { roomId }).expect(200);
    await call(p1.url, alice, 'post', `/api/rooms/${roomId}/start-draft`).expect(200);

    // The draft: each drafter asks his own process for the best player for his first empty slot.
    for (let pick = 0; pick < 22; pick++) {
      const room: RoomDto = (await call(p1.url, alice, 'get', `/api/rooms/${roomId}`).expect(200)).body;
      const picker = room.draft.currentPicker === alice.id ? alice : bob;
      const base = picker === alice ? p1.url : p2.url;
      const squad = room.players.find((p) => p.user._id === picker.id)!.team.squad;
      const { formationSlots } = await import('@onbir/shared/formations/gameFormations');
      const slot = formationSlots(room.formation[picker.id]).find((s) => !squad.some((p) => p.assignedPosition === s.key))!;
      const page = (await call(base, picker, 'get', `/api/rooms/${roomId}/available-players?position=${slot.position}`).expect(200)).body;
      await call(base, picker, 'post', `/api/rooms/${roomId}/pick-player`, { playerId: page.items[0].id, assignedPosition: slot.key }).expect(200);
    }
    const drafted: RoomDto = (await call(p2.url, bob, 'get', `/api/rooms/${roomId}`).expect(200)).body;
    expect(drafted.status).toBe('draft_finished');

    // Every change reached both clients, whichever process made it. The adapter keeps each process's own order,
    // not one order for both: a change made on the other process can arrive after a newer one made on this
    // one (its stream is read a moment later). The screens drop an update older than the one they show
    // (useLiveRoom), so what a screen shows only goes forward, and ends at the last version.
    await waitFor(() => [aliceUpdates, bobUpdates].every((seen) => seen.some((r) => r.version === drafted.version)), 5_000, 'the last draft update');
    const shown = (versions: number[]) => versions.filter((v, i) => versions.slice(0, i).every((w) => w < v));
    // Each change bumps the version by one: from the moment both listened, both saw every version, once.
    const from = Math.max(aliceUpdates[0].version, bobUpdates[0].version);
    const contiguous = Array.from({ length: drafted.version - from + 1 }, (_, i) => from + i);
    for (const seen of [aliceUpdates, bobUpdates]) {
      const versions = seen.map((r) => r.version);
      expect(new Set(versions).size).toBe(versions.length);
      expect(shown(versions).at(-1)).toBe(drafted.version);
      expect(versions.filter((v) => v >= from).sort((a, b) => a - b)).toEqual(contiguous);
      // ready x2, start-draft and 22 picks: at least 25 changes after joining.
      expect(versions.length).toBeGreaterThanOrEqual(25);
    }

    await call(p1.url, alice, 'post', `/api/match/${roomId}/start-tournament`).expect(200);

    // Both clients watch from process 2; process 1 starts (and so paces) the match, then dies.
    const watcher = await joinedSocket(p2.url, alice as never, roomId);
    sockets.push(watcher);
    const arrivals: number[] = [];
    const streams = [watcher, bobSocket].map((s, i) => {
      const got: MatchEventPayload[] = [];
      s.on('matchEvent', (e) => {
        got.push(e);
        if (i === 1) arrivals.push(Date.now());
      });
      return got;
    });
    const started = await call(p1.url, alice, 'post', `/api/match/${roomId}/start-next-match`).expect(200);
    await waitFor(() => streams[1].some((e) => e.event.minute >= 20), 30_000, 'minute 20');
    await p1.kill('SIGKILL');
    const killedAt = Date.now();
    const seqAtKill = streams[1].at(-1)!.seq;
    await waitFor(() => streams.every((got) => got.some((e) => e.event.type === 'end')), 60_000, 'the final whistle');

    const [row] = await database.db.select().from(fixtures).where(eq(fixtures.id, started.body.fixtureId));
    const expected = simulateMatch(row.input as MatchInput);
    for (const got of streams) {
      // A client ignores a seq it has already seen: what it shows is each event once, in order, none missing.
      const shown = got.filter((e, i) => got.findIndex((x) => x.seq === e.seq) === i);
      expect(shown.map((e) => e.seq)).toEqual(expected.events.map((e) => e.seq));
      expect(shown.at(-1)!.score).toEqual(expected.score);
    }
    // The survivor took over within 5 seconds of the kill.
    const firstAfterKill = streams[1].findIndex((e) => e.seq > seqAtKill);
    expect(firstAfterKill).toBeGreaterThan(0);
    expect(arrivals[firstAfterKill] - killedAt).toBeLessThan(5_000);
    expect(row.played).toBe(true);
    expect({ A: row.goalsA, B: row.goalsB }).toEqual(expected.score);
  });

  it("takes over a draft's pick clock when the process that armed it dies", async () => {
    // Process 3 starts the draft, so its timer holds the first pick's deadline; then it is killed.
    const p3 = await startServerProcess(env);
    extra.push(p3);
    const tag = Date.now().toString(36);
    const carol = await register(p3.url, `carol${tag}`);
    const dave = await register(p2.url, `dave${tag}`);
    const created = await call(p3.url, carol, 'post', '/api/rooms/create', { roomName: 'Saat Odası', maxPlayers: 2, pickSeconds: 10 }).expect(201);
    const roomId: string = created.body.room._id;
    await call(p2.url, dave, 'post', '/api/rooms/join', { roomId }).expect(200);
    const daveSocket = await joinedSocket(p2.url, dave as never, roomId);
    sockets.push(daveSocket);
    const updates = recordUpdates(daveSocket);
    await call(p3.url, carol, 'post', '/api/rooms/ready', { roomId }).expect(200);
    await call(p2.url, dave, 'post', '/api/rooms/ready', { roomId }).expect(200);
    await call(p3.url, carol, 'post', `/api/rooms/${roomId}/start-draft`).expect(200);
    const started: RoomDto = (await call(p2.url, dave, 'get', `/api/rooms/${roomId}`).expect(200)).body;
    expect(started.status).toBe('drafting');
    const deadline = Date.parse(started.draft.pickDeadline!);
    const firstPicker = started.draft.currentPicker;
    await p3.kill('SIGKILL');

    // Nobody picks: process 2 auto-picks for the first drafter, within seconds of the deadline.
    const picked = () => updates.find((r) => r.players.some((p) => p.team.squad.length > 0));
    await waitFor(() => picked() !== undefined, 30_000, 'the automatic pick');
    const pickedAt = Date.now();
    const room = picked()!;
    expect(room.players.find((p) => p.user._id === firstPicker)!.team.squad).toHaveLength(1);
    expect(room.draft.currentPicker).not.toBe(firstPicker);
    expect(pickedAt - deadline).toBeLessThan(5_000);
    // The survivor now holds the clock: the next deadline is a full turn away.
    expect(Date.parse(room.draft.pickDeadline!)).toBeGreaterThan(pickedAt + 5_000);
  });

  it('a decision made on one process changes the match another process paces (issue 27)', async () => {
    const p4 = await startServerProcess(env);
    extra.push(p4);
    const tag = Date.now().toString(36);
    const erin = await register(p4.url, `erin${tag}`);
    const frank = await register(p2.url, `frank${tag}`);
    const roomId = await insertDraftedRoom(database.db, [erin, frank] as never, { roomName: 'Karar Odası', bench: 3 });
    await call(p4.url, erin, 'post', `/api/match/${roomId}/start-tournament`).expect(200);
    const onP4 = await joinedSocket(p4.url, erin as never, roomId);
    const onP2 = await joinedSocket(p2.url, frank as never, roomId);
    sockets.push(onP4, onP2);
    const streams = [onP4, onP2].map((s) => {
      const got: MatchEventPayload[] = [];
      s.on('matchEvent', (e) => got.push(e));
      return got;
    });
    // Process 4 kicks the match off, so it paces it; frank decides on process 2.
    const started = await call(p4.url, erin, 'post', `/api/match/${roomId}/start-next-match`).expect(200);
    await waitFor(() => streams[1].some((e) => e.event.minute >= 20), 30_000, 'minute 20');
    await call(p2.url, frank, 'post', `/api/match/${roomId}/decision`, { type: 'mentality', value: 'all_out_attack' }).expect(200);
    await waitFor(() => streams.every((got) => got.some((e) => e.event.type === 'end')), 60_000, 'the final whistle');

    const [row] = await database.db.select().from(fixtures).where(eq(fixtures.id, started.body.fixtureId));
    const input = row.input as MatchInput;
    expect(input.decisions).toHaveLength(1);
    const frankSide = row.teamA === frank.id ? 'A' : 'B';
    const expected = simulateMatch(input);
    for (const got of streams) {
      const shown = got.filter((e, i) => got.findIndex((x) => x.seq === e.seq) === i);
      // What both screens showed is the match with the decision, as a restart or a replay plays it.
      expect(shown.map((e) => [e.seq, e.event.message])).toEqual(expected.events.map((e) => [e.seq, turkishText(e.line)]));
      expect(shown.some((e) => e.event.type === 'tactic' && e.event.team === frankSide && e.event.change?.value === 'all_out_attack')).toBe(true);
    }
    expect({ A: row.goalsA, B: row.goalsB }).toEqual(expected.score);
  });
});
