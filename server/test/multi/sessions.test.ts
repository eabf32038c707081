import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createClient } from 'redis';
import { io as connect, type Socket } from 'socket.io-client';
import { createTestDatabaseUrl } from '../../src/test/database';
import { startServerProcess, type ServerProcess } from '../processes';

/**
 * Sessions end on every process at once: a logout-all or password change on one process is heard by the
 * other through the Socket.IO Redis adapter, well before the 30 s cache would expire. Login throttles and
 * rate limits count on both processes together (Redis).
 */
const RATE_LIMIT_MAX = 12;
const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!DATABASE_URL || !REDIS_URL)('sessions across two processes', () => {
  let db: { url?: string; drop(): Promise<void> };
  let p1: ServerProcess;
  let p2: ServerProcess;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    db = await createTestDatabaseUrl();
    // Counters of earlier runs (15-minute windows) must not count against this one.
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    const stale = await redis.keys('onbir:rl:*');
    if (stale.length) await redis.del(stale);
    await redis.quit();
    const env = { DATABASE_URL: db.url!, REDIS_URL: REDIS_URL!, SEED_POOL: 'false', RATE_LIMIT_MAX: String(RATE_LIMIT_MAX) };
    // One after the other: the first runs the migrations on the fresh database.
    p1 = await startServerProcess(env);
    p2 = await startServerProcess(env);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await Promise.allSettled([p1, p2].map((p) => p?.kill('SIGKILL')));
    await db?.drop();
  });

  it('logout-all on one process refuses the token on the other at once and closes its socket there', async () => {
    const account = { username: 'cok_surec', firstName: 'A', lastName: 'B', email: 'cok@example.com', password: 'kale-direk-42' };
    await request(p1.url).post('/api/users/register').send(account).expect(201);
    const token = (await request(p1.url).post('/api/users/login').send({ email: account.email, password: account.password }).expect(200)).body.token as string;
    const profile = (base: string) => request(base).get('/api/users/profile').set('Authorization', `Bearer ${token}`);
    // p2 has the version in its cache now.
    await profile(p2.url).expect(200);
    const socket = connect(p2.url, { auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    await request(p1.url).post('/api/users/logout-all').set('Authorization', `Bearer ${token}`).expect(200);
    expect(await closed).toBe('io server disconnect');
    await expect.poll(async () => (await profile(p2.url)).status, { timeout: 2000, interval: 50 }).toBe(401);
  });

  const wrongLogin = (base: string, email: string) => request(base).post('/api/users/login').send({ email, password: 'wrong-guess' });

  it('locks an e-mail after failures spread over both processes', async () => {
    const email = `iki${randomUUID().slice(0, 8)}@example.com`;
    const statuses: number[] = [];
    for (const base of [p1.url, p2.url, p1.url, p2.url, p1.url, p2.url]) statuses.push((await wrongLogin(base, email)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('counts one address on both processes together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await wrongLogin(i % 2 ? p1.url : p2.url, `yayilan${i}${randomUUID().slice(0, 8)}@example.com`)).status);
    // Apart, each process would let RATE_LIMIT_MAX through (24 in all, less what came before).
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30 - RATE_LIMIT_MAX);
  });
});
