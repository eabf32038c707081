import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/testServer';
import type { Db } from '../../db/client';
import { imagesRouter } from './images.routes';

// Manchester City's crest and Virgil van Dijk's face as the players API writes them.
const CITY_CREST = '/api/images/badge/shield/6cabdd/1c2c5b/MC.svg';
const VAN_DIJK_FACE = '/api/images/badge/circle/c8102e/f6eb61/VD.svg';

// Any use of it fails the test: the image routes read no database.
const NO_DB = new Proxy({} as Db, {
  get() {
    throw new Error('the image routes read no database');
  },
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const MAX_BYTES = 1000;

/** A local server standing in for the CDN; it counts every request that reaches it. */
function startCdn() {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url!);
    const host = `cdn.test:${(server.address() as AddressInfo).port}`;
    switch (req.url!.split('?')[0]) {
      case '/by-query.png':
        // Another image for another query: the query's last byte in the image's.
        res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.concat([PNG, Buffer.from(req.url!.slice(-1))]));
        return;
      case '/ok.png':
      case '/face.png':
        res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
        return;
      case '/page.html':
        res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>not an image</h1>');
        return;
      case '/script.svg':
        res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg><script>alert(1)</script></svg>');
        return;
      case '/big.png':
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(MAX_BYTES * 5) }).end(Buffer.alloc(MAX_BYTES * 5));
        return;
      case '/big-stream.png':
        res.writeHead(200, { 'content-type': 'image/png' });
        for (let i = 0; i < 10; i++) res.write(Buffer.alloc(500));
        res.end();
        return;
      case '/to-ok':
        res.writeHead(302, { location: '/ok.png' }).end();
        return;
      case '/to-private':
        res.writeHead(302, { location: `http://internal.test:${(server.address() as AddressInfo).port}/ok.png` }).end();
        return;
      case '/to-metadata':
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
        return;
      case '/loop':
        res.writeHead(302, { location: `http://${host}/loop` }).end();
        return;
      default:
        res.writeHead(500).end();
    }
  });
  return new Promise<{ server: http.Server; port: number; hits: string[] }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, hits })),
  );
}

// One real server for the file (a server start is most of this file's time); the image routes read no database.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ IMAGE_PROXY_HOSTS: 'localhost,cdn.test,internal.test', IMAGE_MAX_BYTES: String(MAX_BYTES) });
});
afterAll(() => server.close());

describe('image proxy', () => {
  let cdn: Awaited<ReturnType<typeof startCdn>>;
  let proxy: express.Express;
  /** The proxy as the images module builds it, over its own cache folder and options. */
  let proxyWith: (config: Partial<TestServer['ctx']['config']>) => express.Express;
  const lookups: string[] = [];
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-cache-'));

  beforeAll(async () => {
    cdn = await startCdn();
    // The proxy as tests run it: loopback permitted in code, names resolved by a table (no real DNS),
    // and no database (badges are drawn from their path alone).
    const names: Record<string, string> = { 'cdn.test': '127.0.0.1', 'internal.test': '10.1.2.3' };
    proxyWith = (config) =>
      express().use(
        '/api/images',
        imagesRouter(
          { ...server.ctx, db: NO_DB, config: { ...server.ctx.config, DATA_DIR: cacheDir, ...config } },
          {
            allowLoopback: true,
            resolve: async (host) => {
              lookups.push(host);
              return names[host] ? [{ address: names[host], family: 4 }] : [];
            },
          },
        ),
      );
    proxy = proxyWith({});
  });
  afterAll(async () => {
    cdn.server.close();
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    cdn.hits.length = 0;
    lookups.length = 0;
  });

  const viaProxy = (url: string, fallback = CITY_CREST) =>
    request(proxy).get('/api/images/proxy').query({ url, fallback }).buffer(true);
  const cdnUrl = (p: string, host = 'cdn.test') => `http://${host}:${cdn.port}${p}`;
  const expectFallback = (res: request.Response) => {
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body.toString()).toContain('#6cabdd');
  };

  it('passes an allowed image through with cache and CORS headers, then serves it from the disk cache', async () => {
    const res = await viaProxy(cdnUrl('/ok.png'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(res.body, PNG)).toBe(0);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(fs.readdirSync(path.join(cacheDir, 'image-cache')).length).toBeGreaterThan(0);

    const again = await viaProxy(cdnUrl('/ok.png'));
    expect(Buffer.compare(again.body, PNG)).toBe(0);
    expect(cdn.hits).toEqual(['/ok.png']);
  });

  it('fetches and stores an image asked with a fragment, a default port or another case of host once', async () => {
    const files = fs.readdirSync(path.join(cacheDir, 'image-cache')).length;
    for (const url of [cdnUrl('/face.png?lm=1'), `${cdnUrl('/face.png?lm=1')}#x`, cdnUrl('/face.png?lm=1').replace('cdn.test', 'CDN.Test')]) {
      const res = await viaProxy(url);
      expect(Buffer.compare(res.body, PNG), url).toBe(0);
    }
    expect(cdn.hits).toEqual(['/face.png?lm=1']);
    expect(fs.readdirSync(path.join(cacheDir, 'image-cache'))).toHaveLength(files + 1);
  });

  it('answers each query with its own image: the first asker does not decide another query’s bytes (issue 37 item 8)', async () => {
    const first = await viaProxy(cdnUrl('/by-query.png?v=1'));
    const second = await viaProxy(cdnUrl('/by-query.png?v=2'));
    expect(first.body.at(-1)).toBe('1'.charCodeAt(0));
    expect(second.body.at(-1)).toBe('2'.charCodeAt(0));
    expect(cdn.hits).toEqual(['/by-query.png?v=1', '/by-query.png?v=2']);
    // Each is kept under its own query.
    expect((await viaProxy(cdnUrl('/by-query.png?v=1'))).body.at(-1)).toBe('1'.charCodeAt(0));
    expect(cdn.hits).toHaveLength(2);
  });

  it('keeps its disk cache within IMAGE_CACHE_MAX_BYTES, dropping the least recently used image', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-cache-cap-'));
    const small = proxyWith({ DATA_DIR: dir, IMAGE_CACHE_MAX_BYTES: PNG.length * 2 });
    for (const p of ['/ok.png', '/face.png', '/ok.png', '/face.png', '/ok.png']) await request(small).get('/api/images/proxy').query({ url: cdnUrl(p) });
    await request(small).get('/api/images/proxy').query({ url: cdnUrl('/to-ok') });
    expect(cdn.hits).toEqual(['/ok.png', '/face.png', '/to-ok', '/ok.png']);
    expect(fs.readdirSync(path.join(dir, 'image-cache'))).toHaveLength(2);
    // /ok.png was used after /face.png: the face went.
    for (const p of ['/ok.png', '/face.png']) await request(small).get('/api/images/proxy').query({ url: cdnUrl(p) });
    expect(cdn.hits.slice(4)).toEqual(['/face.png']);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('follows a redirect to an allowed image', async () => {
    const res = await viaProxy(cdnUrl('/to-ok'));
    expect(res.headers['content-type']).toBe('image/png');
    expect(cdn.hits).toEqual(['/to-ok', '/ok.png']);
  });

  it('refuses a host off the allow-list without looking it up or connecting', async () => {
    expectFallback(await viaProxy(cdnUrl('/ok.png', 'other.test')));
    expectFallback(await viaProxy(`http://127.0.0.1:${cdn.port}/ok.png`));
    expect(lookups).toEqual([]);
    expect(cdn.hits).toEqual([]);
  });

  it('refuses other schemes', async () => {
    expectFallback(await viaProxy('file:///etc/passwd'));
    expectFallback(await viaProxy(`ftp://cdn.test:${cdn.port}/ok.png`));
    expectFallback(await viaProxy('not a url'));
    expect(cdn.hits).toEqual([]);
  });

  it('refuses an allowed name that resolves to a private address, directly or through a redirect', async () => {
    expectFallback(await viaProxy(cdnUrl('/ok.png', 'internal.test')));
    expect(lookups).toEqual(['internal.test']);
    expect(cdn.hits).toEqual([]);

    expectFallback(await viaProxy(cdnUrl('/to-private')));
    expectFallback(await viaProxy(cdnUrl('/to-metadata')));
    // Only the redirecting answers were fetched; the private targets never were.
    expect(cdn.hits).toEqual(['/to-private', '/to-metadata']);
  });

  it('refuses loopback by default: the real module with no test options', async () => {
    const res = await request(server.url).get('/api/images/proxy').query({ url: cdnUrl('/ok.png', 'localhost'), fallback: CITY_CREST }).buffer(true);
    expectFallback(res);
    expect(cdn.hits).toEqual([]);
  });

  it('refuses non-images (SVG included), oversized images and endless redirects', async () => {
    expectFallback(await viaProxy(cdnUrl('/page.html')));
    expectFallback(await viaProxy(cdnUrl('/script.svg')));
    expectFallback(await viaProxy(cdnUrl('/big.png')));
    expectFallback(await viaProxy(cdnUrl('/big-stream.png')));
    cdn.hits.length = 0;
    expectFallback(await viaProxy(cdnUrl('/loop')));
    expect(cdn.hits).toHaveLength(4);
  });

  it('answers the fallback badge when the image fails, or a neutral one for a foreign or malformed fallback', async () => {
    const failed = await viaProxy(cdnUrl('/missing.png'), VAN_DIJK_FACE);
    expect(failed.status).toBe(200);
    expect(failed.body.toString()).toContain('>VD</text>');
    expect(failed.body.toString()).toContain('#c8102e');
    for (const fallback of [
      'https://evil.example/x.svg',
      '/api/images/player/pool-8-virgil-van-dijk.svg',
      '/api/images/badge/circle/c8102e/f6eb61/%3Cscript%3E.svg',
      '/api/images/badge/circle/c8102e"/f6eb61/VD.svg',
    ]) {
      const neutral = await viaProxy(cdnUrl('/missing.png'), fallback);
      expect(neutral.status).toBe(200);
      expect(neutral.body.toString()).toContain('>?</text>');
      expect(neutral.body.toString()).not.toContain('script');
    }
  });
});

describe('generated badges', () => {
  let badges: express.Express;
  beforeAll(async () => {
    badges = express().use('/api/images', imagesRouter({ ...server.ctx, db: NO_DB }));
  });

  it('draws the badge its path names, without a database, cached for good', async () => {
    const res = await request(badges).get(CITY_CREST).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const svg = res.body.toString();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('<path ');
    expect(svg).toContain('fill="#6cabdd"');
    expect(svg).toContain('>MC</text>');
    const again = await request(badges).get(CITY_CREST).buffer(true);
    expect(again.body.toString()).toBe(svg);
  });

  it('reads percent-encoded initials (Turkish letters)', async () => {
    const res = await request(badges).get('/api/images/badge/circle/e30a17/ffffff/%C4%B0G.svg').buffer(true);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('>İG</text>');
  });

  it.each([
    '/api/images/badge/circle/6CABDD/1c2c5b/MC.svg',
    '/api/images/badge/square/6cabdd/1c2c5b/MC.svg',
    '/api/images/badge/circle/6cabd/1c2c5b/MC.svg',
    '/api/images/badge/circle/6cabdd/1c2c5b/MC.png',
    '/api/images/badge/circle/6cabdd/1c2c5b/M1.svg',
    '/api/images/badge/circle/6cabdd/1c2c5b/ABCDEFG.svg',
    '/api/images/badge/circle/6cabdd/1c2c5b/%3Cscript%3E.svg',
    '/api/images/badge/circle/6cabdd/1c2c5b/%E0%A4%A.svg',
    '/api/images/badge/circle/6cabdd/1c2c5b/MC/x.svg',
    '/api/images/badge/circle/6cabdd/MC.svg',
    '/api/images/player/pool-7-erling-braut-haaland.svg',
    '/api/images/club/7.svg',
  ])('answers 4xx, not a badge, for %s', async (path) => {
    const res = await request(server.url).get(path);
    // 400 for a broken percent-encoding (the router cannot decode the path), 404 otherwise.
    expect([400, 404]).toContain(res.status);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
