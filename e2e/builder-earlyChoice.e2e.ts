import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions } from 'playwright-core';
import { desktop, hydrated, launchBrowser, pageWithEntryHeld, phone, startApp, type Browser, type E2eApp } from './harness';
import { insertPool, type PoolClub } from './builderPool';
import { seriousA11yViolations, sidewaysOverflow } from './axe';

// The builder's popular clubs take a tap before the page's scripts arrive (client/src/features/builder/earlyChoice.ts):
// the club is marked at once and chosen when the builder hydrates.

const CLUBS: PoolClub[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Kulüp ${String(i + 1).padStart(2, '0')} SK`, primary: '#0055aa', players: 3 }));

let browser: Browser;
let app: E2eApp;
beforeAll(async () => {
  browser = await launchBrowser();
  app = await startApp();
  await insertPool(app.server.ctx.db, CLUBS);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** /ilk11kur with its entry script held back until `release()`: the HTML's clubs are all there is. */
async function heldBuilder(options: BrowserContextOptions) {
  const held = await pageWithEntryHeld(browser, `${app.url}/ilk11kur`, options);
  await held.page.locator('.b-club').nth(9).waitFor();
  return held;
}

describe('the builder before its scripts', () => {
  it.each([
    ['phone, a tap', phone, 'tap'],
    ['laptop, the keyboard', desktop, 'keyboard'],
  ] as const)('%s on a popular club marks it at once, and the hydrated builder has it chosen', async (_name, options, how) => {
    const { context, page, problems, release } = await heldBuilder(options);
    const club = page.getByRole('button', { name: CLUBS[2].name });
    if (how === 'tap') await club.tap();
    else {
      await club.focus();
      await page.keyboard.press('Enter');
    }
    // Pressed, before any script of the page's own has arrived.
    await expect(club.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(page.locator('.b-club[aria-pressed="true"]').count()).resolves.toBe(1);
    await club.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(os.tmpdir(), `onbir-early-choice-${how}.png`) });
    // A second tap changes nothing: the first choice is the one taken.
    await page.getByRole('button', { name: CLUBS[4].name }).click();
    await expect(page.locator('.b-club[aria-pressed="true"]').count()).resolves.toBe(1);

    release();
    await page.getByText(`Seçilen Takım: ${CLUBS[2].name}`).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a 360 px phone the pressed club fits the screen and passes axe', async () => {
    // bypassCSP: axe-core is injected as an inline script (the policy's own part is tested above).
    const { context, page, release } = await heldBuilder({ ...phone, viewport: { width: 360, height: 740 }, bypassCSP: true });
    await page.getByRole('button', { name: CLUBS[9].name }).tap();
    await expect(page.locator('.b-club[aria-pressed="true"]').count()).resolves.toBe(1);
    const { scrollWidth, screenWidth } = await sidewaysOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(screenWidth);
    await expect(seriousA11yViolations(page)).resolves.toEqual([]);
    release();
    await context.close();
  });

  it('with no tap, the hydrated builder chooses nothing and its clubs answer as usual', async () => {
    const { context, page, problems, release } = await heldBuilder(phone);
    release();
    await hydrated(page);
    await expect(page.locator('.b-club-chosen').count()).resolves.toBe(0);
    await page.getByRole('button', { name: CLUBS[0].name }).tap();
    await page.getByText(`Seçilen Takım: ${CLUBS[0].name}`).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
