import { readFile } from 'node:fs/promises';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { readAnalysisFile } from '../shared/src/video/file';
import { seriousA11yViolations, sidewaysOverflow } from './kit/axe';
import { boardSuite } from './kit/board';
import { desktop, phone } from './kit/harness';
import { expect, test, withServiceWorker } from './kit/test';
import { dragOver, makeClip, overlayAt, scrub, shownTime } from './kit/videoPage';

/**
 * Video analysis (/taktik/video, docs/video.md) as a coach meets it on a laptop and on a 390 px touch
 * phone: a clip made by the test in the page (a canvas with a marker moving across, recorded by
 * MediaRecorder) opened from the file input, stepped, sped, scrubbed, and an arrow drawn at 2.0 s that shows
 * from 2.0 to 5.0 s over the video and not before or after; the analysis saved as a file and opened again.
 */
const suite = boardSuite();
const CLIP_SECONDS = 6;
/** The arrow's ends, in shares of the picture, and the yellow it is drawn in (the board's palette). */
const FROM = { x: 0.2, y: 0.3 };
const TO = { x: 0.7, y: 0.3 };
const YELLOW = [0xff, 0xeb, 0x3b];

const arrowShown = async (page: Page) => {
  const [r, g, b, a] = await overlayAt(page, { x: (FROM.x + TO.x) / 2, y: FROM.y });
  return a > 200 && [r, g, b].every((v, i) => Math.abs(v - YELLOW[i]) < 40);
};

const VIEWS: Array<[string, BrowserContextOptions, boolean]> = [
  ['laptop', desktop, false],
  ['390 px touch phone', phone, true],
];

for (const [view, options, touch] of VIEWS) {
  test(`on a ${view}, a clip opened from the device is stepped, scrubbed and drawn on; the arrow shows in its time range only`, async () => {
    // bypassCSP: the accessibility check injects axe as a script of its own.
    const context = await suite.browser.newContext({ ...options, acceptDownloads: true, bypassCSP: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const uploads: string[] = [];
    page.on('request', (r) => r.method() !== 'GET' && uploads.push(r.url()));
    await page.goto(`${suite.app.url}/taktik/video`);
    await expect(page.getByRole('heading', { name: 'Video analizi' })).toBeVisible();

    await page.getByTestId('video-file').setInputFiles({ name: 'mac.webm', mimeType: 'video/webm', buffer: await makeClip(page, CLIP_SECONDS) });
    // The recorder's WebM states no duration: the page finds it and goes back to the start.
    await expect(page.getByTestId('video-time')).toHaveText(/^0:00\.0 \/ 0:0[56]\.\d$/, { timeout: 15_000 });

    // A frame on and back by key, the speed, play and pause.
    await page.getByRole('button', { name: 'Oynat' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownTime(page)).toBeCloseTo(1 / 30, 2);
    await page.getByRole('button', { name: 'Bir kare geri' }).click();
    await expect.poll(() => shownTime(page)).toBe(0);
    await page.getByLabel('Hız').selectOption('0.25');
    await page.getByRole('button', { name: 'Oynat' }).click();
    await expect(page.getByRole('button', { name: 'Duraklat' })).toBeVisible();
    expect(await page.evaluate(() => document.querySelector('video')!.playbackRate)).toBe(0.25);
    await page.getByRole('button', { name: 'Duraklat' }).click();
    await expect(page.getByRole('button', { name: 'Oynat' })).toBeVisible();

    // An arrow drawn at 2.0 s, shown for the default 3 s.
    await scrub(page, 2);
    await dragOver(page, touch, FROM, TO);
    await expect(page.getByRole('list', { name: 'Çizimler' }).getByRole('listitem')).toHaveText([/Çizim · 0:02\.0 – 0:05\.0/]);
    await expect(page.getByRole('button', { name: 'Çizime git: 0:02.0' })).toBeVisible();
    for (const [t, shown] of [[3, true], [1, false], [4.9, true], [5, false], [2, true]] as const) {
      await scrub(page, t);
      await expect.poll(() => arrowShown(page), { message: `arrow at ${t} s` }).toBe(shown);
    }

    // Saved as a small file (no video in it) and opened again over the clip after an undo took the arrow off.
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Analizi kaydet' }).click()]);
    expect(file.suggestedFilename()).toBe('mac.onbir-video.json');
    const saved = await readFile((await file.path())!, 'utf8');
    const analysis = readAnalysisFile(saved);
    expect(analysis).toMatchObject({ clip: { name: 'mac.webm' }, annotations: [{ kind: 'shape', start: expect.closeTo(2, 1), duration: 3 }] });
    await page.getByRole('button', { name: 'Geri al' }).click();
    await expect.poll(() => arrowShown(page)).toBe(false);
    await page.getByLabel('Analiz dosyası aç').setInputFiles({ name: 'mac.onbir-video.json', mimeType: 'application/json', buffer: Buffer.from(saved) });
    await expect.poll(() => arrowShown(page)).toBe(true);

    // A 3 s freeze at 2.0 s: played from 1.5 s at 1x, the picture stops at 2.0 s with the arrow on it for 3 s, then plays on.
    await scrub(page, 2);
    await page.getByRole('button', { name: '3 sn dondur' }).click();
    await expect(page.getByRole('list', { name: 'Çizimler' }).getByRole('listitem')).toHaveText([/Çizim/, /Dondurma · 0:02\.0 – 3 sn durur/]);
    await page.getByLabel('Hız').selectOption('1');
    await scrub(page, 1.5);
    await page.evaluate(() => {
      const v = document.querySelector('video')!;
      const w = window as unknown as { mediaEvents: Array<{ type: string; ms: number; at: number }> };
      w.mediaEvents = [];
      for (const type of ['play', 'pause', 'seeking', 'seeked']) v.addEventListener(type, () => w.mediaEvents.push({ type, ms: performance.now(), at: v.currentTime }));
    });
    await page.getByRole('button', { name: 'Oynat' }).click();
    await expect(page.getByText('Dondurma: kare 3 sn tutuluyor')).toBeVisible({ timeout: 10_000 });
    await expect.poll(() => shownTime(page)).toBeCloseTo(2, 1);
    expect(await arrowShown(page)).toBe(true);
    await expect.poll(() => shownTime(page), { timeout: 20_000 }).toBeGreaterThan(2.2);
    await page.getByRole('button', { name: 'Duraklat' }).click();
    // The pause event is dispatched a task after the click: the button's label follows it.
    await expect(page.getByRole('button', { name: 'Oynat' })).toBeVisible();
    const events = await page.evaluate(() => (window as unknown as { mediaEvents: Array<{ type: string; ms: number; at: number }> }).mediaEvents);
    // play (1.5 s) → pause (the freeze) and its seek back to the freeze's own frame → play (the hold over) → pause (the test's).
    expect(events.filter((e) => e.type === 'play' || e.type === 'pause').map((e) => e.type)).toEqual(['play', 'pause', 'play', 'pause']);
    const [pause, resume] = [events.findIndex((e) => e.type === 'pause'), events.findLastIndex((e) => e.type === 'play')];
    const hold = events.slice(pause, resume);
    expect(hold.at(-1), 'the picture held on the freeze').toMatchObject({ type: 'seeked', at: expect.closeTo(2, 2) });
    // Played on from where it stood: no seek between the hold's frame and the play. Events are dispatched a task
    // after their calls, so the play's own time is already past 2.0 s on a loaded machine.
    expect(hold.filter((e) => e.type === 'seeking')).toHaveLength(1);
    expect(events[resume].at).toBeGreaterThanOrEqual(2);
    expect(events[resume].at).toBeLessThan(2.3);
    expect(events[resume].ms - events[pause].ms, 'the hold, ms').toBeGreaterThanOrEqual(2700);

    expect(uploads, 'the clip never leaves the device').toEqual([]);
    const { scrollWidth, screenWidth } = await sidewaysOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(screenWidth);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
}

/** The moving marker's centre in the video's own frame, in shares of it (the white pixels' box). */
const markerAt = (page: Page) =>
  page.evaluate(() => {
    const v = document.querySelector('video')!;
    const c = new OffscreenCanvas(v.videoWidth, v.videoHeight);
    const ctx = c.getContext('2d')!;
    ctx.drawImage(v, 0, 0);
    return centreOf(ctx.getImageData(0, 0, c.width, c.height), (r, g, b) => r > 200 && g > 200 && b > 200);
    function centreOf(img: ImageData, hit: (r: number, g: number, b: number, a: number) => boolean) {
      let [x0, x1, y0, y1] = [Infinity, -Infinity, Infinity, -Infinity];
      for (let i = 0; i < img.data.length; i += 4) {
        if (!hit(img.data[i], img.data[i + 1], img.data[i + 2], img.data[i + 3])) continue;
        const [x, y] = [(i / 4) % img.width, Math.floor(i / 4 / img.width)];
        [x0, x1, y0, y1] = [Math.min(x0, x), Math.max(x1, x), Math.min(y0, y), Math.max(y1, y)];
      }
      return { x: (x0 + x1 + 1) / 2 / img.width, y: (y0 + y1 + 1) / 2 / img.height };
    }
  });

/** The spotlight ring's centre on the drawing canvas (its yellow pixels' box), in shares of the canvas. */
const ringAt = (page: Page) =>
  page.getByTestId('video-canvas').evaluate((c) => {
    const canvas = c as HTMLCanvasElement;
    const img = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let [x0, x1, y0, y1] = [Infinity, -Infinity, Infinity, -Infinity];
    for (let i = 0; i < img.data.length; i += 4) {
      const [r, g, b, a] = img.data.slice(i, i + 4);
      if (!(a > 200 && r > 215 && g > 195 && b < 110)) continue;
      const [x, y] = [(i / 4) % img.width, Math.floor(i / 4 / img.width)];
      [x0, x1, y0, y1] = [Math.min(x0, x), Math.max(x1, x), Math.min(y0, y), Math.max(y1, y)];
    }
    return { x: (x0 + x1 + 1) / 2 / img.width, y: (y0 + y1 + 1) / 2 / img.height };
  });

for (const [view, options, touch] of VIEWS) {
  test(`on a ${view}, a spotlight keyed on the moving marker at 1.0 and 4.0 s follows it at 2.5 s`, async () => {
    const context = await suite.browser.newContext(options);
    const page = await context.newPage();
    await page.goto(`${suite.app.url}/taktik/video`);
    await page.getByTestId('video-file').setInputFiles({ name: 'mac.webm', mimeType: 'video/webm', buffer: await makeClip(page, CLIP_SECONDS) });
    await expect(page.getByTestId('video-time')).toHaveText(/^0:00\.0 \/ 0:0[56]\.\d$/, { timeout: 15_000 });
    const box = (await page.getByTestId('video-canvas').boundingBox())!;
    const keys: Array<{ t: number; x: number; y: number }> = [];
    for (const t of [1, 4]) {
      await scrub(page, t);
      const m = await markerAt(page);
      keys.push({ t: await shownTime(page), ...m });
      const [x, y] = [box.x + m.x * box.width, box.y + m.y * box.height];
      if (touch) await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
    }
    await expect(page.getByRole('list', { name: 'Çizimler' }).getByRole('listitem')).toHaveText([/Oyuncu halkası · 0:01\.0 – 0:05\.0/]);
    await scrub(page, 2.5);
    const [marker, ring, now] = [await markerAt(page), await ringAt(page), await shownTime(page)];
    // Between its keys the ring moves in a straight line at an even pace: within 4 px of the 640x360 frame.
    const share = (now - keys[0].t) / (keys[1].t - keys[0].t);
    const [x, y] = [keys[0].x + (keys[1].x - keys[0].x) * share, keys[0].y + (keys[1].y - keys[0].y) * share];
    expect(Math.abs(ring.x - x) * 640, `ring ${ring.x}, between the keys ${x}`).toBeLessThan(4);
    expect(Math.abs(ring.y - y) * 360).toBeLessThan(4);
    // And on the marker, which moved ~290 px between the keys: the clip is recorded in real time, so on a loaded
    // machine its frames come unevenly and the marker strays from an even pace (24 px in a CI run). A ring
    // left at either key would be ~145 px off.
    expect(Math.abs(ring.x - marker.x) * 640, `ring ${ring.x} marker ${marker.x}`).toBeLessThan(40);
    expect(Math.abs(ring.y - marker.y) * 360).toBeLessThan(8);
    expect(marker.x, 'the marker moved on from the first key').toBeGreaterThan(0.25);
    await context.close();
  });
}

test.describe('offline', () => {
  withServiceWorker();

  test('after one visit the page opens offline on a phone, and a clip opens and is drawn on', async () => {
    const context = await suite.browser.newContext(phone);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${suite.app.url}/taktik/video`);
    // Until the service worker controls the page and has stored the page's own chunk.
    await page.waitForFunction(
      async () => {
        if (!navigator.serviceWorker.controller) return false;
        const urls = (await Promise.all((await caches.keys()).map(async (k) => (await caches.open(k)).keys()))).flat().map((r) => r.url);
        return urls.some((u) => /VideoAnalysisPage-.*\.js$/.test(u));
      },
      undefined,
      { polling: 200, timeout: 30_000 },
    );
    const clip = await makeClip(page, 3);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Video analizi' })).toBeVisible();
    await page.getByTestId('video-file').setInputFiles({ name: 'mac.webm', mimeType: 'video/webm', buffer: clip });
    await expect(page.getByTestId('video-time')).toHaveText(/^0:00\.0 \/ 0:0[23]\.\d$/, { timeout: 15_000 });
    await scrub(page, 1);
    await dragOver(page, true, FROM, TO);
    await expect.poll(() => arrowShown(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
