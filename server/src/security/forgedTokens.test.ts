import { afterAll, beforeAll, expect, it } from 'vitest';
import request from 'supertest';
import jwt from 'jsonwebtoken';
import { io as connect } from 'socket.io-client';
import { startTestServer, type TestServer } from '../test/testServer';
import { createTestUser, type TestUser } from '../test/fixtures';

// A server as `npm start` runs it: NODE_ENV unset (development) and no JWT_SECRET.
let ts: TestServer;
let user: TestUser;
beforeAll(async () => {
  ts = await startTestServer({ NODE_ENV: 'development', JWT_SECRET: '' });
  user = await createTestUser(ts.ctx);
});
afterAll(() => ts.close());

const socketRefused = (token: string) =>
  new Promise<string>((resolve) => {
    const s = connect(ts.url, { auth: { token }, transports: ['websocket'], reconnection: false });
    s.on('connect', () => {
      s.close();
      resolve('connected');
    });
    s.on('connect_error', (err) => {
      s.close();
      resolve(err.message);
    });
  });

it.each(['onbir-development-secret-change-me', 'please-change-this-secret'])('refuses a token signed with the published secret %j', async (secret) => {
  const forged = jwt.sign({ sub: user.id, username: user.username }, secret, { algorithm: 'HS256', expiresIn: '1h' });
  const res = await request(ts.url).get('/api/users/profile').set('Authorization', `Bearer ${forged}`).expect(401);
  expect(res.body.message).toMatch(/Oturumunuz/);
  expect(await socketRefused(forged)).toBe('Giriş yapmalısınız.');
});

it('accepts the token the server itself signed', async () => {
  await request(ts.url).get('/api/users/profile').set('Authorization', `Bearer ${user.token}`).expect(200);
  expect(await socketRefused(user.token)).toBe('connected');
});
