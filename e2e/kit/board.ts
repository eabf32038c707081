import { deflateRawSync } from 'node:zlib';
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import type { FormatSize } from '../../shared/src/board/formats';
import { layoutFor, layoutForViewport, type Layout, type LayoutKind, type Point } from '../../shared/src/board/layout';
import { canvasToPitch, pitchToCanvas, type PitchPoint } from '../../shared/src/board/pitch';
import { startApp, type Browser, type E2eApp } from './harness';
import { expect, test } from './test';

/** The board canvas's own pixels (what it drew, not a picture of the page), to tell whether a drag changed them. */
export const canvasPixels = (canvas: Locator) => canvas.evaluate((c) => (c as HTMLCanvasElement).toDataURL());

/** What the board's browser tests share: opening the page, pointing at metres, reading pixels. */
export interface BoardPage {
  context: BrowserContext;
  page: Page;
  layout: LayoutKind;
  errors: string[];
  /** The format on the page (11v11 unless a test changes it: set it with `setFormat`). */
  format?: FormatSize;
  /** The test id of the canvas the board is drawn on: the board's own unless given (a presenter's viewer: `live-canvas`). */
  canvas?: string;
}

/** The layout this page's pitch is drawn in. */
export const layoutOfPage = (b: Pick<BoardPage, 'layout' | 'format'>): Layout => layoutFor(b.layout, b.format ?? 11);

export type Rgb = [number, number, number];
export const hex = (h: string): Rgb => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
export const near = (c: Rgb, target: Rgb, tol = 40) => c.every((v, i) => Math.abs(v - target[i]) <= tol);
export const isGrass = ([r, g, b]: Rgb) => g > 100 && g > r + 40 && g > b + 40;

export interface Suite {
  app: E2eApp;
  browser: Browser;
}

/** The app and a browser for a whole test file, started before its tests and closed after them. */
export function boardSuite(): Suite {
  const suite = {} as Suite;
  test.beforeAll(async ({ browser }) => {
    suite.app = await startApp();
    suite.browser = browser;
  });
  test.afterAll(async () => {
    await suite.app?.close();
  });
  return suite;
}

export async function openBoardPage(suite: Suite, options: BrowserContextOptions, path = '/taktik', server = suite.app, init?: () => void): Promise<BoardPage> {
  const context = await suite.browser.newContext({ ...options, acceptDownloads: true });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message + ' @ ' + (e.stack ?? '').slice(0, 600)));
  await page.goto(server.url + path);
  await page.getByTestId('board-canvas').waitFor();
  const vp = options.viewport ?? { width: 1280, height: 720 };
  return { context, page, layout: layoutForViewport(vp.width, vp.height), errors };
}

/** Pitch metres → layout pixels of this page's pitch (full view). */
export const px = (b: BoardPage, m: PitchPoint): Point => pitchToCanvas(layoutOfPage(b), m);

/** Layout pixels → viewport coordinates, scrolling the canvas into view first when needed. */
export async function toClient(b: BoardPage, p: Point): Promise<Point> {
  const canvas = b.page.getByTestId('board-canvas');
  let box = (await canvas.boundingBox())!;
  const s = box.width / layoutOfPage(b).width;
  const height = b.page.viewportSize()!.height;
  // The whole pitch in view when it fits, so that both ends of a drag stay where they were measured.
  const top = 60;
  const wanted = box.height <= height - top - 20 ? (box.y < top || box.y + box.height > height - 20 ? box.y - top : 0) : box.y + p.y * s - height / 2;
  const y = box.y + p.y * s;
  if (wanted && (box.height <= height - top - 20 || y < top || y > height - 20)) {
    await b.page.evaluate((dy) => window.scrollBy(0, dy), wanted);
    box = (await canvas.boundingBox())!;
  }
  return { x: box.x + p.x * s, y: box.y + p.y * s };
}

/** A pixel of the live canvas at layout pixels. */
export async function colourAt(b: BoardPage, p: Point): Promise<Rgb> {
  return b.page.evaluate(
    ({ x, y, width }) => {
      const c = document.querySelector<HTMLCanvasElement>('[data-testid="board-canvas"]')!;
      const s = c.width / width;
      return Array.from(c.getContext('2d')!.getImageData(Math.round(x * s), Math.round(y * s), 1, 1).data.slice(0, 3)) as Rgb;
    },
    { ...p, width: layoutOfPage(b).width },
  );
}

export async function expectColour(b: BoardPage, p: Point, test: (c: Rgb) => boolean) {
  await expect.poll(async () => test(await colourAt(b, p)), { timeout: 3000 }).toBe(true);
}

/** Some pixel within `r` layout pixels of `p` passes `test` (thin anti-aliased strokes). */
export async function expectColourNear(b: BoardPage, p: Point, test: (c: Rgb) => boolean, r = 1.5) {
  const around = async () => {
    for (const dx of [-r, 0, r]) for (const dy of [-r, 0, r]) if (test(await colourAt(b, { x: p.x + dx, y: p.y + dy }))) return true;
    return false;
  };
  await expect.poll(around, { timeout: 3000 }).toBe(true);
}

/** A drag with the mouse (desktop) or one finger (phone: raw touch events, as Playwright has no touch drag). */
export async function drag(b: BoardPage, from: Point, to: Point, touch = b.layout === 'mobile') {
  const a = await toClient(b, from);
  const z = await toClient(b, to);
  if (!touch) {
    await b.page.mouse.move(a.x, a.y);
    await b.page.mouse.down();
    await b.page.mouse.move(z.x, z.y, { steps: 12 });
    await b.page.mouse.up();
    return;
  }
  const cdp = await b.context.newCDPSession(b.page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: a.x, y: a.y }] });
  for (let i = 1; i <= 12; i++) {
    const t = i / 12;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: a.x + (z.x - a.x) * t, y: a.y + (z.y - a.y) * t }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** A drag through several points (a free polygon). */
export async function dragPath(b: BoardPage, points: Point[], touch = b.layout === 'mobile') {
  const client = [];
  for (const p of points) client.push(await toClient(b, p));
  if (!touch) {
    await b.page.mouse.move(client[0].x, client[0].y);
    await b.page.mouse.down();
    for (const c of client.slice(1)) await b.page.mouse.move(c.x, c.y, { steps: 8 });
    await b.page.mouse.up();
    return;
  }
  const cdp = await b.context.newCDPSession(b.page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [client[0]] });
  for (const c of client.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [c] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

export async function tap(b: BoardPage, p: Point) {
  const c = await toClient(b, p);
  if (b.layout === 'mobile') await b.page.touchscreen.tap(c.x, c.y);
  else await b.page.mouse.click(c.x, c.y);
}

export const button = (b: BoardPage, name: string) => b.page.getByRole('button', { name, exact: true });
/** The page's title, which names the formation on the board. */
export const heading = (b: BoardPage) => b.page.getByRole('heading', { level: 1 });

/** The board's PNG is the landscape pitch this many pixels wide, from any screen (exportPng.ts). */
export const PNG_WIDTH = 1920;

/**
 * Where a point of this page's pitch (layout pixels) lands in the board's PNG; `dx` moves it along the
 * picture's x, in the landscape layout's pixels (a point on a disc beside its number).
 */
export function pngPoint(b: Pick<BoardPage, 'layout' | 'format'>, p: Point, dx = 0): Point {
  const wide = layoutFor('desktop', b.format ?? 11);
  const at = pitchToCanvas(wide, canvasToPitch(layoutOfPage(b), p));
  const k = PNG_WIDTH / wide.width;
  return { x: Math.round((at.x + dx) * k), y: Math.round(at.y * k) };
}

/** The PNG's size for this page's format. */
export function pngSize(b: Pick<BoardPage, 'format'>): [number, number] {
  const wide = layoutFor('desktop', b.format ?? 11);
  return [PNG_WIDTH, Math.round((wide.height * PNG_WIDTH) / wide.width)];
}

/** Reads a PNG's pixels in the page (no image library needed). */
export async function decodePng(page: Page, bytes: Buffer, points: Point[]) {
  return page.evaluate(
    async ({ b64, points }) => {
      const bin = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bmp = await createImageBitmap(new Blob([bin], { type: 'image/png' }));
      const c = new OffscreenCanvas(bmp.width, bmp.height);
      const ctx = c.getContext('2d')!;
      ctx.drawImage(bmp, 0, 0);
      const pixels = points.map(({ x, y }) => Array.from(ctx.getImageData(x, y, 1, 1).data.slice(0, 3)));
      return { width: bmp.width, height: bmp.height, pixels: pixels as Rgb[] };
    },
    { b64: bytes.toString('base64'), points },
  );
}

/** The bounding box and centroid of the canvas's pixels near a colour inside a box (layout pixels). */
export async function colourBlob(b: BoardPage, box: { x: number; y: number; w: number; h: number }, colour: Rgb, tol = 40) {
  return b.page.evaluate(
    ({ box, colour, tol, width }) => {
      const c = document.querySelector<HTMLCanvasElement>('[data-testid="board-canvas"]')!;
      const k = c.width / width;
      const x0 = Math.max(0, Math.round(box.x * k));
      const y0 = Math.max(0, Math.round(box.y * k));
      const w = Math.min(c.width - x0, Math.round(box.w * k));
      const h = Math.min(c.height - y0, Math.round(box.h * k));
      const data = c.getContext('2d')!.getImageData(x0, y0, w, h).data;
      let n = 0;
      let sx = 0;
      let sy = 0;
      let minX = Infinity;
      let minY = Infinity;
      let maxX = -Infinity;
      let maxY = -Infinity;
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++) {
          const i = (y * w + x) * 4;
          if (Math.abs(data[i] - colour[0]) > tol || Math.abs(data[i + 1] - colour[1]) > tol || Math.abs(data[i + 2] - colour[2]) > tol) continue;
          n++;
          sx += x;
          sy += y;
          minX = Math.min(minX, x);
          maxX = Math.max(maxX, x);
          minY = Math.min(minY, y);
          maxY = Math.max(maxY, y);
        }
      const toLayout = (v: number, o: number) => (v + o) / k;
      return n
        ? { count: n / (k * k), cx: toLayout(sx / n, x0), cy: toLayout(sy / n, y0), x0: toLayout(minX, x0), x1: toLayout(maxX + 1, x0), y0: toLayout(minY, y0), y1: toLayout(maxY + 1, y0) }
        : null;
    },
    { box, colour, tol, width: layoutOfPage(b).width },
  );
}

/** A `#tahta=` payload of stored JSON (deflate-raw, base64url), as the board writes it. */
export function linkOf(stored: unknown): string {
  return deflateRawSync(Buffer.from(JSON.stringify(stored))).toString('base64url');
}
