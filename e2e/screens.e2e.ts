import { readFile } from 'node:fs/promises';
import type { BrowserContextOptions, Page } from '@playwright/test';
import { createTestUser } from '../server/src/test/fixtures';
import { insertDraftedRoom } from '../server/src/test/matchRooms';
import { loggedInWithoutDialogs, phone, startApp, type Browser, type E2eApp } from './kit/harness';
import { longestNames, shippedName, squadLink } from './kit/builderPool';
import { proxyOptionsFor } from './kit/imageHost';
import { expect, test, withServiceWorker } from './kit/test';

// What users see, compared with reviewed pictures (e2e/screens/, docs/testing.md 'Screens'): the board, the
// builder and its post, the game's match screen and the quick match's result card, on a 360 px phone and a
// laptop. Everything on them is fixed: the shipped pool's longest names, seeded matches, no image from a CDN.
// A first visit as users make it, the app's service worker installing, as the reviewed pictures were drawn
// (with it blocked, the quick match's full-page picture came out with 753 pixels of its text drawn otherwise).
withServiceWorker();

const VIEWS: [string, BrowserContextOptions][] = [
  ['phone', { ...phone, viewport: { width: 360, height: 740 } }],
  ['laptop', { viewport: { width: 1366, height: 768 } }],
];
/** Borussia Mönchengladbach in the shipped pool: the longest club name, the quick match's opponent. */
const OPPONENT_ID = 413;
const SEED = 20261205;

let app: E2eApp;
let browser: Browser;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  app = await startApp({ SEED_POOL: 'true', MATCH_SECONDS_PER_MINUTE: '0.005' }, { imageProxyTest: proxyOptionsFor(() => undefined) });
});
test.afterAll(async () => {
  await app?.close();
});

async function squadPage(options: BrowserContextOptions, extraHash = '') {
  const places = longestNames('4-2-3-1', 11, 5);
  const ids = Object.values(places);
  const link = await squadLink('4-2-3-1', places, { captain: ids[8], numbers: { [ids[0]]: 1, [ids[8]]: 10 }, title: "Derbi 11'i", coach: 'Okan Buruk' });
  const context = await browser.newContext({ ...options, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(app.url + link + extraHash);
  return { page, keeper: shippedName(places['GK-0']) };
}

async function downloaded(page: Page, button: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return readFile((await file.path())!);
}

for (const [view, options] of VIEWS) {
  test.describe(`screens on a ${view}`, () => {
    test('the board', async () => {
      const page = await browser.newPage(options);
      await page.goto(`${app.url}/taktik`);
      await page.getByTestId('board-canvas').waitFor();
      await expect(page).toHaveScreenshot(`board-${view}.png`, { fullPage: true });
      await page.context().close();
    });

    test("the builder with the pool's longest names, and its post", async () => {
      const { page, keeper } = await squadPage(options);
      await expect(page.locator(`[data-slot="GK-0"] .b-card-name[data-name="${keeper}"]`)).toHaveCount(1);
      await expect(page).toHaveScreenshot(`builder-${view}.png`, { fullPage: true });
      // The post is 1080x1350 whatever the screen: the phone's is compared with the same picture.
      expect(await downloaded(page, 'Gönderi (1080x1350)')).toMatchSnapshot('builder-post.png');
      await page.context().close();
    });

    test('the quick match, and its result card', async () => {
      const { page } = await squadPage(options, `&oyna=${OPPONENT_ID}&tohum=${SEED}&hiz=sonuc`);
      await expect(page.getByTestId('quick-result')).toBeVisible();
      // Borussia Mönchengladbach, the pool's longest club name, stays in the scoreboard and off the score.
      const boxOf = async (l: ReturnType<Page['locator']>) => (await l.boundingBox())!;
      const [board, score] = [await boxOf(page.locator('.scoreboard')), await boxOf(page.getByTestId('score'))];
      for (const side of ['A', 'B']) {
        const name = await boxOf(page.getByTestId(`scoreboard-team-${side}`).locator('.team-name-text'));
        expect(name.x >= board.x && name.x + name.width <= board.x + board.width, `team ${side}'s name inside the scoreboard`).toBe(true);
        expect(name.x + name.width <= score.x || name.x >= score.x + score.width, `team ${side}'s name beside the score`).toBe(true);
      }
      // The replay link holds the test server's port, new each run.
      await expect(page).toHaveScreenshot(`quick-match-${view}.png`, { fullPage: true, mask: [page.getByTestId('replay-link')] });
      expect(await downloaded(page, 'Maç kartı (1080x1350)')).toMatchSnapshot('result-card.png');
      await page.context().close();
    });

    test("the game's match screen at full time", async () => {
      const users = await Promise.all([`ev-${view}`, `deplasman-${view}`].map((n) => createTestUser(app.server.ctx, n)));
      const roomId = await insertDraftedRoom(app.server.ctx.db, users, { roomName: 'Cumartesi Ligi', bench: 3 });
      app.server.ctx.seeds.next = () => SEED;
      const host = await loggedInWithoutDialogs(browser, users[0], options);
      await host.goto(`${app.url}/room/${roomId}/squad-selection`);
      await host.getByRole('dialog').getByRole('button', { name: 'Turnuvayı Başlat' }).click();
      await host.waitForURL(`**/match/${roomId}`);
      await host.getByRole('button', { name: 'Sonraki Maçı Başlat' }).click();
      await expect(host.getByTestId('minute')).toHaveText('Maç sona erdi', { timeout: 30_000 });
      // The full-time screen's parts come with the match's last answers: on a loaded machine after the whistle.
      await expect(host.getByTestId('lineups').locator('g.spot')).toHaveCount(22);
      await host.getByTestId('ratings').waitFor();
      await host.getByTestId('motm').waitFor();
      await host.getByTestId('momentum').waitFor();
      await expect(host).toHaveScreenshot(`match-${view}.png`, { fullPage: true });
      await host.context().close();
    });
  });
}
