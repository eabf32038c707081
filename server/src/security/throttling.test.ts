import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { startTestServer, type TestServer } from '../test/testServer';
import { newAccount } from '../test/accounts';

/** Login throttles that a forged X-Forwarded-For cannot get around, and that hold per account. */
describe('without TRUST_PROXY (the default)', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer({ RATE_LIMIT_MAX: '20' });
  });
  afterAll(() => ts.close());

  it('throttles 60 wrong logins that each forge a different X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const res = await request(ts.url)
        .post('/api/users/login')
        .set('X-Forwarded-For', `203.0.113.${i}`)
        .send({ email: `guess${i}@example.com`, password: 'wrong-guess' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
  });
});

describe('behind a proxy (TRUST_PROXY=1), per account', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer({ RATE_LIMIT_MAX: '20', TRUST_PROXY: '1' });
  });
  afterAll(() => ts.close());

  const login = (email: string, password: string, from: string) =>
    request(ts.url).post('/api/users/login').set('X-Forwarded-For', from).send({ email, password });

  it('believes the proxy: each client address has its own counter', async () => {
    for (let i = 0; i < 25; i++) expect((await login(`x${i}@example.com`, 'wrong-guess', `198.51.100.${i}`)).status).toBe(401);
  });

  it('locks one e-mail after repeated failures from 40 different addresses, right password included, with Retry-After', async () => {
    await request(ts.url).post('/api/users/register').set('X-Forwarded-For', '192.0.2.250').send(newAccount('victim')).expect(201);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await login('victim@example.com', `guess-${i}`, `192.0.2.${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    const locked = await login('VICTIM@example.com', 'kale-direk-42', '192.0.2.200').expect(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    // Refused attempts are not counted: five failures, a 15-second lock, whatever the 35 after them did.
    expect(retryAfter).toBeLessThanOrEqual(15);
    expect(locked.body.message).toBe(`Bu hesaba çok fazla hatalı giriş denemesi yapıldı. Lütfen ${retryAfter} saniye sonra tekrar deneyin.`);
    // Another account is not touched.
    await request(ts.url).post('/api/users/register').set('X-Forwarded-For', '192.0.2.251').send(newAccount('bystander')).expect(201);
    await login('bystander@example.com', 'kale-direk-42', '192.0.2.201').expect(200);
  });

  it('answers an unknown e-mail the same way, so a lock does not tell whether the account exists', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await login('nobody-here@example.com', `guess-${i}`, `192.0.2.${100 + i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});
