import type { Page } from 'playwright-core';
import { desktop, loggedInPage, phone, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';
import { createTestUser, type TestUser } from '../server/src/test/fixtures';
import { insertTestPool } from '../server/src/test/roomsPool';

let app: E2eApp;
let browser: Browser;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  app = await startApp();
  await insertTestPool(app.server.ctx);
});
test.afterAll(async () => {
  await app?.close();
});

/** A logged-in browser; any alert fails the test. */
async function loggedIn(user: TestUser, options: typeof desktop): Promise<Page> {
  const page = await loggedInPage(browser, user, options);
  page.on('dialog', (d) => {
    throw new Error(`unexpected alert: ${d.message()}`);
  });
  return page;
}

/** Once it is his turn, the picker takes the first player the picker offers (for the selected empty slot). */
async function pickFirst(page: Page) {
  await page.getByText('Sıra sizde!').waitFor({ timeout: 10_000 });
  const button = page.getByTestId('picker-player').first().getByRole('button', { name: 'Seç' });
  const name = (await page.getByTestId('picker-player').first().locator('strong').textContent())!;
  await button.click();
  return name;
}

test.describe('rooms and the live draft, two users in two browsers', () => {
  test('locked room, join with password, ready, draft alternately, clock auto-picks, draft-complete modal for both', async () => {
    const [hostUser, guestUser] = await Promise.all([createTestUser(app.server.ctx, 'ev_sahibi'), createTestUser(app.server.ctx, 'misafir')]);
    const host = await loggedIn(hostUser, desktop);
    const guest = await loggedIn(guestUser, phone);

    // The host creates a locked room for two with a 30 s pick clock, in the straight order (host, guest, host, …).
    await host.goto(`${app.url}/create-room`);
    await host.getByLabel('Oda Adı').fill('Cuma Ligi');
    await host.getByLabel('Şifre').fill('gizli42');
    await host.getByLabel('Seçim Süresi').selectOption('30');
    await host.getByLabel('Draft Sırası').selectOption('straight');
    await expect(host.getByLabel('Premier League')).toBeChecked();
    await host.getByRole('button', { name: 'Oda Oluştur' }).click();
    await host.waitForURL(/\/room\/[0-9a-f-]{36}$/);
    const roomId = host.url().split('/').pop()!;
    await host.getByText('Boş koltuk', { exact: true }).waitFor();

    // The guest finds it locked in the list, gets the password prompt and joins.
    await guest.goto(`${app.url}/rooms`);
    const card = guest.getByTestId('room-card').filter({ hasText: 'Cuma Ligi' });
    await card.waitFor();
    await expect(card.getByLabel('Şifreli oda')).toHaveCount(1);
    await card.getByRole('button', { name: 'Katıl' }).click();
    await guest.getByLabel('Oda şifresi').fill('gizli42');
    await guest.getByRole('dialog').getByRole('button', { name: 'Katıl' }).click();
    await guest.waitForURL(`${app.url}/room/${roomId}`);

    // Both see both; both get ready; only then the host sees and presses start-draft.
    await expect(host.getByTestId('lobby-player')).toHaveCount(2);
    await expect(host.getByRole('button', { name: 'Draftı Başlat' })).toHaveCount(0);
    await guest.getByRole('button', { name: 'Hazır', exact: true }).click();
    await host.getByRole('button', { name: 'Hazır', exact: true }).click();
    await guest.getByText('Herkes hazır; kurucunun draftı başlatması bekleniyor.').waitFor();
    await host.getByRole('button', { name: 'Draftı Başlat' }).click();
    await host.waitForURL(`${app.url}/room/${roomId}/squad-selection`);
    await guest.waitForURL(`${app.url}/room/${roomId}/squad-selection`);

    // Alternate picks; each sees the other's pick live in the rivals' squads.
    await host.getByText('Sıra sizde!').waitFor();
    await guest.getByText(`Sıra: ${hostUser.username}`).waitFor();
    for (let round = 0; round < 2; round++) {
      const hostPick = await pickFirst(host);
      await guest.getByTestId('other-squad').getByText(hostPick).waitFor();
      const guestPick = await pickFirst(guest);
      await host.getByTestId('other-squad').getByText(guestPick).waitFor();
    }

    // From now on a pick turn lasts 30 x 10 ms: nobody clicks, the clock drafts the rest.
    app.server.ctx.timers.msPerSecond = 10;
    await pickFirst(host);
    for (const page of [host, guest]) await page.getByRole('dialog').getByText('Draft tamamlandı!').waitFor({ timeout: 60_000 });
    await expect(host.getByRole('dialog').getByRole('button', { name: 'Turnuvayı Başlat' })).toHaveCount(1);
    await expect(guest.getByRole('dialog').getByRole('button', { name: 'Turnuvayı Başlat' })).toHaveCount(0);
    const room = await app.server.ctx.db.query.roomPicks.findMany({ where: (p, { eq }) => eq(p.roomId, roomId) });
    // The form's "Yedekler" starts at 3 (issue 27): 11 + 3 rounds each.
    expect(room).toHaveLength(28);
    expect(room.filter((p) => p.assignedPosition.startsWith('SUB-'))).toHaveLength(6);
    expect(room.filter((p) => p.auto).length).toBeGreaterThanOrEqual(22);
  });
});
