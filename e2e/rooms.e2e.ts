import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { desktop, launchBrowser, loggedInPage, phone, startApp, type Browser, type E2eApp } from './harness';
import { createTestUser, type TestUser } from '../server/src/test/fixtures';
import { insertTestPool } from '../server/src/modules/rooms/testPool';

// Screenshots for a human look at the screens (not compared by the test).
const SHOTS = path.join(os.tmpdir(), 'onbir-rooms-shots');
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

let app: E2eApp;
let browser: Browser;
beforeAll(async () => {
  app = await startApp();
  await insertTestPool(app.server.ctx);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
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

describe('rooms and the live draft, two users in two browsers', () => {
  it('locked room, join with password, ready, draft alternately, clock auto-picks, draft-complete modal for both', async () => {
    const [hostUser, guestUser] = await Promise.all([createTestUser(app.server.ctx, 'ev_sahibi'), createTestUser(app.server.ctx, 'misafir')]);
    const host = await loggedIn(hostUser, desktop);
    const guest = await loggedIn(guestUser, phone);

    // The host creates a locked room for two with a 30 s pick clock, in the straight order (host, guest, host, …).
    await host.goto(`${app.url}/create-room`);
    await host.getByLabel('Oda Adı').fill('Cuma Ligi');
    await host.getByLabel('Şifre').fill('gizli42');
    await host.getByLabel('Seçim Süresi').selectOption('30');
    await host.getByLabel('Draft Sırası').selectOption('straight');
    await expect(host.getByLabel('Premier League').isChecked()).resolves.toBe(true);
    await shot(host, 'create-room');
    await host.getByRole('button', { name: 'Oda Oluştur' }).click();
    await host.waitForURL(/\/room\/[0-9a-f-]{36}$/);
    const roomId = host.url().split('/').pop()!;
    await host.getByText('Boş koltuk', { exact: true }).waitFor();

    // The guest finds it locked in the list, gets the password prompt and joins.
    await guest.goto(`${app.url}/rooms`);
    const card = guest.getByTestId('room-card').filter({ hasText: 'Cuma Ligi' });
    await card.waitFor();
    await expect(card.getByLabel('Şifreli oda').count()).resolves.toBe(1);
    await shot(guest, 'rooms-list-phone');
    await card.getByRole('button', { name: 'Katıl' }).click();
    await guest.getByLabel('Oda şifresi').fill('gizli42');
    await guest.getByRole('dialog').getByRole('button', { name: 'Katıl' }).click();
    await guest.waitForURL(`${app.url}/room/${roomId}`);

    // Both see both; both get ready; only then the host sees and presses start-draft.
    await expect.poll(() => host.getByTestId('lobby-player').count()).toBe(2);
    await expect(host.getByRole('button', { name: 'Draftı Başlat' }).count()).resolves.toBe(0);
    await guest.getByRole('button', { name: 'Hazır', exact: true }).click();
    await host.getByRole('button', { name: 'Hazır', exact: true }).click();
    await guest.getByText('Herkes hazır; kurucunun draftı başlatması bekleniyor.').waitFor();
    await shot(guest, 'lobby-phone');
    await shot(host, 'lobby-desktop');
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
    await shot(host, 'draft-desktop');
    await shot(guest, 'draft-phone');

    // From now on a pick turn lasts 30 x 10 ms: nobody clicks, the clock drafts the rest.
    app.server.ctx.timers.msPerSecond = 10;
    await pickFirst(host);
    for (const page of [host, guest]) await page.getByRole('dialog').getByText('Draft tamamlandı!').waitFor({ timeout: 60_000 });
    await expect(host.getByRole('dialog').getByRole('button', { name: 'Turnuvayı Başlat' }).count()).resolves.toBe(1);
    await expect(guest.getByRole('dialog').getByRole('button', { name: 'Turnuvayı Başlat' }).count()).resolves.toBe(0);
    await shot(host, 'draft-complete-desktop');
    await shot(guest, 'draft-complete-phone');
    const room = await app.server.ctx.db.query.roomPicks.findMany({ where: (p, { eq }) => eq(p.roomId, roomId) });
    // The form's "Yedekler" starts at 3 (issue 27): 11 + 3 rounds each.
    expect(room).toHaveLength(28);
    expect(room.filter((p) => p.assignedPosition.startsWith('SUB-'))).toHaveLength(6);
    expect(room.filter((p) => p.auto).length).toBeGreaterThanOrEqual(22);
  });
});
