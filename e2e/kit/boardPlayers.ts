import type { BrowserContextOptions } from 'playwright-core';
import { createBoard } from '../../shared/src/board/board';
import { drawnBoard } from '../../shared/src/board/drawnBoard';
import { layoutFor, type LayoutKind, type Point } from '../../shared/src/board/layout';
import { colourAt, near, toClient, type BoardPage, type Rgb, type Suite } from './board';
import type { E2eApp } from './harness';
import { expect } from './test';

/**
 * The players of a fresh 11v11 board as a coach meets them: where each stands by his id, his disc's colour,
 * his editor opened with a double click or a double tap; and the page they are on, which keeps its alerts.
 */

/** A board page that also keeps the alerts it raised: a test that says none was raised reads them. */
export interface Board extends BoardPage {
  alerts: string[];
}

/** Like openBoardPage, but each alert is accepted (so the page goes on) and kept, and the layout is the device's. */
export async function openBoard(suite: Suite, options: BrowserContextOptions, path = '/taktik', server: E2eApp = suite.app, init?: () => void): Promise<Board> {
  const context = await suite.browser.newContext({ ...options, acceptDownloads: true });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const alerts: string[] = [];
  const errors: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.url + path);
  await page.getByTestId('board-canvas').waitFor();
  return { context, page, layout: options.isMobile ? 'mobile' : 'desktop', alerts, errors };
}

/** The spot of a player in layout pixels on a fresh 11v11 board (team B turned round with two teams). */
export function spotOf(layout: LayoutKind, id: number, formation = '4-4-2'): Point {
  const b = drawnBoard(createBoard(layout, { formation, sides: 2 }));
  const p = b.players.find((q) => q.id === id)!;
  return { x: p.x, y: p.y };
}

/** A point on a player's disc that no digit covers. */
export const discPoint = (b: Board, p: Point): Point => ({ x: p.x - layoutFor(b.layout).playerSize * 0.3, y: p.y });

export async function expectDiscColour(b: Board, p: Point, colour: Rgb) {
  await expect.poll(async () => near(await colourAt(b, discPoint(b, p)), colour)).toBe(true);
}

export async function openEditor(b: Board, p: Point) {
  const c = await toClient(b, p);
  if (b.layout === 'mobile') {
    // The two taps stamped a tenth of a second apart, as a finger makes them: tapped one after the other on a
    // loaded machine they reach the page more than the 300 ms of a double tap apart, and no editor opens.
    const cdp = await b.context.newCDPSession(b.page);
    const now = Date.now() / 1000;
    for (const [type, at] of [['touchStart', 0], ['touchEnd', 0.05], ['touchStart', 0.1], ['touchEnd', 0.15]] as const) {
      await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchStart' ? [c] : [], timestamp: now + at });
    }
    await cdp.detach();
  } else {
    await b.page.mouse.dblclick(c.x, c.y);
  }
  return b.page.getByRole('dialog', { name: 'Oyuncuyu Düzenle' });
}
