import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestDatabaseUrl } from '../../src/test/database';
import { JOIN_GUESS_LIMITS } from '../../src/modules/rooms/roomLimits';
import { startServerProcess, type ServerProcess } from '../processes';

/**
 * The rooms' limits hold for the whole deployment, not per process: password guesses on a locked room
 * spread over two processes behind one balancer are counted together (Redis), so a script cannot double its
 * tries by alternating between them.
 */
const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!DATABASE_URL || !REDIS_URL)('room limits across two processes', () => {
  let db: { url?: string; drop(): Promise<void> };
  let p1: ServerProcess;
  let p2: ServerProcess;

  beforeAll(async () => {
    db = await createTestDatabaseUrl();
    const env = { DATABASE_URL: db.url!, REDIS_URL: REDIS_URL!, SEED_POOL: 'false', RATE_LIMIT_MAX: '1000', API_WRITES_PER_10S: '100000' };
    // One after the other: the first runs the migrations on the fresh database.
    p1 = await startServerProcess(env);
    p2 = await startServerProcess(env);
  });
  afterAll(async () => {
    await Promise.allSettled([p1, p2].map((p) => p?.kill('SIGKILL')));
    await db?.drop();
  });

  async function account(name: string): Promise<string> {
    const id = `${name}${randomUUID().slice(0, 6)}`;
    const user = { username: id, firstName: 'A', lastName: 'B', email: `${id}@example.com`, password: 'kale-direk-42' };
    await request(p1.url).post('/api/users/register').send(user).expect(201);
    return (await request(p1.url).post('/api/users/login').send({ email: user.email, password: user.password }).expect(200)).body.token;
  }

  it('counts one account\'s password guesses on both processes together', async () => {
    const [host, guesser] = [await account('kilitli'), await account('tahminci')];
    const created = await request(p1.url).post('/api/rooms/create').set('Authorization', `Bearer ${host}`).send({ roomName: 'Kilitli Oda', password: 'doğru-şifre' }).expect(201);
    const roomId = created.body.room._id;
    const statuses: number[] = [];
    for (let i = 0; i < JOIN_GUESS_LIMITS.perUser.points + 2; i++) {
      const base = i % 2 ? p2.url : p1.url;
      statuses.push((await request(base).post('/api/rooms/join').set('Authorization', `Bearer ${guesser}`).send({ roomId, password: `tahmin${i}` })).status);
    }
    // Apart, each process would allow the full budget: 2 x 10 wrong guesses answered 403.
    expect(statuses.slice(0, JOIN_GUESS_LIMITS.perUser.points).every((s) => s === 403)).toBe(true);
    expect(statuses.slice(JOIN_GUESS_LIMITS.perUser.points)).toEqual([429, 429]);
  });
});
