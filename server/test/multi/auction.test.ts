import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { RoomDto } from '@onbir/shared/room/dto';
import { openDatabase, type Database } from '../../src/db/client';
import type { AppContext } from '../../src/context';
import { createTestDatabaseUrl } from '../../src/test/database';
import { insertTestPool } from '../../src/test/roomsPool';
import { joinedSocket, type ClientSocket } from '../../src/test/matchRooms';
import { startServerProcess, type ServerProcess } from '../processes';

/**
 * An open auction (docs/drafts.md, 'The auction room') played through two real server processes on one
 * PostgreSQL and one Redis: managers on different processes bid the same price at the same instant, each
 * with a double tap sent to both processes; one bid stands, the rest are refused in words, and every socket
 * on either process ends on the same room. The bid clock's sale is made once although both processes'
 * room clocks sweep for overdue rooms, and reaches every socket once.
 */
const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const AUCTION = { draftOrder: 'auction', auction: { budget: 100, bidSeconds: 10 }, pickSeconds: 60 };

interface Manager {
  id: string;
  token: string;
  /** The process this manager's screen talks to. */
  home: string;
}

describe.skipIf(!DATABASE_URL || !REDIS_URL)('an auction across two processes', () => {
  let db: { url?: string; drop(): Promise<void> };
  let database: Database;
  let p1: ServerProcess;
  let p2: ServerProcess;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    db = await createTestDatabaseUrl();
    database = await openDatabase({ url: db.url, dataDir: 'memory://' });
    await insertTestPool({ db: database.db } as AppContext);
    const env = { DATABASE_URL: db.url!, REDIS_URL: REDIS_URL!, SEED_POOL: 'false', RATE_LIMIT_MAX: '10000', API_WRITES_PER_10S: '100000' };
    [p1, p2] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    await Promise.allSettled([p1, p2].map((p) => p?.kill('SIGKILL')));
    await database?.close();
    await db?.drop();
  });

  async function register(home: string, name: string): Promise<Manager> {
    const email = `${name}@example.com`;
    await request(home).post('/api/users/register').send({ username: name, firstName: name, lastName: 'Test', email, password: 'kale-direk-42' }).expect(201);
    const res = await request(home).post('/api/users/login').send({ email, password: 'kale-direk-42' }).expect(200);
    return { id: res.body._id, token: res.body.token, home };
  }

  const post = (base: string, m: Manager, path: string, body: object = {}) =>
    request(base).post(`/api/rooms${path}`).set('Authorization', `Bearer ${m.token}`).send(body);
  const get = async (m: Manager, roomId: string): Promise<RoomDto> =>
    (await request(m.home).get(`/api/rooms/${roomId}`).set('Authorization', `Bearer ${m.token}`).expect(200)).body;
  const other = (base: string) => (base === p1.url ? p2.url : p1.url);

  /** Every update a socket received, in arrival order. */
  function recorded(socket: ClientSocket): RoomDto[] {
    const seen: RoomDto[] = [];
    socket.on('updateRoom', (room) => seen.push(room));
    return seen;
  }

  /** Every manager sends the same bid to his own process and, at the same instant, to the other (a double tap). */
  const bidEverywhere = (bidders: Manager[], roomId: string, lot: number, amount: number) =>
    Promise.all(bidders.flatMap((m) => [m.home, other(m.home)].map((base) => post(base, m, `/${roomId}/bid`, { lot, amount }))));

  it('orders same-price bids from both processes once for everyone, and sells the lot by the clock once', async () => {
    const tag = Date.now().toString(36);
    const a = await register(p1.url, `ana${tag}`);
    const b = await register(p1.url, `bora${tag}`);
    const c = await register(p2.url, `cem${tag}`);
    const d = await register(p2.url, `deniz${tag}`);
    const managers = [a, b, c, d];
    const created = await post(p1.url, a, '/create', { roomName: 'Küme Açık Artırma', maxPlayers: 4, ...AUCTION }).expect(201);
    const roomId: string = created.body.room._id;
    for (const m of [b, c, d]) await post(m.home, m, '/join', { roomId }).expect(200);
    for (const m of managers) await post(m.home, m, '/ready', { roomId }).expect(200);
    await post(p2.url, a, `/${roomId}/start-draft`).expect(200);

    // Each manager's screen on his own process, and a second screen of a and c on the other one.
    for (const [m, base] of [...managers.map((x) => [x, x.home] as const), [a, p2.url] as const, [c, p1.url] as const]) {
      sockets.push(await joinedSocket(base, m as never, roomId));
    }
    const seen = sockets.map(recorded);

    // a nominates, double tapping on both processes: both answered as the first.
    const nominated = await Promise.all([p1.url, p2.url].map((base) => post(base, a, `/${roomId}/nominate`, { playerId: 't-cb-1', opening: 1 })));
    expect(nominated.map((r) => r.status)).toEqual([200, 200]);
    expect(nominated[0].body.message).toBe('T CB 1 açık artırmada: 1 M€.');

    // b, c and d bid 2 M€ at the same instant on both processes: one bid stands (its double tap answered as it was).
    const first = await bidEverywhere([b, c, d], roomId, 1, 2);
    const leader = [b, c, d].find((_m, k) => first[2 * k].status === 200)!;
    expect(first.map((r) => r.status)).toEqual([b, c, d].flatMap((m) => (m === leader ? [200, 200] : [409, 409])));
    for (const r of first.filter((x) => x.status === 409)) {
      expect(r.body).toMatchObject({ code: 'AUCTION_BID_TOO_LOW', message: 'Teklif en az 3 M€ olmalı.' });
    }

    // Everyone else (a, the nominator, included) bids 3 M€ at once: again one stands.
    const rest = managers.filter((m) => m !== leader);
    const second = await bidEverywhere(rest, roomId, 1, 3);
    const leader2 = rest.find((_m, k) => second[2 * k].status === 200)!;
    expect(second.map((r) => r.status)).toEqual(rest.flatMap((m) => (m === leader2 ? [200, 200] : [409, 409])));
    expect(second.find((r) => r.status === 409)!.body.message).toBe('Teklif en az 4 M€ olmalı.');

    // Then one bid written by each process, so both have armed their timer for the lot's end: both fire at it,
    // beside both processes' sweeps.
    const third = managers.find((m) => m !== leader2)!;
    const last = managers.find((m) => m !== third)!;
    await post(p1.url, third, `/${roomId}/bid`, { lot: 1, amount: 4 }).expect(200);
    await post(p2.url, last, `/${roomId}/bid`, { lot: 1, amount: 5 }).expect(200);

    const room = await get(leader2, roomId);
    const bids = [[a.id, 1], [leader.id, 2], [leader2.id, 3], [third.id, 4], [last.id, 5]];
    expect(room.auction!.lot!.bids.map((x) => [x.managerId, x.amount])).toEqual(bids);
    // Every socket, on either process, ends on that room: the same version, leader and price.
    await expect.poll(() => seen.map((s) => Math.max(...s.map((r) => r.version))), { timeout: 5_000 }).toEqual(Array(seen.length).fill(room.version));
    for (const s of seen) expect(s.find((r) => r.version === room.version)!.auction).toEqual(room.auction);

    // The clock (10 s from the nomination, or 5 s after a bid in its last 5 s) sells the lot once.
    await expect.poll(async () => (await get(c, roomId)).auction!.sales, { timeout: 20_000, interval: 250 }).toHaveLength(1);
    const after = await get(c, roomId);
    expect(after.auction!.sales).toEqual([expect.objectContaining({ playerId: 't-cb-1', managerId: last.id, price: 5 })]);
    expect(after.auction!.managers.map((m) => m.spent)).toEqual(managers.map((m) => (m === last ? 5 : 0)));
    expect(after.players.find((p) => p.user._id === last.id)!.team.squad.map((p) => p.id)).toEqual(['t-cb-1']);
    // The sale is one change after the last bid, and every socket receives it once.
    expect(after.version).toBe(room.version + 1);
    await expect.poll(() => seen.map((s) => s.filter((r) => r.auction!.sales.length === 1).length), { timeout: 5_000 }).toEqual(Array(seen.length).fill(1));
    for (const s of seen) {
      const versions = s.map((r) => r.version);
      expect(new Set(versions).size).toBe(versions.length);
      expect(s.find((r) => r.auction!.sales.length === 1)!.version).toBe(after.version);
    }
  });
});
