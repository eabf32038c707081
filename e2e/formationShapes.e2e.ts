import type { BrowserContextOptions } from 'playwright-core';
import { positionCode } from '../shared/src/text/positions';
import { boardSuite, button, layoutOfPage, openBoardPage, type BoardPage } from './kit/board';
import { drawnDiscs, recordTexts } from './kit/boardDrawn';
import { desktop, hydrated, phone } from './kit/harness';
import { expect, test } from './kit/test';
import { poll, slot } from './kit/builder';

// 4-1-2-1-2 as a coach draws it (issue 36): the holding midfielder in front of the back four, the
// attacking one behind the strikers, both in the middle, and the two wide men on the flanks. Read where
// the board drew its discs and where the builder put its places.
const suite = boardSuite();

/** A point on a pitch: how far up from the own goal line (0-1) and across from the right touchline (0-1). */
interface PitchSpot {
  d: number;
  w: number;
}

/** What is wrong with the diamond's four midfielders, read by depth: the deepest, the two level, the furthest forward. */
function diamondFaults(mids: PitchSpot[]): string[] {
  const [holding, wideA, wideB, attacking] = [...mids].sort((a, b) => a.d - b.d);
  const [right, left] = [wideA, wideB].sort((a, b) => a.w - b.w);
  const at = (p: PitchSpot) => `${p.w.toFixed(2)} across`;
  return [
    Math.abs(holding.w - 0.5) < 0.05 ? '' : `the holding midfielder is off the middle (${at(holding)})`,
    Math.abs(attacking.w - 0.5) < 0.05 ? '' : `the attacking midfielder is off the middle (${at(attacking)})`,
    right.w < 0.3 ? '' : `the right midfielder is not on the right flank (${at(right)})`,
    left.w > 0.7 ? '' : `the left midfielder is not on the left flank (${at(left)})`,
  ].filter(Boolean);
}

/** A disc's centre (layout pixels) on team A's pitch: landscape attacks to the right, portrait upwards. */
function spotOfDisc(b: BoardPage, p: { x: number; y: number }): PitchSpot {
  const l = layoutOfPage(b);
  const across = (v: number, size: number) => (v - l.padding) / (size - 2 * l.padding);
  if (l.orientation === 'landscape') return { d: across(p.x, l.width), w: 1 - across(p.y, l.height) };
  return { d: 1 - across(p.y, l.height), w: 1 - across(p.x, l.width) };
}

for (const [name, options] of [
  ['laptop', desktop],
  ['phone', phone],
] as [string, BrowserContextOptions][]) {
test.describe(`4-1-2-1-2 on the ${name}`, () => {
  test('the board draws the diamond: CDM and CAM in the middle, the wide men on the flanks', async () => {
    const b = await openBoardPage(suite, options, '/taktik', suite.app, recordTexts);
    await button(b, '4-1-2-1-2').click();
    // The discs of the frames drawn since the click, the last frame's eleven last (one sprite a player).
    let drawn: Array<{ x: number; y: number }> = [];
    await poll(async () => {
      drawn = [...drawn, ...(await drawnDiscs(b))].slice(-11);
      // By depth: the keeper, the back four, the four midfielders, the two strikers.
      const spots = drawn.map((p) => spotOfDisc(b, p)).sort((x, y) => x.d - y.d);
      return drawn.length < 11 ? ['no frame drawn'] : diamondFaults(spots.slice(5, 9));
    }).toEqual([]);
    expect(b.errors).toEqual([]);
    await b.context.close();
  });

  test('the builder puts its places in a diamond', async () => {
    const context = await suite.browser.newContext(options);
    const page = await context.newPage();
    await page.goto(suite.app.url + '/ilk11kur');
    await hydrated(page);
    // A click that lands while the prerendered page is still taking its handlers does nothing: click until chosen.
    await expect(async () => {
      await page.getByRole('button', { name: '4-1-2-1-2', exact: true }).click();
      await expect(page.locator('button[aria-pressed="true"]:text-is("4-1-2-1-2")')).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    const pitch = (await page.getByTestId('builder-pitch').boundingBox())!;
    // The goalkeeper at the bottom (the builder's default): the right flank on the right of the screen.
    const spotOf = async (code: string) => {
      const places = page.getByTestId('builder-pitch').locator('[data-slot]').filter({ has: page.getByText(positionCode(code, 'tr'), { exact: true }) });
      await expect(places).toHaveCount(1, { timeout: 15_000 });
      const box = (await places.boundingBox())!;
      return { d: 1 - (box.y + box.height / 2 - pitch.y) / pitch.height, w: 1 - (box.x + box.width / 2 - pitch.x) / pitch.width };
    };
    const holding = await spotOf('CDM');
    const attacking = await spotOf('CAM');
    const [right, left] = [await spotOf('RM'), await spotOf('LM')];
    expect(diamondFaults([holding, right, left, attacking])).toEqual([]);
    // Each where its code says: the holding midfielder deepest, the attacking one furthest forward.
    expect(holding.d).toBeLessThan(Math.min(right.d, left.d));
    expect(attacking.d).toBeGreaterThan(Math.max(right.d, left.d));
    expect(right.w).toBeLessThan(left.w);
    // The places by their keys too: the holding midfielder is the line's first place (links hold keys).
    await expect(slot(page, 'MID-0')).toContainText(positionCode('CDM', 'tr'));
    await context.close();
  });
});
}
