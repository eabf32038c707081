import type { BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import { createBoard } from '../shared/src/board/board';
import { drawnBoard } from '../shared/src/board/drawnBoard';
import { seriousA11yViolations, sidewaysOverflow } from './kit/axe';
import { drag, openBoardPage } from './kit/board';
import { desktop, pageWithEntryHeld, phone, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';

// The board's still picture answers drags before the page's scripts arrive (client/src/features/board/earlyDrag.ts),
// and the board takes those moves over when it hydrates: each an undo step, where the drag left the piece.
// After that first frame the board builds its caches while the page is idle, so a first drag on the canvas
// paints little.

let browser: Browser;
let app: E2eApp;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  app = await startApp();
});
test.afterAll(async () => {
  await app?.close();
});

type Xy = { x: number; y: number };

/** /taktik with its entry script held back until `release()`: the HTML's picture is all there is. */
async function heldPage(options: BrowserContextOptions) {
  // Less the note this test's own pixel reads get (getImageData, several times).
  const held = await pageWithEntryHeld(browser, `${app.url}/taktik`, options, /willReadFrequently/);
  await held.page.getByTestId('board-still').waitFor();
  // The picture's markup can be there before the page's stylesheets, unstyled and elsewhere; the browser runs the
  // inline script after them, and a user sees the picture no sooner: its places are read once the script is there.
  await held.page.waitForFunction(() => 'onbirEarlyDrag' in window);
  return held;
}

/** A piece of the still picture: the middle of its shirt (or ball) on the screen, its radius there and its colour. */
async function pieceOnStill(page: Page, piece: string) {
  return page.locator(`[data-piece="${piece}"]`).evaluate((g) => {
    // The second shape is the piece itself (the first its shadow).
    const body = g.querySelectorAll('path')[1];
    const r = body.getBoundingClientRect();
    return { at: { x: r.x + r.width / 2, y: r.y + r.height / 2 }, radius: r.width / 2, fill: body.getAttribute('fill')! };
  });
}

/** A drag as a finger makes it (touch events through the DevTools protocol) or as a mouse does. */
async function dragBy(page: Page, cdp: CDPSession | null, from: Xy, by: Xy) {
  const points = Array.from({ length: 6 }, (_, i) => ({ x: from.x + (by.x * i) / 5, y: from.y + (by.y * i) / 5 }));
  if (cdp) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [points[0]] });
    for (const p of points.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    return;
  }
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (const p of points.slice(1)) await page.mouse.move(p.x, p.y);
  await page.mouse.up();
}

/** The canvas's colour at a point of the screen, as [r, g, b]. */
function canvasColour(page: Page, at: Xy): Promise<number[]> {
  return page.getByTestId('board-canvas').evaluate((c: HTMLCanvasElement, p) => {
    const r = c.getBoundingClientRect();
    const px = c.getContext('2d')!.getImageData(Math.round(((p.x - r.x) * c.width) / r.width), Math.round(((p.y - r.y) * c.height) / r.height), 1, 1).data;
    return [px[0], px[1], px[2]];
  }, at);
}
const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]) <= 24);
/** Inside the shirt, left of its number. */
const shirt = (at: Xy, radius: number) => ({ x: at.x - radius * 0.6, y: at.y });

test.describe('the board before its scripts', () => {
  for (const [name, options, touch, by] of [
    ['phone, a finger', phone, true, { x: 0, y: -100 }],
    ['laptop, a mouse', desktop, false, { x: 90, y: -60 }],
  ] as const) {
  test(`${name}: the keeper moves under the drag at once, and the hydrated board has him there as an undo step`, async () => {
    const { context, page, problems, release } = await heldPage(options);
    const cdp = touch ? await context.newCDPSession(page) : null;
    const layout = options === phone ? 'mobile' : 'desktop';
    const keeper = `player:${drawnBoard(createBoard(layout)).players[0].id}`;
    const home = await pieceOnStill(page, keeper);
    await dragBy(page, cdp, home.at, by);
    const dropped = await pieceOnStill(page, keeper);
    // Under the finger, before any script of the page's own has arrived.
    await expect(page.getByTestId('board-canvas')).toHaveCount(0);
    expect(Math.abs(dropped.at.x - (home.at.x + by.x))).toBeLessThan(2);
    expect(Math.abs(dropped.at.y - (home.at.y + by.y))).toBeLessThan(2);

    release();
    await page.getByTestId('board-canvas').waitFor();
    const undo = page.getByRole('button', { name: 'Geri Al' });
    await expect(undo).toBeEnabled();
    const colour = rgb(home.fill);
    const there = await canvasColour(page, shirt(dropped.at, dropped.radius));
    expect(near(there, colour), `the keeper where he was dropped: ${there} against ${colour}`).toBe(true);
    expect(near(await canvasColour(page, shirt(home.at, home.radius)), colour), 'nobody at his old place').toBe(false);

    await undo.click();
    await expect.poll(async () => near(await canvasColour(page, shirt(home.at, home.radius)), colour)).toBe(true);
    await expect(undo).toBeDisabled();
    // An inline script the page's policy refused, or a hydration mismatch, would be in the console.
    expect(problems).toEqual([]);
    await context.close();
  });
  }

  test('on a 360 px phone the still picture with a piece dragged fits the screen and passes axe', async () => {
    // bypassCSP: axe-core is injected as an inline script (the policy's own part is tested above).
    const { context, page, release } = await heldPage({ ...phone, viewport: { width: 360, height: 740 }, bypassCSP: true });
    const cdp = await context.newCDPSession(page);
    const keeper = await pieceOnStill(page, `player:${drawnBoard(createBoard('mobile')).players[0].id}`);
    await dragBy(page, cdp, keeper.at, { x: 0, y: -90 });
    await expect(page.locator('[data-piece][transform]')).toHaveCount(1);
    const { scrollWidth, screenWidth } = await sidewaysOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(screenWidth);
    await expect(seriousA11yViolations(page)).resolves.toEqual([]);
    release();
    await context.close();
  });

  test('two pieces dragged before the scripts are two undo steps, the last one undone first', async () => {
    const { context, page, problems, release } = await heldPage(desktop);
    const keeper = `player:${drawnBoard(createBoard('desktop')).players[0].id}`;
    const [keeperHome, ballHome] = [await pieceOnStill(page, keeper), await pieceOnStill(page, 'ball')];
    await dragBy(page, null, keeperHome.at, { x: 80, y: 40 });
    // The keeper again, from where he now is: the second drag starts at his new place.
    await dragBy(page, null, { x: keeperHome.at.x + 80, y: keeperHome.at.y + 40 }, { x: 20, y: 0 });
    await dragBy(page, null, ballHome.at, { x: 0, y: 90 });
    const [keeperNow, ballNow] = [await pieceOnStill(page, keeper), await pieceOnStill(page, 'ball')];
    expect(Math.round(keeperNow.at.x - keeperHome.at.x)).toBe(100);
    expect(Math.round(ballNow.at.y - ballHome.at.y)).toBe(90);

    release();
    await page.getByTestId('board-canvas').waitFor();
    const undo = page.getByRole('button', { name: 'Geri Al' });
    await expect(undo).toBeEnabled();
    const keeperColour = rgb(keeperHome.fill);
    await undo.click();
    // The ball went back; the keeper stays where he was dropped until the second undo.
    await expect(undo).toBeEnabled();
    expect(near(await canvasColour(page, shirt(keeperNow.at, keeperNow.radius)), keeperColour)).toBe(true);
    await undo.click();
    await expect.poll(async () => near(await canvasColour(page, shirt(keeperHome.at, keeperHome.radius)), keeperColour)).toBe(true);
    await expect(undo).toBeDisabled();
    expect(problems).toEqual([]);
    await context.close();
  });
});

test.describe('tactics board after its first frame (phone)', () => {
  test('builds its pitch and player sprites while the page is idle, painting nothing more, so a first drag only makes its background', async () => {
    // Every canvas the page makes, kept to read their sizes: the screen's and the caches' (render/renderer.ts).
    const b = await openBoardPage({ app, browser }, phone, '/taktik', app, () => {
      const made: HTMLCanvasElement[] = [];
      (window as unknown as { __canvases: HTMLCanvasElement[] }).__canvases = made;
      const create = document.createElement.bind(document);
      document.createElement = ((tag: string, options?: ElementCreationOptions) => {
        const el = create(tag, options);
        if (el instanceof HTMLCanvasElement) made.push(el);
        return el;
      }) as typeof document.createElement;
    });
    const canvases = () =>
      b.page.evaluate(() => {
        const screen = document.querySelector<HTMLCanvasElement>('[data-testid="board-canvas"]')!;
        const made = (window as unknown as { __canvases: HTMLCanvasElement[] }).__canvases;
        return {
          sprites: made.filter((c) => c.width === c.height && c.width < screen.width / 2).length,
          // The pitch's cache and the background: the screen's size.
          caches: made.filter((c) => c !== screen && c.width === screen.width && c.height === screen.height).length,
          frames: performance.getEntriesByName('taktik:frame').length,
        };
      });
    const board = drawnBoard(createBoard('mobile'));
    await expect.poll(async () => (await canvases()).sprites, { timeout: 10_000 }).toBe(board.players.length);
    expect(await canvases()).toEqual({ sprites: board.players.length, caches: 1, frames: 1 });
    const keeper = { x: board.players[0].x, y: board.players[0].y };
    await drag(b, keeper, { x: keeper.x + 40, y: keeper.y - 60 });
    await expect.poll(async () => (await canvases()).caches).toBe(2);
    expect((await canvases()).sprites).toBe(board.players.length);
    expect(b.errors).toEqual([]);
    await b.context.close();
  });
});
