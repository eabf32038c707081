import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { startTestServer, type TestServer } from '../test/testServer';

// Runs only where a Redis is available (CI sets REDIS_URL for the multi-process suite and API suite).
const url = process.env.REDIS_URL;

describe.skipIf(!url)('with REDIS_URL', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ REDIS_URL: url! });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('reports Redis in the readiness check', async () => {
    const res = await request(s.url).get('/api/ready').expect(200);
    expect(res.body.redis).toBe('up');
  });
});
