import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { isRefusal } from '../shared/src/messages/refusal';
import { readAnalysisFile } from '../shared/src/video/file';
import { seriousA11yViolations, sidewaysOverflow } from './kit/axe';
import { boardSuite } from './kit/board';
import { desktop, phone } from './kit/harness';
import { expect, test } from './kit/test';
import { dragAlong, dragOver, makeClip, overlayAt, scrub, shownTime } from './kit/videoPage';

/**
 * The board's drawing tools on the video page (docs/video.md, 'The page'): a curved run, zones of either shape,
 * a label, freehand, a line, a mannequin and a magnifier, each chosen in the tool bar and drawn on a frame, on a 360 px
 * touch phone by finger and on a laptop by keyboard alone (the canvas's cursor). Each is checked by the
 * canvas's pixels.
 */
const suite = boardSuite();
const YELLOW = [0xff, 0xeb, 0x3b];

const drawings = (page: Page) => page.getByRole('list', { name: 'Çizimler' }).getByRole('listitem');
const tool = (page: Page, name: string) => page.getByRole('group', { name: 'Çizim aracı' }).getByRole('button', { name, exact: true });
/** One of the chosen tool's options (a zone's shape, the equipment), in its group. */
const option = (page: Page, group: string, name: string) => page.getByRole('group', { name: group }).getByRole('button', { name, exact: true });
/** The tool chosen by a tap, as a finger does; pressed once chosen. */
async function choose(page: Page, name: string) {
  await tool(page, name).tap();
  await expect(tool(page, name)).toHaveAttribute('aria-pressed', 'true');
}
/** A finger's tap at a share of the picture, scrolled into view (choosing a tool below it may have scrolled it off). */
async function tapAt(page: Page, at: { x: number; y: number }) {
  const canvas = page.getByTestId('video-canvas');
  // In the middle of the window: at its top edge the site's sticky header would lie over the picture's top.
  await canvas.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  const box = (await canvas.boundingBox())!;
  await page.touchscreen.tap(box.x + at.x * box.width, box.y + at.y * box.height);
}
/** Whether any pixel within `r` (a share of the picture) of `at` is drawn opaque in the drawing yellow. */
const yellowNear = (page: Page, at: { x: number; y: number }, r = 0.015) =>
  page.getByTestId('video-canvas').evaluate(
    (c, { at, r, yellow }) => {
      const canvas = c as HTMLCanvasElement;
      const [x0, y0, side] = [Math.round((at.x - r) * canvas.width), Math.round((at.y - r) * canvas.height), Math.max(2, Math.round(2 * r * canvas.width))];
      const { data } = canvas.getContext('2d')!.getImageData(x0, y0, side, side);
      for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 200 && [0, 1, 2].every((k) => Math.abs(data[i + k] - yellow[k]) < 40)) return true;
      return false;
    },
    { at, r, yellow: YELLOW },
  );
/** A zone's fill: the yellow at about a quarter of full strength over nothing. */
const zoneFillAt = async (page: Page, at: { x: number; y: number }) => {
  const [r, g, , a] = await overlayAt(page, at);
  return a > 40 && a < 120 && r > 200 && g > 180;
};

async function openedClip(options: typeof phone) {
  // bypassCSP: the accessibility check injects axe as a script of its own.
  const context = await suite.browser.newContext({ ...options, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${suite.app.url}/taktik/video`);
  await page.getByTestId('video-file').setInputFiles({ name: 'antrenman.webm', mimeType: 'video/webm', buffer: await makeClip(page, 4) });
  await expect(page.getByTestId('video-time')).toHaveText(/^0:00\.0 \//, { timeout: 15_000 });
  await scrub(page, 1);
  return page;
}

test('on a 360 px touch phone, each of the board’s tools is chosen and drawn on the frame by finger', async () => {
  const page = await openedClip({ ...phone, viewport: { width: 360, height: 740 }, screen: { width: 360, height: 740 } });
  await expect(tool(page, 'Ok')).toHaveAttribute('aria-pressed', 'true');

  // A curved run bends the way the finger went: through the top of the arc, not along its chord.
  await choose(page, 'Kavisli koşu');
  await dragAlong(page, true, [0.1, 0.3, 0.5, 0.7, 0.9].map((x) => ({ x, y: 0.6 - 0.25 * Math.sin(((x - 0.1) / 0.8) * Math.PI) })));
  await expect(drawings(page)).toHaveCount(1);
  await expect.poll(() => yellowNear(page, { x: 0.5, y: 0.35 })).toBe(true);
  expect(await yellowNear(page, { x: 0.5, y: 0.6 })).toBe(false);

  // A zone is a rectangle unless the coach picks another shape: an ellipse leaves its box's corners empty.
  await choose(page, 'Alan');
  await expect(option(page, 'Alan şekli', 'Dikdörtgen')).toHaveAttribute('aria-pressed', 'true');
  await dragOver(page, true, { x: 0.1, y: 0.05 }, { x: 0.3, y: 0.25 });
  await expect.poll(() => zoneFillAt(page, { x: 0.2, y: 0.15 })).toBe(true);
  expect(await zoneFillAt(page, { x: 0.11, y: 0.06 })).toBe(true);
  await option(page, 'Alan şekli', 'Elips').tap();
  await expect(option(page, 'Alan şekli', 'Elips')).toHaveAttribute('aria-pressed', 'true');
  await dragOver(page, true, { x: 0.35, y: 0.05 }, { x: 0.55, y: 0.25 });
  await expect.poll(() => zoneFillAt(page, { x: 0.45, y: 0.15 })).toBe(true);
  expect(await zoneFillAt(page, { x: 0.36, y: 0.06 })).toBe(false);

  // A label needs its words first: the page says so, and the tap after them places it.
  await choose(page, 'Yazı');
  await tapAt(page, { x: 0.75, y: 0.15 });
  await expect(page.getByText('Önce yazıyı girin, sonra videoda yerine dokunun.')).toBeVisible();
  await expect(drawings(page)).toHaveCount(3);
  await page.getByRole('textbox', { name: 'Yazı' }).fill('Boşluğa koş!');
  await tapAt(page, { x: 0.75, y: 0.15 });
  await expect(drawings(page)).toHaveCount(4);
  await expect.poll(() => yellowNear(page, { x: 0.75, y: 0.15 }, 0.04)).toBe(true);

  await choose(page, 'Serbest çizim');
  await dragAlong(page, true, [{ x: 0.1, y: 0.8 }, { x: 0.15, y: 0.7 }, { x: 0.2, y: 0.8 }, { x: 0.25, y: 0.7 }, { x: 0.3, y: 0.8 }]);
  await expect.poll(() => yellowNear(page, { x: 0.15, y: 0.7 })).toBe(true);

  await choose(page, 'Çizgi');
  await dragOver(page, true, { x: 0.6, y: 0.9 }, { x: 0.9, y: 0.9 });
  await expect.poll(() => yellowNear(page, { x: 0.75, y: 0.9 })).toBe(true);

  // The board's equipment in its own pictures: a mannequin's body reaches below where a cone's base would end.
  await choose(page, 'Ekipman');
  await expect(option(page, 'Ekipman türü', 'Huni')).toHaveAttribute('aria-pressed', 'true');
  await option(page, 'Ekipman türü', 'Manken').tap();
  await tapAt(page, { x: 0.92, y: 0.3 });
  await expect.poll(() => yellowNear(page, { x: 0.92, y: 0.3 }, 0.01)).toBe(true);
  expect(await yellowNear(page, { x: 0.92, y: 0.33 }, 0.004)).toBe(true);

  // The magnifier shows the frame under it, enlarged: opaque picture where nothing was drawn before (the taps
  // focused the picture, but the keyboard's cursor, a cross in its middle, shows only for the keyboard).
  expect((await overlayAt(page, { x: 0.5, y: 0.5 }))[3]).toBe(0);
  await choose(page, 'Büyüteç');
  await tapAt(page, { x: 0.5, y: 0.5 });
  await expect.poll(async () => (await overlayAt(page, { x: 0.5, y: 0.5 }))[3]).toBeGreaterThan(200);
  await expect(drawings(page)).toHaveCount(8);

  // Saved and opened again: the ellipse and the mannequin come back as they were, not as a rectangle and a cone.
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Analizi kaydet' }).tap()]);
  const saved = await readFile((await file.path())!, 'utf8');
  const analysis = readAnalysisFile(saved);
  if (isRefusal(analysis)) throw new Error(`the saved analysis is refused: ${analysis.code}`);
  const shapes = analysis.annotations.flatMap((a) => (a.kind === 'shape' ? [a.shape] : []));
  expect(shapes.flatMap((sh) => (sh.kind === 'zone' ? [sh.shape] : []))).toEqual(['rect', 'ellipse']);
  expect(shapes.flatMap((sh) => (sh.kind === 'equipment' ? [sh.item] : []))).toEqual(['mannequin']);
  for (let i = 0; i < 8; i++) await page.getByRole('button', { name: 'Geri al' }).tap();
  await expect(drawings(page)).toHaveCount(0);
  await expect.poll(() => yellowNear(page, { x: 0.92, y: 0.33 }, 0.004)).toBe(false);
  await page.getByLabel('Analiz dosyası aç').setInputFiles({ name: 'antrenman.onbir-video.json', mimeType: 'application/json', buffer: Buffer.from(saved) });
  await expect(drawings(page)).toHaveCount(8);
  await expect.poll(() => yellowNear(page, { x: 0.92, y: 0.33 }, 0.004)).toBe(true);
  expect(await zoneFillAt(page, { x: 0.36, y: 0.06 })).toBe(false);

  const { scrollWidth, screenWidth } = await sidewaysOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(screenWidth);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.context().close();
});

test('on a laptop, an elliptic zone and a label are drawn by keyboard alone: the cursor moves by arrow keys, Enter starts and ends, Escape drops', async () => {
  const page = await openedClip(desktop);
  const time = await shownTime(page);
  await tool(page, 'Alan').focus();
  await page.keyboard.press('Enter');
  await expect(tool(page, 'Alan')).toHaveAttribute('aria-pressed', 'true');
  // The shapes come after the tool bar's last buttons.
  const ellipse = option(page, 'Alan şekli', 'Elips');
  for (let i = 0; i < 10 && !(await ellipse.evaluate((e) => e === document.activeElement)); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(ellipse).toHaveAttribute('aria-pressed', 'true');

  // On the picture the arrow keys move the cursor, not the clip: a zone from the middle to 0.6, 0.6.
  await page.getByTestId('video-canvas').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Başlangıç işaretlendi: bitişe gidip Enter\'a basın.')).toBeAttached();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(drawings(page)).toHaveCount(1);
  await expect.poll(() => zoneFillAt(page, { x: 0.55, y: 0.55 })).toBe(true);
  expect(await zoneFillAt(page, { x: 0.505, y: 0.505 })).toBe(false);
  expect(await shownTime(page)).toBe(time);

  // A start dropped with Escape draws nothing.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(drawings(page)).toHaveCount(1);

  // A label: its words typed in its field, then Enter on the picture puts it under the cursor.
  await tool(page, 'Yazı').focus();
  await page.keyboard.press('Enter');
  // Its field comes after the tool bar's last buttons.
  const field = page.getByRole('textbox', { name: 'Yazı' });
  for (let i = 0; i < 6 && !(await field.evaluate((e) => e === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  await page.keyboard.type('Pres!');
  await page.getByTestId('video-canvas').focus();
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(drawings(page)).toHaveCount(2);
  await page.keyboard.press('Tab');
  await expect.poll(() => yellowNear(page, { x: 0.5, y: 0.3 }, 0.04)).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.context().close();
});
