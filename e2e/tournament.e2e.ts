import type { Page } from 'playwright-core';
import { desktop, loggedInPage, phone } from './kit/harness';
import { expect, test } from './kit/test';
import { matchSuite, nextMatchGoesToPenalties } from './kit/matchSuite';
import { createTestUser, type TestUser } from '../server/src/test/fixtures';
import { insertDraftedRoom } from '../server/src/test/matchRooms';
import { insertTestPool } from '../server/src/test/roomsPool';

// About four seconds a match: enough to see it live, short enough for a test.
const suite = matchSuite({ MATCH_SECONDS_PER_MINUTE: '0.04' });

const loggedIn = (user: TestUser, options: typeof desktop): Promise<Page> => loggedInPage(suite.browser, user, options);

test.describe('a two-player tournament in two browsers', () => {
  test('starts, plays live for both, ends with the table and the champion, and shows up in the history', async () => {
    const [hostUser, guestUser] = await Promise.all([createTestUser(suite.app.server.ctx, 'kaptan'), createTestUser(suite.app.server.ctx, 'rakip')]);
    const roomId = await insertDraftedRoom(suite.app.server.ctx.db, [hostUser, guestUser], { roomName: 'Final Odası' });
    const host = await loggedIn(hostUser, desktop);
    const guest = await loggedIn(guestUser, phone);

    // The draft is over: the creator starts the tournament and both land on the match screen.
    await guest.goto(`${suite.app.url}/room/${roomId}/squad-selection`);
    await host.goto(`${suite.app.url}/room/${roomId}/squad-selection`);
    // The draft-complete modal (rooms screens) carries the creator's start button.
    await host.getByRole('dialog').getByRole('button', { name: 'Turnuvayı Başlat' }).click();
    await host.waitForURL(`**/match/${roomId}`);
    await guest.waitForURL(`**/match/${roomId}`);
    // Before kick-off the guest sees who plays next and who starts it (no placeholder scoreboard).
    await expect(guest.getByTestId('next-match')).toContainText('Sıradaki maç: kaptan – rakip');
    await expect(guest.getByTestId('next-match-starter')).toHaveText('Maçı kaptan başlatacak.');
    expect(await guest.getByRole('button', { name: 'Sonraki Maçı Başlat' }).count()).toBe(0);

    await host.getByRole('button', { name: 'Sonraki Maçı Başlat' }).click();
    // Both follow it live: the minute runs and commentary lines arrive, newest first. The match lasts about
    // four seconds, so its minute is read as soon as it shows, before the commentary is waited for.
    await expect(guest.getByTestId('minute')).toHaveText(/^\d+(\+\d+)?'$|^Devre Arası$/, { timeout: 10_000 });
    for (const page of [host, guest]) {
      await expect.poll(() => page.getByTestId('commentary').locator('li').count(), { timeout: 10_000 }).toBeGreaterThan(5);
    }
    // While a match is live there is no next match to start.
    expect(await host.getByRole('button', { name: 'Sonraki Maçı Başlat' }).count()).toBe(0);

    // The final whistle: the only fixture is played, the room is finished and a champion is named.
    for (const page of [host, guest]) {
      await expect(page.getByTestId('champion')).toHaveText(/^(kaptan|rakip)$/, { timeout: 20_000 });
    }
    const score = (await host.getByTestId('score').textContent())!.replace(/\s/g, '');
    expect(await guest.getByTestId('score').textContent().then((s) => s!.replace(/\s/g, ''))).toBe(score);
    const [goalsA, goalsB] = score.split('-').map(Number);
    const rows = guest.getByTestId('standings').locator('tbody tr');
    await expect(rows).toHaveCount(2);
    const points = (await rows.locator('td:last-child').allTextContents()).map(Number);
    expect(points).toEqual(goalsA === goalsB ? [1, 1] : [3, 0]);
    const champion = (await host.getByTestId('champion').textContent())!.trim();
    expect(await rows.first().locator('td.team').textContent()).toBe(champion);

    // The match history: the card and its details modal.
    await guest.goto(`${suite.app.url}/dashboard`);
    await guest.getByRole('heading', { name: 'Son 20 Maç' }).waitFor();
    const card = guest.getByTestId('match-card').first();
    await expect(card).toContainText('Final Odası');
    expect(await card.textContent()).toContain(goalsA === goalsB ? 'Berabere' : `Kazanan: ${champion}`);
    await card.getByRole('button', { name: 'Detaylar' }).click();
    const dialog = guest.getByRole('dialog', { name: 'Maç Detayları' });
    await dialog.waitFor();
    await expect(dialog.getByRole('img', { name: /^Topla oynama:/ })).toHaveCount(1);
    expect(await dialog.getByTestId('details-commentary').locator('li').first().textContent()).toMatch(/Maç sona erdi/);
    await host.goto(`${suite.app.url}/dashboard/${roomId}`);
    await expect(host.getByTestId('match-card')).toHaveCount(1);
  });
});

/**
 * A room made on the create form, with the options people choose there (issue 26: "Turnuva Biçimi" and
 * "Otomatik devam" were dropped on the way to the server), filled with AI managers and drafted fast.
 */
async function formRoom(page: Page, name: string, opts: { format: string; autoContinue: boolean; seats: number }): Promise<string> {
  await page.goto(`${suite.app.url}/create-room`);
  await page.getByLabel('Oda Adı').fill(name);
  await page.getByLabel('Maksimum Oyuncu').fill(String(opts.seats));
  await page.getByLabel('Turnuva Biçimi').selectOption({ label: opts.format });
  if (opts.autoContinue) await page.getByLabel(/Otomatik devam/).check();
  await page.getByRole('button', { name: 'Oda Oluştur' }).click();
  await page.waitForURL(/\/room\/[0-9a-f-]{36}$/);
  const roomId = page.url().split('/').at(-1)!;
  await page.getByRole('button', { name: 'Boş koltukları yapay zekâ ile doldur' }).click();
  await page.getByRole('button', { name: 'Hazır', exact: true }).click();
  await page.getByRole('button', { name: 'Draftı Başlat' }).click();
  await page.waitForURL(`**/room/${roomId}/squad-selection`);
  // "Otomatik seç": the host's picks are made for him too; AI managers think for a few milliseconds.
  await page.getByRole('switch', { name: 'Otomatik seç' }).click();
  await page.getByRole('dialog').getByText('Draft tamamlandı!').waitFor({ timeout: 60_000 });
  expect(await page.getByText(/Seçim #\d+/).count()).toBe(0);
  await page.getByText('Seçimler tamamlandı').first().waitFor();
  return roomId;
}

test.describe('the create form\'s options reach the room (issue 26)', () => {
  test.beforeAll(async () => {
    await insertTestPool(suite.app.server.ctx, { perPosition: 10 });
  });
  test('a cup made on the form shows its bye and bracket, and a tie level after extra time goes to penalties', async () => {
    suite.app.server.ctx.timers.msPerSecond = 20;
    const hostUser = await createTestUser(suite.app.server.ctx, 'kupaci');
    const host = await loggedIn(hostUser, desktop);
    const roomId = await formRoom(host, 'Kupa Gecesi', { format: 'Kupa (eleme, uzatma ve penaltılar)', autoContinue: false, seats: 3 });
    await host.getByRole('dialog').getByRole('button', { name: 'Turnuvayı Başlat' }).click();
    await host.waitForURL(`**/match/${roomId}`);
    const bracket = host.getByTestId('cup-bracket');
    await expect(bracket).toContainText('kupaci bay geçer');
    await nextMatchGoesToPenalties(suite.app.server, roomId);
    await host.getByRole('button', { name: 'Sonraki Maçı Başlat' }).click();
    await expect(bracket).toHaveText(/\(pen\. \d+ – \d+\)/, { timeout: 30_000 });
  });

  test('a home-and-away league with "Otomatik devam" plays on by itself to its champion', async () => {
    suite.app.server.ctx.timers.msPerSecond = 20;
    const hostUser = await createTestUser(suite.app.server.ctx, 'ligci');
    const host = await loggedIn(hostUser, phone);
    const roomId = await formRoom(host, 'İki Devre', { format: 'Lig (iç saha – deplasman)', autoContinue: true, seats: 2 });
    await host.getByRole('dialog').getByRole('button', { name: 'Turnuvayı Başlat' }).click();
    await host.waitForURL(`**/match/${roomId}`);
    // Nobody clicks "Sonraki Maçı Başlat": the countdown kicks both legs off.
    await expect(host.getByTestId('champion')).toHaveCount(1, { timeout: 60_000 });
    const results = await host.getByTestId('results').locator('li').allTextContents();
    expect(results).toHaveLength(2);
    expect(await host.getByTestId('finished-room').textContent()).toContain('Lig (iç saha – deplasman)');
  });
});
