import type { BrowserContextOptions } from 'playwright-core';
import { desktop, hydrated, pageWithEntryHeld, phone, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';
import { insertPool, type PoolClub } from './kit/builderPool';
import { seriousA11yViolations, sidewaysOverflow } from './kit/axe';

// The builder's popular clubs take a tap before the page's scripts arrive (client/src/features/builder/earlyChoice.ts):
// the club is marked at once and chosen when the builder hydrates.

const CLUBS: PoolClub[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Kulüp ${String(i + 1).padStart(2, '0')} SK`, primary: '#0055aa', players: 3 }));

let browser: Browser;
let app: E2eApp;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  app = await startApp();
  await insertPool(app.server.ctx.db, CLUBS);
});
test.afterAll(async () => {
  await app?.close();
});

/** /ilk11kur with its entry script held back until `release()`: the HTML's clubs are all there is. */
async function heldBuilder(options: BrowserContextOptions) {
  const held = await pageWithEntryHeld(browser, `${app.url}/ilk11kur`, options);
  await held.page.locator('.b-club').nth(9).waitFor();
  return held;
}

test.describe('the builder before its scripts', () => {
  for (const [name, options, how] of [
    ['phone, a tap', phone, 'tap'],
    ['laptop, the keyboard', desktop, 'keyboard'],
  ] as const) {
  test(`${name} on a popular club marks it at once, and the hydrated builder has it chosen`, async () => {
    const { context, page, problems, release } = await heldBuilder(options);
    const club = page.getByRole('button', { name: CLUBS[2].name });
    if (how === 'tap') await club.tap();
    else {
      await club.focus();
      await page.keyboard.press('Enter');
    }
    // Pressed, before any script of the page's own has arrived.
    await expect(club).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.b-club[aria-pressed="true"]')).toHaveCount(1);
    // A second tap changes nothing: the first choice is the one taken.
    await page.getByRole('button', { name: CLUBS[4].name }).click();
    await expect(page.locator('.b-club[aria-pressed="true"]')).toHaveCount(1);

    release();
    await page.getByText(`Seçilen Takım: ${CLUBS[2].name}`).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
  }

  test('on a 360 px phone the pressed club fits the screen and passes axe', async () => {
    // bypassCSP: axe-core is injected as an inline script (the policy's own part is tested above).
    const { context, page, release } = await heldBuilder({ ...phone, viewport: { width: 360, height: 740 }, bypassCSP: true });
    await page.getByRole('button', { name: CLUBS[9].name }).tap();
    await expect(page.locator('.b-club[aria-pressed="true"]')).toHaveCount(1);
    const { scrollWidth, screenWidth } = await sidewaysOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(screenWidth);
    await expect(seriousA11yViolations(page)).resolves.toEqual([]);
    release();
    await context.close();
  });

  test('a page whose HTML has come only as far as the clubs (a slow network) already takes a key on one', async () => {
    const context = await browser.newContext(desktop);
    const page = await context.newPage();
    // The page's own scripts have not arrived either (held, as in heldBuilder).
    await page.route(/\/assets\/index-[\w-]+\.js$/, () => undefined);
    // The document cut right after the clubs' list: whatever the HTML holds after them has not arrived yet.
    await page.route(`${app.url}/ilk11kur`, async (route) => {
      const html = await (await route.fetch()).text();
      const end = html.indexOf('</ul>', html.indexOf('b-club-list')) + '</ul>'.length;
      await route.fulfill({ status: 200, contentType: 'text/html', body: html.slice(0, end) });
    });
    await page.goto(`${app.url}/ilk11kur`, { waitUntil: 'commit' });
    const club = page.getByRole('button', { name: CLUBS[2].name });
    await club.focus();
    await page.keyboard.press('Enter');
    await expect(club).toHaveAttribute('aria-pressed', 'true');
    await context.close();
  });

  test('with no tap, the hydrated builder chooses nothing and its clubs answer as usual', async () => {
    const { context, page, problems, release } = await heldBuilder(phone);
    release();
    await hydrated(page);
    await expect(page.locator('.b-club-chosen')).toHaveCount(0);
    await page.getByRole('button', { name: CLUBS[0].name }).tap();
    await page.getByText(`Seçilen Takım: ${CLUBS[0].name}`).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
