import type { Page } from 'playwright-core';
import { SAVED_V1 } from '../shared/src/board/fixtures/v1';
import { decodeShared } from '../shared/src/board/serialize';
import { boardSuite, button, colourAt, colourBlob, hex, layoutOfPage, linkOf, near, openBoardPage, px, tap, type BoardPage, type Rgb } from './kit/board';
import { desktop, framesRun, phone } from './kit/harness';
import { expect, test } from './kit/test';

/** The board in view: laptop layout, full screen, phones upright and on their side, true proportions, the zoomed half. */
const suite = boardSuite();
const laptop = { viewport: { width: 1366, height: 768 } };
const ORANGE = hex('#ff9800');
const white = (c: Rgb) => c.every((v) => v > 200);

type Box = { x: number; y: number; width: number; height: number };
const box = async (page: Page, selector: string): Promise<Box> => (await page.locator(selector).first().boundingBox())!;
const inside = (b: Box, w: number, h: number, top = 0) => b.x >= 0 && b.y >= top && b.x + b.width <= w && b.y + b.height <= h;

/** How far the first white pixel is from `from`, stepping by `step` (layout pixels). */
async function toWhite(b: BoardPage, from: { x: number; y: number }, step: { x: number; y: number }, start = 12, end = 120): Promise<number> {
  for (let r = start; r < end; r += 0.5) if (white(await colourAt(b, { x: from.x + step.x * r, y: from.y + step.y * r }))) return r;
  return Infinity;
}

test.describe('the laptop layout keeps the pitch in view', () => {
  for (const format of ['11v11', '5v5', '9v9']) {
  test(`at 1366x768 the whole ${format} pitch, the tools beside it and the steps beneath are in view`, async () => {
    const b = await openBoardPage(suite, laptop);
    await button(b, format).click();
    await b.page.evaluate(() => window.scrollTo(0, 0));
    await framesRun(b.page);
    const canvas = await box(b.page, '[data-testid="board-canvas"]');
    const rail = await box(b.page, '[role="group"][aria-label="Araçlar"]');
    const steps = await box(b.page, 'section[aria-label="Animasyon adımları"]');
    expect(inside(canvas, 1366, 768)).toBe(true);
    expect(inside(rail, 1366, 768)).toBe(true);
    expect(rail.x + rail.width).toBeLessThanOrEqual(canvas.x);
    expect(steps.y).toBeGreaterThanOrEqual(canvas.y + canvas.height);
    expect(inside(steps, 1366, 768)).toBe(true);
    // Large enough to work on: more than half the screen's width.
    expect(canvas.width).toBeGreaterThan(683);
    await b.context.close();
  });
  }

  test('full-screen mode fills the screen with the pitch and its tools, and leaves again', async () => {
    const b = await openBoardPage(suite, laptop);
    const before = await box(b.page, '[data-testid="board-canvas"]');
    await button(b, 'Tam ekran').click();
    await expect.poll(() => b.page.evaluate(() => document.fullscreenElement?.className ?? '')).toContain('board-main');
    await expect.poll(async () => (await box(b.page, '[data-testid="board-canvas"]')).height).toBeGreaterThan(before.height + 60);
    const canvas = await box(b.page, '[data-testid="board-canvas"]');
    const rail = await box(b.page, '[role="group"][aria-label="Araçlar"]');
    expect(inside(canvas, 1366, 768)).toBe(true);
    expect(inside(rail, 1366, 768)).toBe(true);
    await expect(button(b, 'Tam ekran')).toHaveAttribute('aria-pressed', 'true');
    // F (shown in the button's tooltip) leaves it.
    await expect(button(b, 'Tam ekran')).toHaveAttribute('title', /\(F\)/);
    await b.page.keyboard.press('f');
    await expect.poll(() => b.page.evaluate(() => document.fullscreenElement === null)).toBe(true);
    await b.context.close();
  });
});

test.describe('phones', () => {
  test('held upright: the pitch keeps its true proportions (the centre circle is round)', async () => {
    const b = await openBoardPage(suite, phone);
    const l = layoutOfPage(b);
    const c = { x: l.width / 2, y: l.height / 2 };
    // Above the halfway line (no players there), to the right and upwards.
    const across = await toWhite(b, { x: c.x, y: c.y - 3 }, { x: 1, y: 0 });
    const along = await toWhite(b, { x: c.x + 3, y: c.y }, { x: 0, y: -1 });
    expect(Number.isFinite(across) && Number.isFinite(along)).toBe(true);
    expect(Math.abs(across - along) / along).toBeLessThan(0.04);
    await b.context.close();
  });

  test('held upright: the tools used while drawing are within thumb reach under the pitch, in view with it', async () => {
    const b = await openBoardPage(suite, phone);
    const canvas = await box(b.page, '[data-testid="board-canvas"]');
    for (const name of ['Kalem', 'Geri Al', 'Seç', 'Ok', 'Animasyonu oynat', 'Yeni adım ekle']) {
      const control = (await b.page.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(inside(control, 390, 844), name).toBe(true);
      expect(control.y, name).toBeGreaterThanOrEqual(canvas.y + canvas.height - 1);
      expect(control.y - (canvas.y + canvas.height), name).toBeLessThan(150);
    }
    await b.context.close();
  });

  test('held sideways: the landscape pitch fills the height under the site’s header, the tools beside it', async () => {
    const b = await openBoardPage(suite, { ...phone, viewport: { width: 844, height: 390 } });
    await framesRun(b.page);
    const header = (await b.page.locator('header').first().boundingBox())!;
    const canvas = await box(b.page, '[data-testid="board-canvas"]');
    const rail = await box(b.page, '[role="group"][aria-label="Araçlar"]');
    expect(canvas.width / canvas.height).toBeGreaterThan(1.3);
    expect(inside(canvas, 844, 390, header.y + header.height - 1)).toBe(true);
    expect(canvas.height).toBeGreaterThan(390 - header.height - 40);
    expect(rail.x + rail.width).toBeLessThanOrEqual(canvas.x);
    expect(inside(rail, 844, 390)).toBe(true);
    await b.context.close();
  });

  test('a cone placed on a phone is big enough to see and tap, and points up', async () => {
    const b = await openBoardPage(suite, phone);
    await b.page.getByRole('button', { name: 'Turuncu' }).click();
    await button(b, 'Ekipman').click();
    const at = px(b, { x: 30, y: 20 });
    await tap(b, at);
    // The canvas paints on the next animation frame after the tap.
    const cone = () => colourBlob(b, { x: at.x - 30, y: at.y - 30, w: 60, h: 60 }, ORANGE, 45);
    await expect.poll(cone).not.toBeNull();
    const blob = (await cone())!;
    const h = blob.y1 - blob.y0;
    const w = blob.x1 - blob.x0;
    expect(h).toBeGreaterThanOrEqual(14);
    expect(w).toBeGreaterThanOrEqual(14);
    // A triangle with its tip up: most of it is in its lower half; not pointing sideways.
    expect(blob.cy - (blob.y0 + blob.y1) / 2).toBeGreaterThan(h * 0.08);
    expect(Math.abs(blob.cx - (blob.x0 + blob.x1) / 2)).toBeLessThan(w * 0.05);
    await b.context.close();
  });
});

/** The two orange cones' centres on the canvas (layout pixels). */
async function conePair(b: BoardPage) {
  const l = layoutOfPage(b);
  const blob = (await colourBlob(b, { x: 0, y: 0, w: l.width, h: l.height }, ORANGE, 45))!;
  const wide = blob.x1 - blob.x0 > blob.y1 - blob.y0;
  const mid = wide ? (blob.x0 + blob.x1) / 2 : (blob.y0 + blob.y1) / 2;
  const half = (first: boolean) => (wide ? { x: first ? blob.x0 : mid, y: blob.y0, w: (blob.x1 - blob.x0) / 2, h: blob.y1 - blob.y0 } : { x: blob.x0, y: first ? blob.y0 : mid, w: blob.x1 - blob.x0, h: (blob.y1 - blob.y0) / 2 });
  const a = await colourBlob(b, half(true), ORANGE, 45);
  const z = await colourBlob(b, half(false), ORANGE, 45);
  // While the view changes a frame may show one cone alone: no pair yet, and the poll reads again.
  if (!a || !z) return 0;
  return Math.hypot(a.cx - z.cx, a.cy - z.cy);
}

test.describe('the attacking half', () => {
  for (const [name, options] of [
    ['laptop', desktop],
    ['phone', phone],
  ] as const) {
  test(`“Hücum yarı sahası” zooms in on the ${name}`, async () => {
    // Two cones 20 m apart in team B's half, on a link of the second version.
    const eleven = { ...SAVED_V1.board, v: 2, m: 11, f: '4-4-2', p: SAVED_V1.board.p.slice(0, 11) };
    const cones = [['e', 1, 2, 0, 700, 340, 0], ['e', 2, 2, 0, 900, 340, 0]];
    const b = await openBoardPage(suite, options, `/taktik#tahta=${linkOf({ ...eleven, o: cones })}`);
    await expect.poll(async () => near(await colourAt(b, px(b, { x: 70, y: 34.3 })), ORANGE, 45)).toBe(true);
    const full = await conePair(b);
    await button(b, 'Hücum yarı sahası').click();
    await expect.poll(async () => (await conePair(b)) / full).toBeGreaterThan(1.2);
    await b.context.close();
  });
  }
});

test.describe('the pitch’s look is the device’s, apart from the board', () => {
  test('switching it is never an undo step, undo leaves it, a reload keeps it, a share link does not carry it', async () => {
    const b = await openBoardPage(suite, laptop);
    const pressed = (name: string, on: boolean) => expect(button(b, name)).toHaveAttribute('aria-pressed', String(on));
    await button(b, '22 Oyuncu').click();
    for (const name of ['Ölçümler', 'Çizgili çim', 'Hücum yarı sahası', 'Kalem', 'Kalem']) await button(b, name).click();
    // The one undo step is the second team: undo takes it away, the look stays, and there is nothing left to undo.
    await button(b, 'Geri Al').click();
    await expect(button(b, 'Geri Al')).toBeDisabled();
    await pressed('Ölçümler', true);
    await pressed('Çizgili çim', false);
    await pressed('Hücum yarı sahası', true);
    await pressed('Kalem', false);

    await b.page.reload();
    await b.page.getByTestId('board-canvas').waitFor();
    await pressed('Ölçümler', true);
    await pressed('Çizgili çim', false);
    await pressed('Hücum yarı sahası', true);

    await button(b, 'Paylaşım Bağlantısı').click();
    const link = await b.page.getByLabel('Paylaşım bağlantısı').inputValue();
    expect((await decodeShared(link.split('#tahta=')[1]))?.view).toEqual({});
    // Opened on another device, the board has that device's look.
    const other = await openBoardPage(suite, laptop, link.slice(link.indexOf('/taktik')));
    await expect(button(other, 'Ölçümler')).toHaveAttribute('aria-pressed', 'false');
    await expect(button(other, 'Tam saha')).toHaveAttribute('aria-pressed', 'true');
    await other.context.close();
    await b.context.close();
  });

  test('a link made before the view left the board opens in the pitch view it was made in', async () => {
    const eleven = { ...SAVED_V1.board, v: 2, m: 11, f: '4-4-2', p: SAVED_V1.board.p.slice(0, 11) };
    const b = await openBoardPage(suite, laptop, `/taktik#tahta=${linkOf({ ...eleven, w: 'half', ms: true })}`);
    await expect(button(b, 'Hücum yarı sahası')).toHaveAttribute('aria-pressed', 'true');
    // The measurements are the device's look: off here.
    await expect(button(b, 'Ölçümler')).toHaveAttribute('aria-pressed', 'false');
    await expect(button(b, 'Geri Al')).toBeDisabled();
    await b.context.close();
  });
});
