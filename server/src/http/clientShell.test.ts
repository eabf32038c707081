import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import compression from 'compression';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientShell } from './clientShell';
import { pageHtml, pagePattern } from './pageHtml';

const INDEX = `<!doctype html>
<html lang="tr">
  <head>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const BOARD_JS = `export const board = '${'taktik '.repeat(500)}';`;
const PAGES = [
  { path: '', js: ['/assets/HomePage-h1.js'], css: [] },
  { path: 'taktik', js: ['/assets/TacticsBoardPage-t1.js', '/assets/serialize-s1.js'], css: ['/assets/TacticsBoardPage-t1.css'] },
  { path: 'ilk11kur', js: ['/assets/BuilderPage-b1.js'], css: [], fetch: ['/api/players/clubs?q=&limit=10'] },
  { path: 'confirm-email/:token?', js: ['/assets/ConfirmEmailPage-c1.js'], css: [] },
];

/** A built client in a temporary folder; `pages` false leaves out dist/.vite/pages.json. */
function writeDist(pages: boolean): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'onbir-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dist, 'assets', 'TacticsBoardPage-t1.js'), BOARD_JS);
  fs.writeFileSync(path.join(dist, 'assets', 'TacticsBoardPage-t1.js.br'), brotliCompressSync(BOARD_JS));
  fs.writeFileSync(path.join(dist, 'assets', 'TacticsBoardPage-t1.css'), '.board { color: red }');
  if (pages) {
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite', 'pages.json'), JSON.stringify(PAGES));
  }
  return dist;
}

/** The same order as the app: compression first, then the client. */
async function serve(dist: string): Promise<{ url: string; server: Server }> {
  const server = express().use(compression()).use(clientShell(dist)).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const dists: string[] = [];
let app: { url: string; server: Server };
beforeAll(async () => {
  dists.push(writeDist(true), writeDist(false));
  app = await serve(dists[0]);
});
afterAll(() => {
  app?.server.close();
  for (const d of dists) fs.rmSync(d, { recursive: true, force: true });
});

describe('pagePattern', () => {
  it("keeps a page's first request in the head of a build whose HTML has no module script", async () => {
    const dist = writeDist(true);
    dists.push(dist);
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX.replace(/\s*<script type="module"[^\n]*<\/script>/, ''));
    const html = await pageHtml(dist)({ path: '/ilk11kur', viewport: 'phone', origin: '', locale: 'tr' });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin href="/api/players/clubs?q=&amp;limit=10">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/BuilderPage-b1.js">');
  });

  it('matches a route as the client does: any case, an optional trailing slash, one segment per parameter', () => {
    expect(pagePattern('').test('/')).toBe(true);
    expect(pagePattern('').test('/taktik')).toBe(false);
    for (const p of ['/taktik', '/TAKTIK', '/taktik/']) expect(pagePattern('taktik').test(p)).toBe(true);
    expect(pagePattern('taktik').test('/taktikx')).toBe(false);
    expect(pagePattern('room/:roomId').test('/room/abc')).toBe(true);
    expect(pagePattern('room/:roomId').test('/room')).toBe(false);
    expect(pagePattern('room/:roomId').test('/room/abc/squad-selection')).toBe(false);
    expect(pagePattern('confirm-email/:token?').test('/confirm-email')).toBe(true);
    expect(pagePattern('confirm-email/:token?').test('/confirm-email/t0k')).toBe(true);
    expect(pagePattern('confirm-email/:token?').test('/confirm-email/a/b')).toBe(false);
  });
});

describe('clientShell', () => {
  it("puts a page's scripts and styles in the head of its index.html, and nothing for an unknown path", async () => {
    const board = await fetch(`${app.url}/taktik`);
    expect(board.status).toBe(200);
    expect(board.headers.get('cache-control')).toBe('no-cache');
    expect(board.headers.get('content-type')).toMatch(/text\/html/);
    const html = await board.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/TacticsBoardPage-t1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/serialize-s1.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/TacticsBoardPage-t1.css">');
    expect(head).not.toContain('HomePage');
    expect(head).not.toContain('rel="preload"');
    // A page's first request leaves with the HTML (its fetch takes it: cors, same-origin credentials).
    const builder = await (await fetch(`${app.url}/ilk11kur`)).text();
    const firstRequest = builder.indexOf('<link rel="preload" as="fetch" crossorigin href="/api/players/clubs?q=&amp;limit=10">');
    expect(firstRequest).toBeGreaterThan(0);
    // Before the entry script: the answer gets one of the browser's six connections before any file.
    expect(firstRequest).toBeLessThan(builder.indexOf('<script type="module"'));
    expect(await (await fetch(`${app.url}/`)).text()).toContain('href="/assets/HomePage-h1.js"');
    expect(await (await fetch(`${app.url}/Confirm-Email/t0k`)).text()).toContain('href="/assets/ConfirmEmailPage-c1.js"');
    expect(await (await fetch(`${app.url}/no/such/page`)).text()).toBe(INDEX);
  });

  it('serves the plain index.html for every page when the build wrote no page list', async () => {
    const bare = await serve(dists[1]);
    try {
      const res = await fetch(`${bare.url}/taktik`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(INDEX);
    } finally {
      bare.server.close();
    }
  });

  it('sends the brotli file of a hashed asset when the browser takes brotli, cached for a year', async () => {
    const res = await fetch(`${app.url}/assets/TacticsBoardPage-t1.js`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await res.text()).toBe(BOARD_JS);
  });

  it('falls back to gzip or the plain file for a browser without brotli, still immutable', async () => {
    const gz = await fetch(`${app.url}/assets/TacticsBoardPage-t1.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await gz.text()).toBe(BOARD_JS);
    const plain = await fetch(`${app.url}/assets/TacticsBoardPage-t1.css`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await plain.text()).toBe('.board { color: red }');
  });

  it('caches files outside /assets (the service worker) for an hour only, and answers a missing asset with 404', async () => {
    const sw = await fetch(`${app.url}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('public, max-age=3600');
    // A missing hashed file must not get the HTML (a stale tab would run it as a script).
    expect((await fetch(`${app.url}/assets/gone-x1.js`)).status).toBe(404);
  });
});
