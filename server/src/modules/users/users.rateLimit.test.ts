import { afterAll, beforeAll, expect, it } from 'vitest';
import request from 'supertest';
import { startTestServer, type TestServer } from '../../test/testServer';
import { createTestUser } from '../../test/fixtures';

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

it('limits reset-password per address, before the link is even looked at', async () => {
  const path = `/api/users/reset-password/${'a'.repeat(64)}`;
  for (let i = 0; i < 3; i++) await request(ts.url).put(path).send({ password: 'whatever1' }).expect(400);
  const limited = await request(ts.url).put(path).send({ password: 'whatever1' }).expect(429);
  expect(limited.body.message).toBe('Çok fazla deneme yaptınız. Lütfen 15 dakika sonra tekrar deneyin.');
});

it('limits password changes and e-mail change requests per account, not profile edits without a password', async () => {
  const u = await createTestUser(ts.ctx);
  const auth = { Authorization: `Bearer ${u.token}` };
  const profile = { username: u.username, firstName: 'Ali', lastName: '', phoneNumber: '' };
  for (let i = 0; i < 5; i++) await request(ts.url).put('/api/users/profile').set(auth).send(profile).expect(200);
  for (let i = 0; i < 3; i++) await request(ts.url).put('/api/users/profile').set(auth).send({ ...profile, currentPassword: 'wrong-one', password: 'newpass12' }).expect(400);
  await request(ts.url).put('/api/users/profile').set(auth).send({ ...profile, currentPassword: u.password, password: 'newpass12' }).expect(429);
  const email = { newEmail: 'elsewhere@example.com', currentPassword: 'wrong-one' };
  for (let i = 0; i < 3; i++) await request(ts.url).post('/api/users/request-email-change').set(auth).send(email).expect(400);
  await request(ts.url).post('/api/users/request-email-change').set(auth).send(email).expect(429);
});

it('does not limit reading the profile', async () => {
  for (let i = 0; i < 5; i++) await request(ts.url).get('/api/users/profile').expect(401);
});
