import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { startTestServer, type TestServer } from './test/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

describe('app frame', () => {
  it('answers health and readiness', async () => {
    await request(s.url).get('/api/health').expect(200, { status: 'ok' });
    const ready = await request(s.url).get('/api/ready').expect(200);
    expect(ready.body.status).toBe('ready');
  });

  it('answers an unknown API path with a Turkish 404', async () => {
    const res = await request(s.url).get('/api/nope').expect(404);
    expect(res.body.message).toMatch(/bulunamadı/);
  });

  it('sends security headers and a request id', async () => {
    const res = await request(s.url).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
    // Served over plain http on a local network too: the policy must not force https.
    expect(res.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
  });

  it('lets pages connect and load styles only from the site itself (issue 37 item 8)', async () => {
    const policy = new Map(
      String((await request(s.url).get('/api/health')).headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    // 'self' covers the site's own ws: and wss: (CSP Level 3); a bare ws: or https: would allow any host.
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('refuses non-JSON and oversized bodies with a 4xx, not a 500', async () => {
    const bad = await request(s.url).post('/api/nope').set('Content-Type', 'application/json').send('{not json');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
    const huge = await request(s.url).post('/api/nope').send({ x: 'a'.repeat(200_000) });
    expect(huge.status).toBe(413);
  });
});
