import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { FormatSize } from '../shared/src/board/formats';
import { layoutFor, layoutForViewport, type Layout, type LayoutKind, type Point } from '../shared/src/board/layout';
import { pitchToCanvas, type PitchPoint } from '../shared/src/board/pitch';
import { launchBrowser, startApp, type Browser, type E2eApp } from './harness';

/** What the board's browser tests share: opening the page, pointing at metres, reading pixels. */
export interface BoardPage {
  context: BrowserContext;
  page: Page;
  layout: LayoutKind;
  errors: string[];
  /** The format on the page (11v11 unless a test changes it: set it with `setFormat`). */
  format?: FormatSize;
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
  beforeAll(async () => {
    suite.app = await startApp();
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.app?.close();
  });
  return suite;
}

export async function openBoardPage(suite: Suite, options: BrowserContextOptions, path = '/taktik', server = suite.app): Promise<BoardPage> {
  const context = await suite.browser.newContext({ ...options, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
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
