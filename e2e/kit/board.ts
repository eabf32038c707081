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

/** A text drawn on the board (measured where it was drawn), in the canvas's device pixels. */
export interface DrawnText {
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * An init script that records every text drawn onto the board's canvas or a canvas of its size (the
 * cached background, where labels are drawn), or into a sprite copied onto the board: what, where, how
 * wide and high, centred as the board draws them; and every player sprite copied onto the board
 * (`drawnDiscs`). Read back with `drawnTexts`. The board's canvas is the one of test id `canvasId`
 * (`context.addInitScript(recordTexts, 'live-canvas')` on a presenter's viewer).
 */
export function recordTexts(canvasId = 'board-canvas') {
  const w = window as unknown as { __texts: DrawnText[]; __discs: Array<{ x: number; y: number; r: number }> };
  w.__texts = [];
  w.__discs = [];
  // Texts drawn into a smaller canvas (a player's sprite), in its pixels: recorded where the sprite is copied.
  const inSprite = new WeakMap<HTMLCanvasElement | OffscreenCanvas, DrawnText[]>();
  const boardCanvas = () => document.querySelector<HTMLCanvasElement>(`[data-testid="${canvasId}"]`);
  const clear = CanvasRenderingContext2D.prototype.clearRect;
  CanvasRenderingContext2D.prototype.clearRect = function (this: CanvasRenderingContext2D, ...a: [number, number, number, number]) {
    inSprite.delete(this.canvas);
    return clear.apply(this, a);
  };
  const copy = CanvasRenderingContext2D.prototype.drawImage as (this: CanvasRenderingContext2D, ...a: unknown[]) => void;
  CanvasRenderingContext2D.prototype.drawImage = function (this: CanvasRenderingContext2D, ...a: unknown[]) {
    const board = boardCanvas();
    const img = a[0] as HTMLCanvasElement;
    // A player's sprite: a small canvas copied with a size onto the board; his disc is an eighth of its side.
    if (board && this.canvas === board && img instanceof HTMLCanvasElement && img.width !== board.width && a.length === 5) {
      const [dx, dy, dw] = a.slice(1) as number[];
      const t = this.getTransform();
      const at = (x: number, y: number) => ({ x: t.a * x + t.c * y + t.e, y: t.b * x + t.d * y + t.f });
      const cx = dx + dw / 2;
      const cy = dy + dw / 2;
      w.__discs.push({ ...at(cx, cy), r: (dw / 8) * Math.hypot(t.a, t.b) });
      const k = dw / img.width;
      for (const text of inSprite.get(img) ?? []) {
        const p = at(dx + text.x * k, dy + text.y * k);
        w.__texts.push({ text: text.text, x: p.x, y: p.y, w: text.w * k * Math.hypot(t.a, t.b), h: text.h * k * Math.hypot(t.c, t.d) });
      }
    }
    return copy.apply(this, a);
  } as typeof CanvasRenderingContext2D.prototype.drawImage;
  const original = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, maxWidth?: number) {
    const board = boardCanvas();
    const t = this.getTransform();
    const size = Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1] ?? 0);
    const drawn = { text: String(text), x: t.a * x + t.c * y + t.e, y: t.b * x + t.d * y + t.f, w: this.measureText(text).width * Math.hypot(t.a, t.b), h: size * Math.hypot(t.c, t.d) };
    if (board && this.canvas.width === board.width && this.canvas.height === board.height) w.__texts.push(drawn);
    else if (board && this.canvas !== board) inSprite.set(this.canvas, [...(inSprite.get(this.canvas) ?? []), drawn]);
    return maxWidth === undefined ? original.call(this, text, x, y) : original.call(this, text, x, y, maxWidth);
  };
}

/** Texts drawn since the last call matching `match`, as boxes in layout pixels (`dpr`: canvas pixels per layout pixel). */
export async function drawnTexts(b: BoardPage, match: RegExp): Promise<Array<{ text: string; x0: number; x1: number; y0: number; y1: number }>> {
  const all = await b.page.evaluate((id) => {
    const w = window as unknown as { __texts: DrawnText[] };
    const out = w.__texts;
    w.__texts = [];
    return { out, width: document.querySelector<HTMLCanvasElement>(`[data-testid="${id}"]`)!.width };
  }, b.canvas ?? 'board-canvas');
  const k = all.width / layoutOfPage(b).width;
  return all.out
    .filter((t) => match.test(t.text))
    .map((t) => ({ text: t.text, x0: (t.x - t.w / 2) / k, x1: (t.x + t.w / 2) / k, y0: (t.y - t.h / 2) / k, y1: (t.y + t.h / 2) / k }));
}

/** The player discs copied onto the board since the last call, in layout pixels. */
export async function drawnDiscs(b: BoardPage): Promise<Array<{ x: number; y: number; r: number }>> {
  const all = await b.page.evaluate((id) => {
    const w = window as unknown as { __discs: Array<{ x: number; y: number; r: number }> };
    const out = w.__discs;
    w.__discs = [];
    return { out, width: document.querySelector<HTMLCanvasElement>(`[data-testid="${id}"]`)!.width };
  }, b.canvas ?? 'board-canvas');
  const k = all.width / layoutOfPage(b).width;
  return all.out.map((d) => ({ x: d.x / k, y: d.y / k, r: d.r / k }));
}

/** Whether a box and a disc overlap (layout pixels). */
export function boxHitsDisc(box: { x0: number; x1: number; y0: number; y1: number }, d: { x: number; y: number; r: number }): boolean {
  const cx = Math.max(box.x0, Math.min(d.x, box.x1));
  const cy = Math.max(box.y0, Math.min(d.y, box.y1));
  return Math.hypot(d.x - cx, d.y - cy) < d.r;
}

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
