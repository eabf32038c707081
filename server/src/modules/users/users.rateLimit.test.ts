import { afterAll, beforeAll, expect, it } from 'vitest';
import request from 'supertest';
import { startTestServer, type TestServer } from '../../test/testServer';

let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer({ RATE_LIMIT_MAX: '3' });
});
afterAll(() => ts.close());

it.each([
  ['/api/users/login', { email: 'a@example.com', password: 'whatever1' }],
  ['/api/users/register', { username: 'x' }],
  ['/api/users/forgot-password', { email: 'a@example.com' }],
])('%s answers 429 with a Turkish message after RATE_LIMIT_MAX tries', async (path, body) => {
  for (let i = 0; i < 3; i++) {
    const res = await request(ts.url).post(path).send(body);
    expect(res.status).not.toBe(429);
  }
  const limited = await request(ts.url).post(path).send(body).expect(429);
  expect(limited.body.message).toBe('Çok fazla deneme yaptınız. Lütfen 15 dakika sonra tekrar deneyin.');
});

it('does not limit the profile calls', async () => {
  for (let i = 0; i < 5; i++) await request(ts.url).get('/api/users/profile').expect(401);
});
