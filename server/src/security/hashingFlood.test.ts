import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import request from 'supertest';
import { startTestServer, type TestServer } from '../test/testServer';
import { newAccount } from '../modules/users/testing/accounts';

// The real bcrypt cost (NODE_ENV=development, as `npm start`): the flood must not turn into hashing work.
let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer({ NODE_ENV: 'development', JWT_SECRET: '' });
  await request(ts.url).post('/api/users/register').send(newAccount('flood')).expect(201);
});
afterAll(() => ts.close());

// Loosely: before links were checked first, the flood queued 150 hashes (~10 s at this cost) in front of the
// login; now it costs 150 lookups. A quiet machine logs in within ~0.3 s (server/bench/accounts.bench.ts);
// the bound leaves room for a loaded CI machine.
it('150 parallel reset-password requests with random tokens do not hold up a real login (loosely: under 2 s)', async () => {
  const flood = Array.from({ length: 150 }, () =>
    request(ts.url).put(`/api/users/reset-password/${randomBytes(32).toString('hex')}`).send({ password: 'whatever12' }),
  );
  const started = Date.now();
  const login = await request(ts.url).post('/api/users/login').send({ email: 'flood@example.com', password: 'secret123' });
  const loginMs = Date.now() - started;
  const answers = await Promise.all(flood);
  expect(login.status).toBe(200);
  expect(answers.every((r) => r.status === 400 && r.body.message === 'Geçersiz veya süresi dolmuş bağlantı.')).toBe(true);
  expect(loginMs).toBeLessThan(2000);
});

it('a full hashing queue answers 503 with a Turkish message and Retry-After, never a 500 or an endless wait', async () => {
  const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => request(ts.url).post('/api/users/register').send(newAccount(`q${i}`))));
  const busy = answers.filter((r) => r.status === 503);
  expect(answers.every((r) => r.status === 201 || r.status === 503)).toBe(true);
  expect(busy.length).toBeGreaterThan(0);
  expect(busy[0].body.message).toBe('Sunucu şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.');
  expect(busy[0].headers['retry-after']).toBe('5');
});
