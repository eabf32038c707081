import { desktop, loggedInWithoutDialogs, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';
import { seriousA11yViolations, sidewaysOverflow } from './kit/axe';
import { auctionStarted, roomsCall } from './kit/auctionRoom';
import { createTestUser, type TestUser } from '../server/src/test/fixtures';
import { insertTestPool } from '../server/src/test/roomsPool';
import { DrivenClock } from '../server/src/test/drivenClock';
import { ROOM_SWEEP_MS } from '../server/src/modules/rooms/roomTimers';
import type { Page } from 'playwright-core';

/**
 * A blind auction room (issue 42, docs/drafts.md 'The auction room'), from the create form to the draft's end:
 * a laptop (the host) and a 360 px phone with two AI managers. "Kapalı zarf" is chosen on the form and shown
 * in the lobby; the host nominates at 60 M€ (over what the AI managers pay); the phone's bid under it is
 * refused in words, its sealed bid is made by keyboard and kept through a reload; the laptop never receives
 * the phone's amount before the sale, which then shows every bid; a fast clock finishes the draft.
 */
let app: E2eApp;
let browser: Browser;
// The room clock's waits (a lot's 20 s, a slow human's nomination) are skipped, not sat through.
const clock = new DrivenClock();
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  app = await startApp({}, { clock });
  await insertTestPool(app.server.ctx, { perPosition: 12 });
});
test.afterAll(async () => {
  await app?.close();
});

const api = (user: TestUser, method: 'get' | 'post', path: string, body?: object) => roomsCall(app.url, user, method, path, body);

interface AuctionRoom {
  auction: { sales: Array<{ managerId: string; price: number; bids: unknown[] }>; managers: Array<{ spent: number }> };
  draft: { log: unknown[]; pickDeadline: string | null };
}
const roomOf = async (user: TestUser, roomId: string) => (await api(user, 'get', `/${roomId}`).expect(200)).body as AuctionRoom;

/** The room clock moved on past its next due time, as if that time had passed: its sweep (every second) runs what fell due. */
function skipToDue(room: AuctionRoom) {
  if (room.draft.pickDeadline) clock.advanceTo(Date.parse(room.draft.pickDeadline) + ROOM_SWEEP_MS + 500);
}

/** Every room update and room read a page receives, as text (socket frames and the room's GETs). */
function received(page: Page): string[] {
  const texts: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => texts.push(String(payload))));
  page.on('response', (res) => {
    if (/\/api\/rooms\/[0-9a-f-]{36}$/.test(res.url())) void res.text().then((t) => texts.push(t), () => {});
  });
  return texts;
}

test('a blind auction: chosen on the form, sealed bids kept from the other browser until the sale, then revealed, to the draft end', async () => {
  test.setTimeout(240_000);
  const [hostUser, guestUser] = await Promise.all([createTestUser(app.server.ctx, 'zarfci'), createTestUser(app.server.ctx, 'telefoncu')]);
  const host = await loggedInWithoutDialogs(browser, hostUser, desktop);
  const hostReceived = received(host);
  const { roomId, guest } = await auctionStarted(app.url, browser, host, guestUser, { name: 'Kapalı Zarf Gecesi', mode: 'blind', budget: '100', seconds: '20', lobbyText: 'Kapalı zarf artırma: 100 M€ bütçe, 20 sn teklif süresi' });
  await expect(guest.getByText('Kapalı zarf artırma · 0/11 oyuncu', { exact: false })).toBeVisible();

  // The host nominates at 60 M€: his opening is his sealed bid, and everyone sees it (the floor of every bid).
  await host.getByLabel('Açılış teklifi (M€)').fill('60');
  await host.getByRole('button', { name: 'Açık artırmaya çıkar' }).first().click();
  await expect(host.getByTestId('my-sealed-bid')).toHaveText('Teklifiniz: 60 M€ (kapalı)');
  await expect(guest.getByTestId('auction-price')).toContainText('açılış teklifi: 60 M€');

  // The phone, by keyboard: under the opening bid is refused in words, then 70 M€ sealed.
  const amount = guest.getByLabel('Teklifiniz (M€)');
  await amount.focus();
  await amount.fill('50');
  await guest.keyboard.press('Enter');
  await expect(guest.getByText('Teklif en az 60 M€ olmalı.')).toBeVisible();
  expect(await seriousA11yViolations(guest)).toEqual([]);
  await amount.fill('70');
  await guest.keyboard.press('Enter');
  await expect(guest.getByTestId('my-sealed-bid')).toHaveText('Teklifiniz: 70 M€ (kapalı)');
  // The laptop sees that the phone has bid, never how much; the phone keeps its bid through a reload.
  await expect(host.getByTestId('bid-history')).toContainText('telefoncu');
  await guest.reload();
  await expect(guest.getByTestId('my-sealed-bid')).toHaveText('Teklifiniz: 70 M€ (kapalı)');
  await expect(host.getByTestId('auction-clock')).toContainText('Lot #1');
  await expect(host.locator('body')).not.toContainText('70 M€');
  expect(await seriousA11yViolations(guest)).toEqual([]);
  const { scrollWidth, screenWidth } = await sidewaysOverflow(guest);
  expect(scrollWidth).toBeLessThanOrEqual(screenWidth);

  // The clock sells the lot (its time skipped): both screens show the price and every sealed bid.
  await expect
    .poll(async () => {
      const room = await roomOf(hostUser, roomId);
      if (room.auction.sales.length === 0) skipToDue(room);
      return room.auction.sales.length;
    })
    .toBe(1);
  for (const page of [host, guest]) {
    const sale = page.getByTestId('last-sale');
    await expect(sale).toContainText('Lot #1 satıldı');
    await expect(sale).toContainText('→ telefoncu, 70 M€');
    await expect(sale.locator('li').first()).toHaveText('telefoncu: 70 M€');
    await expect(sale).toContainText('zarfci: 60 M€');
  }
  // Nothing the laptop received before the sale carried the phone's amount (after it, the sale does).
  expect(hostReceived.some((t) => t.includes('"mode":"blind"'))).toBe(true);
  expect(hostReceived.filter((t) => t.includes('"amount":70') && !t.includes('"price":70'))).toEqual([]);

  // The rest at a fast clock: AI managers seal and nominate, the clock nominates for a slow human and sells every lot.
  // The next nomination's deadline was set at the real pace: skipped.
  app.server.ctx.timers.msPerSecond = 5;
  skipToDue(await roomOf(hostUser, roomId));
  await expect(host.getByText('Draft tamamlandı.').first()).toBeVisible({ timeout: 180_000 });
  await expect(guest.getByText('Draft tamamlandı.').first()).toBeVisible();
  await expect(guest.getByText('Kapalı zarf artırma · 11/11 oyuncu', { exact: false })).toBeVisible();
  const room = await roomOf(hostUser, roomId);
  expect(room.draft.log).toHaveLength(44);
  expect(room.auction.sales[0]).toMatchObject({ managerId: guestUser.id, price: 70 });
  for (const m of room.auction.managers) expect(m.spent).toBeLessThanOrEqual(100);
});
