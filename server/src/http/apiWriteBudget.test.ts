import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(refused[0].body).toEqual({ message: 'Çok hızlı istek gönderiyorsunuz; lütfen biraz bekleyin.', code: 'TOO_FAST' });
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
});
