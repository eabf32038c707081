import { desktop, loggedInWithoutDialogs, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';
import { seriousA11yViolations, sidewaysOverflow } from './kit/axe';
import { auctionStarted, roomsCall } from './kit/auctionRoom';
import { createTestUser, type TestUser } from '../server/src/test/fixtures';
import { insertTestPool } from '../server/src/test/roomsPool';

/**
 * An auction room (issue 42, docs/drafts.md 'The auction room'), from the create form to the draft's end: two
 * humans (a laptop and a 360 px phone) and two AI managers. The host is refused an opening bid over his
 * reserve in words, nominates; the phone bids by keyboard; a late bid restarts the clock; then the room
 * clock runs fast and AI managers and the clock finish every squad.
 */
let app: E2eApp;
let browser: Browser;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  app = await startApp();
  await insertTestPool(app.server.ctx, { perPosition: 12 });
});
test.afterAll(async () => {
  await app?.close();
});

const api = (user: TestUser, method: 'get' | 'post', path: string, body?: object) => roomsCall(app.url, user, method, path, body);

test('two humans and two AI managers: nominate, bid, a late bid that extends the clock, a refused over-budget bid, to the draft end', async () => {
  test.setTimeout(240_000);
  const [hostUser, guestUser] = await Promise.all([createTestUser(app.server.ctx, 'mezatci'), createTestUser(app.server.ctx, 'telefoncu')]);
  const host = await loggedInWithoutDialogs(browser, hostUser, desktop);
  const { roomId, guest } = await auctionStarted(app.url, browser, host, guestUser, { name: 'Mezat Gecesi', budget: '100', seconds: '10', lobbyText: 'Açık artırma: 100 M€ bütçe, 10 sn teklif süresi' });
  await expect(guest.getByTestId('auction-clock')).toContainText('Aday gösterme sırası: mezatci');

  // The host nominates: an opening over his reserve (100 M€ less 1 M€ for each of his 10 other places) is refused on the page.
  await host.getByLabel('Açılış teklifi (M€)').fill('95');
  const nominateFirst = host.getByRole('button', { name: 'Açık artırmaya çıkar' }).first();
  await nominateFirst.click();
  await expect(host.getByText('En fazla 90 M€ teklif verebilirsiniz: kalan yerler için bütçe ayrılmalı.')).toBeVisible();
  await host.getByLabel('Açılış teklifi (M€)').fill('1');
  await nominateFirst.click();
  await expect(guest.getByTestId('auction-clock')).toContainText('Lot #1');

  // The phone bids by keyboard (+1 M€ over the price on screen; an AI manager's bid between is refused in words and tried again).
  const guestHistory = guest.getByTestId('bid-history');
  await expect(async () => {
    await guest.getByRole('group', { name: 'Teklif ver' }).getByRole('button').first().focus();
    await guest.keyboard.press('Enter');
    await expect(guestHistory.locator('li').first()).toContainText('telefoncu', { timeout: 1500 });
  }).toPass({ timeout: 20_000 });
  expect(await seriousA11yViolations(guest)).toEqual([]);
  const { scrollWidth, screenWidth } = await sidewaysOverflow(guest);
  expect(scrollWidth).toBeLessThanOrEqual(screenWidth);

  // A late bid: with 4 seconds or fewer left, the laptop's +5 M€ restarts the clock at 5 seconds.
  const hostClock = host.getByTestId('auction-clock');
  await expect(async () => {
    await expect(hostClock).toContainText(/Lot #1/);
    const left = Number((await hostClock.getByText(/^\d+ sn$/).textContent())!.split(' ')[0]);
    expect(left).toBeLessThanOrEqual(4);
    expect(left).toBeGreaterThanOrEqual(1);
  }).toPass({ timeout: 20_000, intervals: [100] });
  await host.getByRole('group', { name: 'Teklif ver' }).getByRole('button', { name: /teklif ver$/ }).nth(2).click();
  await expect(host.getByTestId('bid-history').locator('li').first()).toContainText('mezatci');
  await expect(hostClock.getByText(/^\d+ sn$/)).toHaveText(/^[45] sn$/);

  // The rest at a fast clock: AI managers bid and nominate, the clock nominates for a slow human and sells every lot.
  app.server.ctx.timers.msPerSecond = 5;
  await expect(host.getByText('Draft tamamlandı.').first()).toBeVisible({ timeout: 180_000 });
  await expect(guest.getByText('Draft tamamlandı.').first()).toBeVisible();
  await expect(guest.getByText('Açık artırma · 11/11 oyuncu', { exact: false })).toBeVisible();
  const room = (await api(hostUser, 'get', `/${roomId}`).expect(200)).body as { auction: { sales: Array<{ managerId: string; price: number }>; managers: Array<{ spent: number }> }; draft: { log: unknown[] } };
  expect(room.draft.log).toHaveLength(44);
  expect(room.auction.sales[0]).toMatchObject({ managerId: expect.any(String) });
  for (const m of room.auction.managers) expect(m.spent).toBeLessThanOrEqual(100);
});
