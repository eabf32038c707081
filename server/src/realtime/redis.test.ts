import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createClient } from 'redis';
import { startTestServer, type TestServer } from '../test/testServer';
import { STREAM_NAME } from './recovery';

// Runs only where a Redis is available (CI sets REDIS_URL for the multi-process suite and API suite).
// On a database of its own: the other API files' servers and the multi-process suite, run beside this one
// on the same Redis, broadcast through the same stream, and their entries came after this test's last one.
const url = process.env.REDIS_URL && ownDatabase(process.env.REDIS_URL);

function ownDatabase(base: string): string {
  const own = new URL(base);
  own.pathname = '/9';
  return own.toString();
}

const MAX_LEN = 1000;

describe.skipIf(!url)('with REDIS_URL', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ REDIS_URL: url!, REDIS_STREAM_MAX_LEN: String(MAX_LEN) });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('reports Redis in the readiness check', async () => {
    const res = await request(s.url).get('/api/ready').expect(200);
    expect(res.body.redis).toBe('up');
  });

  it('keeps the adapter\'s stream (the broadcasts a recovering socket is sent again) near REDIS_STREAM_MAX_LEN', async () => {
    const redis = createClient({ url });
    await redis.connect();
    try {
      const sent = MAX_LEN * 2;
      for (let i = 0; i < sent; i++) s.ctx.io!.to('stream-bound-test').emit('in_progress', `room-${i}`);
      // Each broadcast is one XADD; the last one has landed once the newest entry names it.
      await expect.poll(async () => (await redis.xRevRange(STREAM_NAME, '+', '-', { COUNT: 1 }))[0]?.message.data?.includes(`room-${sent - 1}`), { timeout: 20_000 }).toBe(true);
      const length = await redis.xLen(STREAM_NAME);
      // Trimmed with "~": whole nodes of entries at a time (100 by default), never far over the bound.
      expect(length).toBeLessThanOrEqual(MAX_LEN + 200);
      expect(length).toBeGreaterThanOrEqual(MAX_LEN);
    } finally {
      await redis.quit();
    }
  });
});
