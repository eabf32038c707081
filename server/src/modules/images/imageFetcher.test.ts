import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { AddressInfo, Socket } from 'node:net';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { AppContext } from '../../context';
import { fetchImage, ImageRefused } from './imageFetcher';
import { imagesRouter } from './images.routes';

/** The image proxy against a host that drips its image, and against names that resolve to IPv4 inside IPv6 (issue 25 item 12). */
let drip: http.Server;
let port: number;
const openConnections = new Set<Socket>();
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-deadline-'));

beforeAll(async () => {
  // One byte every 200 ms for up to 30 s: never silent long enough for a per-read timeout.
  drip = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png' });
    const t = setInterval(() => res.write(Buffer.from([0])), 200);
    setTimeout(() => (clearInterval(t), res.end()), 30_000).unref();
    res.on('close', () => clearInterval(t));
  });
  drip.on('connection', (s) => {
    openConnections.add(s);
    s.on('close', () => openConnections.delete(s));
  });
  await new Promise<void>((r) => drip.listen(0, '127.0.0.1', () => r()));
  port = (drip.address() as AddressInfo).port;
});
afterAll(() => {
  drip.closeAllConnections();
  drip.close();
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

describe('a total deadline on every fetch', () => {
  it('answers the fallback badge once IMAGE_FETCH_DEADLINE_MS has passed, and closes the dripping connection', async () => {
    const config = loadConfig({ DATA_DIR: cacheDir, JWT_SECRET: 'test-secret-test-secret', NODE_ENV: 'test', IMAGE_PROXY_HOSTS: 'cdn.test', IMAGE_FETCH_DEADLINE_MS: '700' });
    const ctx = { config } as AppContext;
    const app = express().use('/api/images', imagesRouter(ctx, { allowLoopback: true, resolve: async () => [{ address: '127.0.0.1', family: 4 }] }));
    const started = performance.now();
    const res = await Promise.race([
      request(app).get('/api/images/proxy').query({ url: `http://cdn.test:${port}/drip.png` }).buffer(true),
      new Promise<null>((r) => setTimeout(() => r(null), 4000)),
    ]);
    expect(res).not.toBeNull();
    expect(res!.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(performance.now() - started).toBeLessThan(4000);
    await expect.poll(() => openConnections.size).toBe(0);
  });
});

describe('IPv6 addresses that carry a private or loopback IPv4', () => {
  it.each(['::7f00:1', '::ffff:7f00:1', '2002:7f00:1::', '64:ff9b::7f00:1', '2001:0:4136:e378:8000:63bf:3fff:fdd2'])('refuses a name resolving to %s before connecting', async (address) => {
    const err = await fetchImage('http://cdn.test/x.png', { allowedHosts: ['cdn.test'], maxBytes: 1000, resolve: async () => [{ address, family: 6 }] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImageRefused);
    expect((err as ImageRefused).reason).toBe('address');
  });
});
