import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as MediabunnyApi from 'mediabunny';
import type { BrowserContextOptions, Download, Page } from 'playwright-core';
import { seriousA11yViolations, sidewaysOverflow } from './kit/axe';
import { boardSuite } from './kit/board';
import { desktop, phone } from './kit/harness';
import { expect, test } from './kit/test';
import { dragOver, makeClip, scrub } from './kit/videoPage';

/**
 * The video analysis' export (docs/video.md, "Export") on a laptop and on a 390 px touch phone: a clip with
 * a tone, an arrow drawn at 2.0 s for 3 s and a 3 s freeze at 2.0 s; an export cancelled (no file, the
 * panel back to ready), then one made and decoded in the page by mediabunny (the library the page wrote
 * it with): its length the clip's plus the freeze's, its size (the phone's 9:16 crop), its sound track,
 * the arrow's yellow at 3.0 s (the freeze) and not at 1.0 s, the title card's band at 0.5 s; and the PNG
 * of the frame on screen.
 */
const suite = boardSuite();
const FROM = { x: 0.2, y: 0.3 };
const TO = { x: 0.7, y: 0.3 };
/** The arrow's middle, in shares of the whole frame. */
const MID = { x: 0.45, y: 0.3 };
const YELLOW = [0xff, 0xeb, 0x3b];
const FRAME = 1 / 30;
/** mediabunny's browser bundle (it defines `Mediabunny` on the page), beside the node bundle its package names. */
const MEDIABUNNY = path.join(path.dirname(createRequire(import.meta.url).resolve('mediabunny')), 'mediabunny.min.cjs');

const isYellow = ([r, g, b]: number[]) => [r, g, b].every((v, i) => Math.abs(v - YELLOW[i]) < 60);

interface Decoded {
  duration: number;
  videoDuration: number;
  width: number;
  height: number;
  audio: boolean;
  /** The pixels round the arrow's middle (a 7 px column) at each asked output time. */
  pixels: Record<string, number[][]>;
  /** The pixel in the title card's band (the picture's lower third, above the marker, near its left edge) at each time. */
  band: Record<string, number[]>;
}

/** The downloaded video decoded in the page by mediabunny: its duration, size, tracks and a few pixels. */
async function decodeInPage(page: Page, file: Download, at: { x: number; y: number }, times: number[]): Promise<Decoded> {
  const bytes = await readFile((await file.path())!);
  await page.addScriptTag({ path: MEDIABUNNY });
  return page.evaluate(
    async ({ base64, at, times }) => {
      const mb = (window as unknown as { Mediabunny: typeof MediabunnyApi }).Mediabunny;
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const input = new mb.Input({ source: new mb.BufferSource(data), formats: mb.ALL_FORMATS });
      const video = (await input.getPrimaryVideoTrack())!;
      const sink = new mb.CanvasSink(video);
      const pixels: Record<string, number[][]> = {};
      const band: Record<string, number[]> = {};
      for (const t of times) {
        const canvas = (await sink.getCanvas(t))!.canvas as HTMLCanvasElement;
        const ctx = canvas.getContext('2d')!;
        const [x, y] = [Math.round(at.x * canvas.width), Math.round(at.y * canvas.height)];
        pixels[t] = [-3, -2, -1, 0, 1, 2, 3].map((dy) => [...ctx.getImageData(x, y + dy, 1, 1).data]);
        band[t] = [...ctx.getImageData(Math.round(0.05 * canvas.width), Math.round(0.66 * canvas.height), 1, 1).data];
      }
      return {
        duration: await input.computeDuration(),
        videoDuration: await video.computeDuration(),
        width: video.displayWidth,
        height: video.displayHeight,
        audio: (await input.getPrimaryAudioTrack()) !== null,
        pixels,
        band,
      };
    },
    { base64: bytes.toString('base64'), at, times },
  );
}

/** A PNG downloaded, read in the page: its size and the pixel at a share of it. */
async function pngInPage(page: Page, file: Download, at: { x: number; y: number }) {
  const bytes = await readFile((await file.path())!);
  return page.evaluate(
    async ({ base64, at }) => {
      const image = await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(image.width, image.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(image, 0, 0);
      return { width: image.width, height: image.height, pixel: [...ctx.getImageData(Math.round(at.x * image.width), Math.round(at.y * image.height), 1, 1).data] };
    },
    { base64: bytes.toString('base64'), at },
  );
}

const VIEWS: Array<[string, BrowserContextOptions, boolean]> = [
  ['laptop', desktop, false],
  ['390 px touch phone', phone, true],
];

for (const [view, options, touch] of VIEWS) {
  test(`on a ${view}, the annotated clip is exported with its freeze, sound and title, a cancel leaves no file, and a frame is saved as a PNG`, async () => {
    test.setTimeout(180_000);
    // bypassCSP: the accessibility check and the test's own decoder are injected as scripts.
    const context = await suite.browser.newContext({ ...options, acceptDownloads: true, bypassCSP: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const downloads: Download[] = [];
    page.on('download', (d) => downloads.push(d));
    await page.goto(`${suite.app.url}/taktik/video`);
    await page.getByTestId('video-file').setInputFiles({ name: 'mac.webm', mimeType: 'video/webm', buffer: await makeClip(page, 6, { tone: true }) });
    await expect(page.getByTestId('video-time')).toHaveText(/^0:00\.0 \/ 0:0[56]\.\d$/, { timeout: 15_000 });
    const clipSeconds = await page.evaluate(() => document.querySelector('video')!.duration);
    await scrub(page, 2);
    await dragOver(page, touch, FROM, TO);
    await page.getByRole('button', { name: '3 sn dondur' }).click();
    await expect(page.getByRole('list', { name: 'Çizimler' }).getByRole('listitem')).toHaveText([/Çizim/, /Dondurma/]);

    // A cancel as soon as the export runs: no file, the panel ready again.
    const exportButton = page.getByRole('button', { name: 'Videoyu dışa aktar' });
    await exportButton.click();
    await expect(page.getByRole('progressbar', { name: 'Dışa aktarılıyor' })).toBeVisible();
    await page.getByRole('button', { name: 'İptal' }).click();
    await expect(page.getByText('Dışa aktarma iptal edildi.')).toBeVisible();
    await expect(exportButton).toBeEnabled();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(downloads).toEqual([]);

    // The export: by keyboard on the laptop; on the phone, cropped 9:16.
    const portrait = touch;
    if (portrait) await page.getByLabel('Telefon için 9:16 kırp').check();
    const made = page.waitForEvent('download', { timeout: 120_000 });
    if (touch) await exportButton.tap();
    else {
      await exportButton.focus();
      await page.keyboard.press('Enter');
    }
    const video = await made;
    await expect(page.getByText(/^Video hazır \((MP4|WebM)\): indirildi\.$/)).toBeVisible();
    expect(video.suggestedFilename()).toMatch(portrait ? /^mac-9x16\.(mp4|webm)$/ : /^mac\.(mp4|webm)$/);
    // The 9:16 middle of the 640x360 frame: 202x360 from x 219; the arrow's middle (x 288) is in it.
    const at = portrait ? { x: (MID.x * 640 - 219) / 202, y: MID.y } : MID;
    const decoded = await decodeInPage(page, video, at, [0.5, 1, 3]);
    expect(decoded.videoDuration, 'the clip and its 3 s freeze').toBeGreaterThan(clipSeconds + 3 - 2 * FRAME - FRAME);
    expect(decoded.videoDuration).toBeLessThan(clipSeconds + 3 + 2 * FRAME);
    expect(decoded.duration, 'the sound as long as the picture').toBeLessThan(clipSeconds + 3 + 0.15);
    expect([decoded.width, decoded.height]).toEqual(portrait ? [202, 360] : [640, 360]);
    expect(decoded.audio, 'the sound track kept').toBe(true);
    expect(decoded.pixels[3].some(isYellow), `the arrow in the freeze at 3.0 s: ${JSON.stringify(decoded.pixels[3])}`).toBe(true);
    expect(decoded.pixels[1].some(isYellow), `no arrow at 1.0 s: ${JSON.stringify(decoded.pixels[1])}`).toBe(false);
    // The title card's dark band over the grass at 0.5 s, gone by 3.0 s.
    const isGrass = ([r, g, b]: number[]) => g > 90 && g > r + 40 && g > b + 40;
    expect(Math.max(...decoded.band[0.5].slice(0, 3)), `the title's band at 0.5 s: ${decoded.band[0.5].join(',')}`).toBeLessThan(70);
    expect(isGrass(decoded.band[3]), `grass at 3.0 s: ${decoded.band[3].join(',')}`).toBe(true);

    // The frame on screen (3.0 s, the arrow on it) as a PNG of the clip's own size.
    await scrub(page, 3);
    const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Kareyi PNG indir' }).click()]);
    expect(png.suggestedFilename()).toBe('mac-0-03.0.png');
    const image = await pngInPage(page, png, MID);
    expect([image.width, image.height]).toEqual([640, 360]);
    expect(isYellow(image.pixel), `the arrow in the PNG: ${image.pixel.join(',')}`).toBe(true);

    const { scrollWidth, screenWidth } = await sidewaysOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(screenWidth);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('a clip whose sound outlasts its picture (as a phone records one) is exported with the sound ending with the picture', async () => {
  const context = await suite.browser.newContext({ ...desktop, acceptDownloads: true, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${suite.app.url}/taktik/video`);
  await page.getByTestId('video-file').setInputFiles({ name: 'telefon.webm', mimeType: 'video/webm', buffer: await makeClip(page, 3, { tone: true, soundAfter: 1.5 }) });
  await expect(page.getByTestId('video-time')).toHaveText(/^0:00\.0 \/ 0:0\d\.\d$/, { timeout: 15_000 });
  const made = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('button', { name: 'Videoyu dışa aktar' }).click();
  const clipSeconds = await page.evaluate(() => document.querySelector('video')!.duration);
  const decoded = await decodeInPage(page, await made, MID, [0.5]);
  expect(decoded.audio, 'the sound track kept').toBe(true);
  // The picture holds its last frame while the clip plays on, as the page's player does.
  expect(decoded.videoDuration, 'the picture as long as the clip in the page').toBeGreaterThan(clipSeconds - 2 * FRAME);
  expect(decoded.videoDuration).toBeLessThan(clipSeconds + 2 * FRAME);
  expect(decoded.duration, 'the sound no longer than the picture').toBeLessThan(decoded.videoDuration + 2 * FRAME);
  await context.close();
});
