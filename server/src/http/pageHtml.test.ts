import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientShell } from './clientShell';
import { createHash } from 'node:crypto';
import { inlineScriptHashes, viewportOf } from './pageHtml';

const INDEX = `<!doctype html>
<html lang="tr">
  <head>
    <title>onbir · Taktik, İlk 11 ve Turnuva</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const CLUBS_URL = '/api/players/clubs?q=&limit=10';
const PAGES = [
  {
    path: 'taktik',
    js: ['/assets/TacticsBoardPage-t1.js'],
    css: [],
    texts: { en: ['/assets/en-frame.js', '/assets/en-board.js'] },
    html: {
      tr: { phone: '<main>saha dikey</main>', wide: '<main>saha yatay</main>', title: 'Taktik Tahtası · onbir' },
      en: { phone: '<main>pitch upright</main>', wide: '<main>pitch lying</main>', title: 'Tactics Board · onbir' },
    },
  },
  { path: 'ilk11kur', js: ['/assets/BuilderPage-b1.js'], css: [], fetch: [CLUBS_URL], html: { tr: { phone: '<main>Yükleniyor</main>' }, en: { phone: '<main>Loading</main>' } } },
  { path: 'hakkimizda', js: ['/assets/AboutPage-a1.js'], css: [] },
];
// The build's server-side entry, as the test needs it: the page drawn from the answers it is given.
const ENTRY = `export async function render(url, viewport, answers, locale) {
  const clubs = answers[${JSON.stringify(CLUBS_URL)}].items.map((c) => c.club_name).join(', ');
  return '<main data-url="' + url + '" data-viewport="' + viewport + '" data-locale="' + locale + '">' + clubs + ' (' + (globalThis.renders = (globalThis.renders ?? 0) + 1) + ')</main>';
}`;

let clubs: unknown = { items: [{ club_name: 'Kartal Spor' }, { club_name: '</script><script>alert(1)</script>' }] };
let clubsStatus = 200;

async function serve(withEntry: boolean): Promise<{ url: string; server: Server; dist: string }> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'onbir-pages-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.mkdirSync(path.join(dist, '.vite', 'ssr'), { recursive: true });
  fs.writeFileSync(path.join(dist, '.vite', 'pages.json'), JSON.stringify(PAGES));
  if (withEntry) fs.writeFileSync(path.join(dist, '.vite', 'ssr', 'prerender.js'), ENTRY);
  const app = express()
    .get('/api/players/clubs', (_req, res) => void res.status(clubsStatus).json(clubs))
    .use(clientShell(dist));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, dist };
}

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const get = (url: string, ua: string) => fetch(url, { headers: { 'User-Agent': ua } });

let live: Awaited<ReturnType<typeof serve>>;
let bare: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  [live, bare] = await Promise.all([serve(true), serve(false)]);
});
afterAll(() => {
  for (const s of [live, bare]) {
    s?.server.close();
    if (s) fs.rmSync(s.dist, { recursive: true, force: true });
  }
});

describe('prerendered pages', () => {
  it('guesses a phone from its user agent, a laptop otherwise', () => {
    expect(viewportOf(PHONE)).toBe('phone');
    expect(viewportOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148')).toBe('phone');
    expect(viewportOf(LAPTOP)).toBe('wide');
    expect(viewportOf(undefined)).toBe('wide');
  });

  it("puts a page's first screen in #root, drawn for the visitor's likely width and named for the hydration", async () => {
    const phone = await get(`${live.url}/taktik`, PHONE);
    expect(phone.headers.get('vary')).toMatch(/User-Agent/);
    expect(phone.headers.get('cache-control')).toBe('no-cache');
    expect(await phone.text()).toContain('<div id="root" data-route="/taktik" data-viewport="phone"><main>saha dikey</main></div>');
    expect(await (await get(`${live.url}/TAKTIK/`, LAPTOP)).text()).toContain('<div id="root" data-route="/taktik" data-viewport="wide"><main>saha yatay</main></div>');
    // One markup for both widths: the laptop gets the phone's, named as what it is drawn for.
    expect(await (await get(`${bare.url}/ilk11kur`, LAPTOP)).text()).toContain('<div id="root" data-route="/ilk11kur" data-viewport="wide"><main>Yükleniyor</main></div>');
    // A page the build did not prerender keeps an empty #root and its files in the head.
    const about = await (await get(`${live.url}/hakkimizda`, PHONE)).text();
    expect(about).toContain('<div id="root"></div>');
    expect(about).toContain('href="/assets/AboutPage-a1.js"');
  });

  it("sends the page in the visitor's language: the choice's cookie, else Accept-Language; Turkish by default", async () => {
    const visit = async (headers: Record<string, string>) => (await fetch(`${live.url}/taktik`, { headers: { 'User-Agent': PHONE, ...headers } })).text();
    const english = await visit({ 'Accept-Language': 'en-GB,en;q=0.9' });
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<main>pitch upright</main>');
    expect(english).toContain('<title>Tactics Board · onbir</title>');
    // The translations the page needs download with its code, for English only.
    expect(english).toContain('<link rel="modulepreload" crossorigin href="/assets/en-board.js">');
    const turkish = await visit({ 'Accept-Language': 'tr-TR,tr' });
    expect(turkish).toContain('<html lang="tr">');
    expect(turkish).toContain('<main>saha dikey</main>');
    expect(turkish).toContain('<title>Taktik Tahtası · onbir</title>');
    expect(turkish).not.toContain('/assets/en-');
    // The choice wins over the browser's language, both ways; no header is Turkish.
    expect(await visit({ 'Accept-Language': 'en', Cookie: 'onbir_lang=tr' })).toContain('<main>saha dikey</main>');
    expect(await visit({ 'Accept-Language': 'de', Cookie: 'onbir_lang=en' })).toContain('<main>pitch upright</main>');
    expect(await visit({})).toContain('<html lang="tr">');
    const res = await fetch(`${live.url}/taktik`, { headers: { 'Accept-Language': 'en' } });
    expect(res.headers.get('vary')).toMatch(/Cookie/);
    expect(res.headers.get('vary')).toMatch(/Accept-Language/);
    // A page the build did not prerender, and any other path, still say their language.
    expect(await (await fetch(`${live.url}/hakkimizda`, { headers: { 'Accept-Language': 'en' } })).text()).toContain('<html lang="en">');
    const live2 = await (await fetch(`${live.url}/ilk11kur`, { headers: { 'Accept-Language': 'en', 'User-Agent': PHONE } })).text();
    expect(live2).toContain('data-locale="en"');
  });

  it("renders a page with a first request again with that request's answer, and carries the answer for the hydration", async () => {
    const html = await (await get(`${live.url}/ilk11kur`, PHONE)).text();
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root).toMatch(/^<div id="root" data-route="\/ilk11kur" data-viewport="phone"><main data-url="\/ilk11kur" data-viewport="phone" data-locale="tr">Kartal Spor, /);
    const data = /<script type="application\/json" id="first-answers">(.*?)<\/script>/.exec(html)![1];
    // Nothing in the data can end its element: a club named like markup stays text.
    expect(data).not.toMatch(/<|>/);
    expect(JSON.parse(data)).toEqual({ [CLUBS_URL]: clubs });
    // The answer is in the page: no separate request for it.
    expect(html).not.toContain('rel="preload" as="fetch"');
    expect(html).toContain('href="/assets/BuilderPage-b1.js"');
  });

  it('renders again at most once a minute: every visitor in between gets the same page', async () => {
    const first = await (await get(`${live.url}/ilk11kur`, LAPTOP)).text();
    clubs = { items: [{ club_name: 'Mavi Yıldız' }] };
    const second = await (await get(`${live.url}/ilk11kur`, LAPTOP)).text();
    expect(second).toBe(first);
    expect(second).toContain('data-viewport="wide" data-locale="tr">Kartal Spor');
  });

  it("falls back to the build's markup (no data, the client loads it) when the answer cannot be had", async () => {
    clubsStatus = 503;
    const down = await serve(true);
    try {
      const html = await (await get(`${down.url}/ilk11kur`, PHONE)).text();
      expect(html).toContain('<div id="root" data-route="/ilk11kur" data-viewport="phone"><main>Yükleniyor</main></div>');
      expect(html).not.toContain('first-answers');
    } finally {
      clubsStatus = 200;
      down.server.close();
      fs.rmSync(down.dist, { recursive: true, force: true });
    }
  });

  it("names the inline scripts of the build's markup for the page's policy, each once, and nothing else", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'onbir-hashes-'));
    const drag = '(function earlyDrag(s) { return s && 1 < 2; })(document.currentScript)';
    const pages = [
      { path: 'taktik', js: [], css: [], html: { tr: { phone: `<svg></svg><script>${drag}</script>`, wide: `<svg></svg><script>${drag}</script>` }, en: { phone: `<svg></svg><script>${drag}</script>` } } },
      { path: 'ilk11kur', js: [], css: [], html: { tr: { phone: '<main><script type="application/json" id="x">{"a":1}</script></main>' } } },
      { path: 'hakkimizda', js: [], css: [] },
    ];
    fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(dist, '.vite', 'pages.json'), JSON.stringify(pages));
    // As the browser works it out: SHA-256 of the element's text, in base64.
    expect(inlineScriptHashes(dist)).toEqual([`'sha256-${createHash('sha256').update(drag).digest('base64')}'`]);
    fs.rmSync(dist, { recursive: true, force: true });
    expect(inlineScriptHashes(dist)).toEqual([]);
  });
});
