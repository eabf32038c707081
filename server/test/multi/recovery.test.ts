import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { simulateMatch } from '@onbir/shared/match/engine';
import type { MatchInput } from '@onbir/shared/match/types';
import type { MatchEventPayload } from '@onbir/shared/match/wire';
import { openDatabase, type Database } from '../../src/db/client';
import { fixtures } from '../../src/db/schema';
import type { AppContext } from '../../src/context';
import { createTestDatabaseUrl } from '../../src/test/database';
import { insertTestPool } from '../../src/test/roomsPool';
import { insertDraftedRoom } from '../../src/test/matchRooms';
import { chatTexts, chatTextsOnTheWire, dropTransport, reconnect, roomSocket, type RecoveringSocket } from '../../src/test/recovery';
import { startServerProcess, type ServerProcess } from '../processes';

/**
 * Connection state recovery across processes (server/src/realtime/recovery.ts): a client of process A
 * loses its connection while process B paces its room's match and sends its chat; the broadcasts go
 * through the Redis stream, and the client back on A gets every one it missed, in order, exactly once.
 */
const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const SECONDS_PER_MINUTE = 0.1;

interface Player {
  id: string;
  token: string;
}

describe.skipIf(!DATABASE_URL || !REDIS_URL)('recovery on two processes, PostgreSQL and Redis', () => {
  let db: { url?: string; drop(): Promise<void> };
  let database: Database;
  let a: ServerProcess;
  let b: ServerProcess;
  const sockets: RecoveringSocket[] = [];

  beforeAll(async () => {
    db = await createTestDatabaseUrl();
    database = await openDatabase({ url: db.url, dataDir: 'memory://' });
    await insertTestPool({ db: database.db } as AppContext);
    const env = { DATABASE_URL: db.url!, REDIS_URL: REDIS_URL!, SEED_POOL: 'false', RATE_LIMIT_MAX: '10000', MATCH_SECONDS_PER_MINUTE: String(SECONDS_PER_MINUTE) };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await Promise.allSettled([a, b].map((p) => p?.kill('SIGKILL')));
    await database?.close();
    await db?.drop();
  });

  async function register(name: string): Promise<Player> {
    const email = `${name}@example.com`;
    await request(b.url).post('/api/users/register').send({ username: name, firstName: name, lastName: 'Test', email, password: 'kale-direk-42' }).expect(201);
    const res = await request(b.url).post('/api/users/login').send({ email, password: 'kale-direk-42' }).expect(200);
    return { id: res.body._id, token: res.body.token };
  }
  const call = (base: string, p: Player, path: string, body?: object) => request(base).post(path).set('Authorization', `Bearer ${p.token}`).send(body);

  async function joined(p: Player, roomId: string): Promise<RecoveringSocket> {
    const socket = await roomSocket(a.url, p.token, roomId);
    sockets.push(socket);
    return socket;
  }

  it('a client of A dropped during a match paced by B gets every missed minute and chat line back, in order, once', async () => {
    const tag = Date.now().toString(36);
    const [alice, bob] = [await register(`alice${tag}`), await register(`bob${tag}`)];
    const roomId = await insertDraftedRoom(database.db, [alice, bob], { roomName: 'Kopan Oda' });
    const socket = await joined(alice, roomId);
    const events: MatchEventPayload[] = [];
    socket.on('matchEvent', (e) => events.push(e));
    const texts = chatTexts(socket);
    // Bob follows the room on B the whole time: what he sees says how far the match went while Alice was away.
    const witness = await roomSocket(b.url, bob.token, roomId);
    sockets.push(witness);
    const witnessed: MatchEventPayload[] = [];
    witness.on('matchEvent', (e) => witnessed.push(e));

    await call(b.url, alice, `/api/match/${roomId}/start-tournament`).expect(200);
    const started = await call(b.url, alice, `/api/match/${roomId}/start-next-match`).expect(200);
    await expect.poll(() => events.some((e) => e.event.minute >= 10), { timeout: 30_000 }).toBe(true);
    await dropTransport(socket);
    const seenBefore = events.length;
    for (const text of ['bir', 'iki']) await call(b.url, bob, `/api/rooms/${roomId}/chat`, { text }).expect(201);
    // Twenty match minutes go by on B while the client is away, as the witness on B sees them.
    const droppedAt = events[events.length - 1].event.minute;
    await expect.poll(() => witnessed.some((e) => e.event.minute >= droppedAt + 20), { timeout: 30_000 }).toBe(true);
    expect(events.length).toBe(seenBefore);
    await reconnect(socket);
    expect(socket.recovered).toBe(true);
    // The replay is written before the connection's acknowledgement: it is in already.
    expect(events.length).toBeGreaterThan(seenBefore);
    await expect.poll(() => events.some((e) => e.event.type === 'end'), { timeout: 60_000 }).toBe(true);

    const [row] = await database.db.select().from(fixtures).where(eq(fixtures.id, started.body.fixtureId));
    const expected = simulateMatch(row.input as MatchInput);
    // Not deduplicated: the replay and the live events after it are each event once, in order.
    expect(events.map((e) => e.seq)).toEqual(expected.events.map((e) => e.seq));
    expect(texts).toEqual(['bir', 'iki']);
  });

  it('a client whose sessions were ended on B while it was away does not recover, and is sent nothing it missed', async () => {
    const tag = Date.now().toString(36);
    const [carol, dave] = [await register(`carol${tag}`), await register(`dave${tag}`)];
    const roomId = await insertDraftedRoom(database.db, [carol, dave], { roomName: 'Kapanan Oturum' });
    const socket = await joined(carol, roomId);
    const wire = chatTextsOnTheWire(socket);
    await call(b.url, dave, `/api/rooms/${roomId}/chat`, { text: 'önce' }).expect(201);
    await expect.poll(() => wire).toEqual(['önce']);
    await dropTransport(socket);
    await call(b.url, dave, `/api/rooms/${roomId}/chat`, { text: 'kaçırılan' }).expect(201);
    await call(b.url, carol, '/api/users/logout-all').expect(200);
    // A hears of it through Redis (auth/sessions.ts): once A refuses the token, the socket comes back.
    const profileOnA = () => request(a.url).get('/api/users/profile').set('Authorization', `Bearer ${carol.token}`);
    await expect.poll(async () => (await profileOnA()).status, { timeout: 5_000 }).toBe(401);
    await expect(reconnect(socket)).rejects.toThrow();
    expect(socket.recovered).toBe(false);
    expect(wire).toEqual(['önce']);
  });
});
