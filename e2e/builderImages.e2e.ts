import { readFile } from 'node:fs/promises';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { phone, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';
import { colourCount } from './kit/pixels';
import { insertPool, poolPlayerName, type PoolClub } from './kit/builderPool';
import { CREST_RGB, PORTRAIT_RGB, proxyOptionsFor, startImageHost, type ImageHost } from './kit/imageHost';
import { fillFromModal, poll, takePosters, watchPosters, type Box } from './kit/builder';

// Real faces and crests: the pool's image URLs through the server's proxy. A local stand-in serves them
// (the real CDNs are never fetched); with it down, or the phone offline, the generated badges stand in
// and every export still succeeds without a broken image.
const KARTAL: PoolClub = { id: 1, name: 'Kartal Spor', primary: '#ff00ff', players: 24 };
const OTHERS: PoolClub[] = Array.from({ length: 9 }, (_, i) => ({ id: i + 2, name: `Takım ${String.fromCharCode(65 + i)} FK`, primary: '#333333', players: 3 }));
const MAGENTA = [255, 0, 255];
const LAPTOP: BrowserContextOptions = { viewport: { width: 1366, height: 768 } };
const kartal = (i: number) => poolPlayerName(KARTAL, i).replace(/ \(\d+\)$/, '');

let browser: Browser;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

/** The app with the pool's images on `host` ('127.0.0.1:port'). */
async function appWithImages(host: string): Promise<E2eApp> {
  const app = await startApp({}, { imageProxyTest: proxyOptionsFor(() => undefined) });
  await insertPool(app.server.ctx.db, [KARTAL, ...OTHERS], host);
  return app;
}

/** Kartal's player i's portrait, as the page asks the proxy for it (builderPool.ts names it). */
const kartalFace = (i: number) => (url: URL) => url.pathname === '/api/images/proxy' && (url.searchParams.get('url') ?? '').includes(`/portrait/header/${KARTAL.id}${i}-`);

/** `refused`: requests the page's network never answers until the test unroutes them. */
async function open(app: E2eApp, options: BrowserContextOptions, refused?: (url: URL) => boolean) {
  const context = await browser.newContext({ ...options, acceptDownloads: true });
  if (refused) await context.route(refused, (r) => r.abort());
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${app.url}/ilk11kur`);
  await page.getByPlaceholder('Takım Adı Ara...').fill('kartal');
  await page.getByRole('button', { name: 'Kartal Spor' }).click();
  await poll(() => page.getByText('Seçilen Takım: Kartal Spor').isVisible()).toBe(true);
  for (const [key, i] of [['GK-0', 0], ['FWD-0', 12], ['SUB-0', 1]] as const) await fillFromModal(page, key, kartal(i), options === phone);
  await watchPosters(page);
  return { context, page, errors };
}

const inner = (b: Box) => ({ x: Math.round(b.x + b.w * 0.2), y: Math.round(b.y + b.h * 0.2), w: Math.round(b.w * 0.6), h: Math.round(b.h * 0.45) });

async function downloadPost(page: Page) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Gönderi (1080x1350)' }).click()]);
  const [layout] = await takePosters(page);
  return { png: await readFile((await file.path())!), layout };
}

/** The colour of the video at `at` (px of the 1080x1920 frame) `seconds` in, decoded by the browser itself. */
function videoPixel(page: Page, bytes: Buffer, type: string, seconds: number, at: { x: number; y: number }): Promise<number[]> {
  return page.evaluate(
    async ({ b64, type, seconds, at }) => {
      const video = document.createElement('video');
      video.muted = true;
      video.src = URL.createObjectURL(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type }));
      await new Promise((resolve, reject) => {
        video.onloadeddata = resolve;
        video.onerror = () => reject(new Error('video not decoded'));
      });
      video.currentTime = seconds;
      await new Promise((resolve) => (video.onseeked = resolve));
      // On a loaded machine the seeked frame can reach the element after the event: until then drawImage
      // draws nothing (alpha 0), so the frame is drawn again each animation frame until it is there.
      const canvas = Object.assign(document.createElement('canvas'), { width: 1080, height: 1920 });
      const ctx = canvas.getContext('2d')!;
      for (let tries = 0; tries < 300; tries++) {
        ctx.drawImage(video, 0, 0);
        const rgba = Array.from(ctx.getImageData(at.x, at.y, 1, 1).data);
        if (rgba[3] > 0) return rgba.slice(0, 3);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      throw new Error(`no frame drawn at ${seconds} s (readyState ${video.readyState}, duration ${video.duration} s)`);
    },
    { b64: bytes.toString('base64'), type, seconds, at },
  );
}
const near = (rgb: number[], want: readonly number[], tolerance = 60) => rgb.every((v, i) => Math.abs(v - want[i]) < tolerance);

test.describe('with a stand-in CDN', () => {
  let host: ImageHost;
  let app: E2eApp;
  test.beforeAll(async () => {
    host = await startImageHost();
    app = await appWithImages(host.host);
  });
  test.afterAll(async () => {
    await app?.close();
    await host?.close();
  });

  test('portraits and the crest appear on the cards, in the post and in the video, fetched once through the proxy', async () => {
    test.setTimeout(120_000);
    const { context, page, errors } = await open(app, LAPTOP);
    // The card's face is the stand-in's 150x190 portrait, served from our origin by the proxy.
    const face = page.locator('[data-slot="GK-0"] .b-card-face img');
    await poll(() => face.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(150);
    await expect(face).toHaveAttribute('src', /^\/api\/images\/proxy\?url=http%3A%2F%2F127\.0\.0\.1/);
    await poll(() => page.locator('.b-pitch-crest').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(100);

    const { png, layout } = await downloadPost(page);
    for (const card of layout.cards) expect(colourCount(png, inner(card.face), PORTRAIT_RGB), card.name).toBeGreaterThan(400);
    expect(colourCount(png, { x: 64, y: 56, w: 120, h: 100 }, CREST_RGB), 'crest').toBeGreaterThan(1000);
    expect(colourCount(png, inner(layout.cards[0].face), MAGENTA), 'no badge').toBe(0);

    // The reveal video (MP4 by default here): the keeper's portrait in its last second.
    const video = page.getByRole('button', { name: 'Video (MP4, 9:16)' });
    const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), video.click()]);
    const [story] = await takePosters(page);
    const keeper = story.cards.find((c) => c.name === kartal(0))!;
    const pixel = await videoPixel(page, await readFile((await file.path())!), 'video/mp4', 8.2, { x: Math.round(keeper.face.x + keeper.face.w / 2), y: Math.round(keeper.face.y + keeper.face.h * 0.35) });
    expect(near(pixel, PORTRAIT_RGB), `video pixel ${pixel}`).toBe(true);
    // Each image crossed to the stand-in once: the proxy's cache served every later use.
    const portraits = host.requests.filter((r) => r.startsWith('/portrait/'));
    expect(new Set(portraits).size).toBe(portraits.length);
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe('without images', () => {
  test('the CDN down: badges in the club colours on the cards and in the post, and the post is made', async () => {
    test.setTimeout(120_000);
    const host = await startImageHost();
    const dead = host.host;
    await host.close();
    const app = await appWithImages(dead);
    const { context, page, errors } = await open(app, phone);
    const face = page.locator('[data-slot="GK-0"] .b-card-face img');
    await poll(() => face.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    const { png, layout } = await downloadPost(page);
    expect(layout.cards).toHaveLength(3);
    for (const card of layout.cards) {
      expect(colourCount(png, inner(card.face), MAGENTA), `${card.name} badge`).toBeGreaterThan(200);
      expect(colourCount(png, inner(card.face), PORTRAIT_RGB), `${card.name} portrait`).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
    await app.close();
  });

  test('the phone offline after the squad was made: the post and the video are still made, no image broken', async () => {
    test.setTimeout(120_000);
    const host = await startImageHost();
    const app = await appWithImages(host.host);
    // The pickers show the squad's faces once their list has stayed on screen 150 ms (ListFace.tsx): on a
    // loaded machine it does, and the newcomer's face below would be in the cache. Refused until offline.
    const newcomerFace = kartalFace(2);
    const { context, page, errors } = await open(app, phone, newcomerFace);
    await poll(() => page.locator('[data-slot="FWD-0"] .b-card-face img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(150);
    await context.setOffline(true);
    await context.unroute(newcomerFace);
    // A face never shown before: its request fails offline, the local stand-in takes its place.
    await fillFromModal(page, 'SUB-1', kartal(2), true);
    const { png, layout } = await downloadPost(page);
    expect(png.readUInt32BE(16)).toBe(1080);
    expect(layout.cards).toHaveLength(4);
    const broken = await page.evaluate(() => Array.from(document.querySelectorAll('img')).filter((img) => img.complete && img.naturalWidth === 0).length);
    expect(broken).toBe(0);
    // In the file: the portrait the phone had, and the local stand-in face (grey) for the one it never got.
    const striker = layout.cards.find((c) => c.name === kartal(12))!;
    const newcomer = layout.cards.find((c) => c.name === kartal(2))!;
    expect(colourCount(png, inner(striker.face), PORTRAIT_RGB), 'portrait kept offline').toBeGreaterThan(400);
    expect(colourCount(png, inner(newcomer.face), [0x90, 0xa4, 0xae]), 'local stand-in face').toBeGreaterThan(200);
    // Encoding the 1080x1920 video takes seconds of CPU: as in the first test, its file is given a minute.
    await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: /^Video/ }).click()]);
    await expect(page.getByTestId('export-message')).toHaveText(/^Video \(MP4, 9:16\) indirildi/);
    expect(errors).toEqual([]);
    await context.close();
    await app.close();
    await host.close();
  });
});
