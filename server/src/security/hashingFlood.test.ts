import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { afterAll, beforeAll, expect, it } from 'vitest';
import request from 'supertest';
import { startTestServer, type TestServer } from '../test/testServer';
import { newAccount } from '../test/accounts';
import { QUEUE_PER_THREAD } from '../modules/auth/passwords';

// The real bcrypt cost (NODE_ENV=development, as `npm start`): the flood must not turn into hashing work.
let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer({ NODE_ENV: 'development', JWT_SECRET: '' });
  await request(ts.url).post('/api/users/register').send(newAccount('flood')).expect(201);
});
afterAll(() => ts.close());

// Before links were checked first, the flood queued 150 hashes (~10 s at this cost) in front of the login;
// now it hashes nothing and costs 150 lookups. A quiet machine logs in within ~0.3 s during the flood
// (server/bench/accounts.bench.ts); the time bound is loose, for a CI machine running other suites.
it('150 parallel reset-password requests with random tokens hash nothing and do not hold up a real login', async () => {
  const hash = ts.ctx.passwords.hash;
  let hashes = 0;
  ts.ctx.passwords.hash = (password) => {
    hashes += 1;
    return hash(password);
  };
  const flood = Array.from({ length: 150 }, () =>
    request(ts.url).put(`/api/users/reset-password/${randomBytes(32).toString('hex')}`).send({ password: 'whatever12' }),
  );
  const started = Date.now();
  const login = await request(ts.url).post('/api/users/login').send({ email: 'flood@example.com', password: 'kale-direk-42' });
  const loginMs = Date.now() - started;
  const answers = await Promise.all(flood);
  expect(login.status).toBe(200);
  expect(answers.every((r) => r.status === 400 && r.body.message === 'Geçersiz veya süresi dolmuş bağlantı.')).toBe(true);
  ts.ctx.passwords.hash = hash;
  expect(hashes).toBe(0);
  expect(loginMs).toBeLessThan(5000);
});

it('a full hashing queue answers 503 with a Turkish message and Retry-After, never a 500 or an endless wait', async () => {
  // More than the pool's threads can run plus what its queue holds, on any machine.
  const threads = Math.max(1, os.availableParallelism() - 1);
  const count = threads * (QUEUE_PER_THREAD + 1) + 20;
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => request(ts.url).post('/api/users/register').send(newAccount(`q${i}`))));
  const busy = answers.filter((r) => r.status === 503);
  expect(answers.every((r) => r.status === 201 || r.status === 503)).toBe(true);
  expect(busy.length).toBeGreaterThan(0);
  expect(busy[0].body.message).toBe('Sunucu şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.');
  expect(busy[0].headers['retry-after']).toBe('5');
});
