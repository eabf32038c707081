import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test/testServer';
import { createTestUser } from '../test/fixtures';

/** One account's burst of writes is refused in memory before it queues database work (issue 25 bench: 520 concurrent creates). */
let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer({ API_WRITES_PER_10S: '5' });
});
afterAll(() => ts.close());

describe('API write budget', () => {
  it('refuses an account’s writes past API_WRITES_PER_10S with a Turkish 429, and leaves reads and other accounts alone', async () => {
    const flooder = await createTestUser(ts.ctx);
    const other = await createTestUser(ts.ctx);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => request(ts.url).post('/api/rooms/create').set('Authorization', `Bearer ${flooder.token}`).send({ roomName: `Sel ${i}` })),
    );
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(35);
    expect(refused[0].body).toEqual({ message: 'Çok hızlı istek gönderiyorsunuz; lütfen biraz bekleyin.', key: 'realtime.SOCKET_FLOOD', params: {}, code: 'TOO_FAST' });
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
    await request(ts.url).get('/api/rooms').set('Authorization', `Bearer ${flooder.token}`).expect(200);
    await request(ts.url).post('/api/rooms/create').set('Authorization', `Bearer ${other.token}`).send({ roomName: 'Başka' }).expect(201);
  });

  it('counts writes without a valid token per address, so forged tokens do not get a fresh budget each', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      const res = await request(ts.url).post('/api/contact').set('Authorization', `Bearer forged.${i}.token`).send({ name: 'A', email: 'a@example.com', subject: 'K', message: 'M' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('counts a revoked token’s writes apart from its owner: after logout-all they cannot spend the owner’s budget (issue 37 item 1)', async () => {
    // A server of its own: the revoked token's writes spend its address's budget, which the tests above share.
    const own = await startTestServer({ API_WRITES_PER_10S: '5' });
    try {
      const owner = await createTestUser(own.ctx);
      const stolen = owner.token;
      await request(own.url).post('/api/users/logout-all').set('Authorization', `Bearer ${stolen}`).expect(200);
      const again = await request(own.url).post('/api/users/login').send({ email: owner.email, password: owner.password }).expect(200);
      const writes = await Promise.all(
        Array.from({ length: 35 }, (_, i) => request(own.url).post('/api/rooms/create').set('Authorization', `Bearer ${stolen}`).send({ roomName: `Eski ${i}` })),
      );
      // The old token is refused everywhere (401, then 429 once its address's budget is spent) and makes nothing.
      expect(writes.every((w) => w.status === 401 || w.status === 429)).toBe(true);
      await request(own.url).post('/api/rooms/create').set('Authorization', `Bearer ${again.body.token}`).send({ roomName: 'Sahibin odası' }).expect(201);
    } finally {
      await own.close();
    }
  });

  it('refuses a burst that names no language after one read of the account’s saved language, not one per request', async () => {
    // The flood bench's 520 creates send no Accept-Language: each used to read the user's saved language
    // before the budget refused it, and every other user's queries waited behind those reads.
    const flooder = await createTestUser(ts.ctx);
    const english = await createTestUser(ts.ctx);
    await request(ts.url).put('/api/users/language').set('Authorization', `Bearer ${english.token}`).set('Accept-Language', 'tr').send({ language: 'en' }).expect(200);
    const select = vi.spyOn(ts.ctx.db, 'select');
    try {
      const burst = (token: string, n: number) =>
        Promise.all(Array.from({ length: n }, (_, i) => request(ts.url).post('/api/rooms/create').set('Authorization', `Bearer ${token}`).send({ roomName: `Dil ${i}` })));
      const [turkish, inEnglish] = await Promise.all([burst(flooder.token, 60), burst(english.token, 20)]);
      const languageReads = select.mock.calls.filter(([fields]) => typeof fields === 'object' && fields !== null && 'language' in fields);
      expect(languageReads.length).toBeLessThanOrEqual(1);
      expect(turkish.filter((a) => a.status === 429)).toHaveLength(55);
      expect(turkish.find((a) => a.status === 429)!.body.message).toBe('Çok hızlı istek gönderiyorsunuz; lütfen biraz bekleyin.');
      // The saved choice still speaks: the refusals of the account that chose English are in English.
      expect(inEnglish.find((a) => a.status === 429)!.body).toEqual({ code: 'TOO_FAST', key: 'realtime.SOCKET_FLOOD', params: {}, message: 'You are sending requests too fast; please wait a moment.' });
    } finally {
      select.mockRestore();
    }
  });
  it('counts a write once per limiter when a route has its own limit too', async () => {
    // A create passes the write budget and the room-password limit, both keyed by the account: two
    // counters, each its own, each counting the create once.
    const own = await startTestServer({ API_WRITES_PER_10S: '5' });
    try {
      const host = await createTestUser(own.ctx);
      const auth = { Authorization: `Bearer ${host.token}` };
      await request(own.url).post('/api/rooms/create').set(auth).send({ roomName: 'Kilitli', password: 'kale-direk-42' }).expect(201);
      for (let i = 0; i < 4; i++) await request(own.url).put('/api/users/language').set(auth).send({ language: 'tr' }).expect(200);
      expect((await request(own.url).put('/api/users/language').set(auth).send({ language: 'tr' }).expect(429)).body.code).toBe('TOO_FAST');
    } finally {
      await own.close();
    }
  });

  it('once it has refused an account, answers the rest of the window before Express: the same 429, in the refusal’s language', async () => {
    const flooder = await createTestUser(ts.ctx);
    const create = (lang?: string) => {
      const r = request(ts.url).post('/api/rooms/create').set('Authorization', `Bearer ${flooder.token}`);
      return (lang ? r.set('Accept-Language', lang) : r).send({ roomName: 'Kapı' });
    };
    for (let i = 0; i < 6; i++) await create('en');
    const early = await create('en');
    expect(early.status).toBe(429);
    expect(early.body).toEqual({ code: 'TOO_FAST', message: 'You are sending requests too fast; please wait a moment.' });
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    // Express and its limiter never saw it: none of the limiter's RateLimit headers.
    expect(early.headers['ratelimit-policy']).toBeUndefined();
    // Naming no language, the account's own (Turkish here): told by the first such refusal, then kept.
    for (const via of ['express', 'gate']) {
      const unnamed = await create();
      expect(unnamed.body.message, via).toBe('Çok hızlı istek gönderiyorsunuz; lütfen biraz bekleyin.');
      expect(unnamed.headers['ratelimit-policy'] === undefined, via).toBe(via === 'gate');
    }
    // Reads and other accounts still go through Express as before.
    await request(ts.url).get('/api/rooms').set('Authorization', `Bearer ${flooder.token}`).expect(200);
  });
});
