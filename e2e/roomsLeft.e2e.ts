import request from 'supertest';
import type { Page } from 'playwright-core';
import { desktop, loggedInWithoutDialogs, phone, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';
import { createTestUser, type TestUser } from '../server/src/test/fixtures';
import { insertTestPool } from '../server/src/test/roomsPool';

// Issue 36: rooms a user left or was kicked from, on the rooms list and on the way out of the draft.
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

const NOT_MEMBER = 'Bu odanın oyuncusu değilsiniz.';
const LEFT = 'Odadan ayrıldınız; yerinize yapay zekâ menajeri geçti.';
const api = (user: TestUser, url: string, body: object = {}) => request(app.url).post(`/api/rooms${url}`).set('Authorization', `Bearer ${user.token}`).send(body);

/** A drafting room of these people, created, joined and started through the API (the creator first). */
async function draftingRoom(people: TestUser[], name: string): Promise<string> {
  const roomId = (await api(people[0], '/create', { roomName: name, maxPlayers: people.length, pickSeconds: 180 }).expect(201)).body.room._id;
  for (const u of people.slice(1)) await api(u, '/join', { roomId }).expect(200);
  for (const u of people) await api(u, '/ready', { roomId }).expect(200);
  await api(people[0], `/${roomId}/start-draft`).expect(200);
  return roomId;
}

/** Every notice the page shows from now on, kept in the page (a notice replaced at once still counts). */
async function recordNotices(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { seenNotices: string[] }).seenNotices = []);
    new MutationObserver(() => {
      for (const n of document.querySelectorAll('[data-testid="notice"]')) if (!seen.includes(n.textContent ?? '')) seen.push(n.textContent ?? '');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { seenNotices: string[] }).seenNotices);
}

test.describe('rooms the user no longer holds a seat in (issue 36)', () => {
  test('the rooms list offers no "Odaya Git" for a room he left or was kicked from (an AI took his seat)', async () => {
    const [hostUser, leaverUser, kickedUser] = await Promise.all(['liste_kurucu', 'liste_giden', 'liste_atilan'].map((n) => createTestUser(app.server.ctx, n)));
    const roomId = await draftingRoom([hostUser, leaverUser, kickedUser], 'Terk Edilen Oda');
    await api(leaverUser, '/leave', { roomId }).expect(200);
    await api(hostUser, '/kick-player', { roomId, playerId: kickedUser.id }).expect(200);
    for (const user of [leaverUser, kickedUser]) {
      const page = await loggedInWithoutDialogs(browser, user, phone);
      await page.goto(`${app.url}/rooms`);
      const card = page.getByTestId('room-card').filter({ hasText: 'Terk Edilen Oda' });
      await card.waitFor();
      await expect(card.getByRole('button', { name: 'Odaya Git' }), user.username).toHaveCount(0);
      await expect(card.getByRole('button', { name: 'Katıl' }), user.username).toBeDisabled();
      await page.close();
    }
    const host = await loggedInWithoutDialogs(browser, hostUser, desktop);
    await host.goto(`${app.url}/rooms`);
    await host.getByTestId('room-card').filter({ hasText: 'Terk Edilen Oda' }).getByRole('button', { name: 'Odaya Git' }).click();
    await host.waitForURL(`**/room/${roomId}/squad-selection`);
  });

  test('a host who leaves mid-draft is told he left, even when the room update comes before the answer to his leave', async () => {
    const [hostUser, guestUser] = await Promise.all(['ayrilan_kurucu', 'kalan_misafir'].map((n) => createTestUser(app.server.ctx, n)));
    const roomId = await draftingRoom([hostUser, guestUser], 'Yarıda Kalan Draft');
    const host = await loggedInWithoutDialogs(browser, hostUser, phone);
    // The rooms list has been open before: its code is in, so it shows at once when the screen goes there.
    await host.goto(`${app.url}/rooms`);
    await host.getByTestId('room-card').first().waitFor();
    await host.goto(`${app.url}/room/${roomId}/squad-selection`);
    const leaveButton = host.getByRole('button', { name: 'Odadan Ayrıl' });
    await leaveButton.waitFor();
    const notices = await recordNotices(host);
    // A slow answer on a phone: the leave's answer is held until its room update, which comes over the
    // socket, has reached the screen (the draft shows no more: the seat is the AI's).
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await host.route('**/api/rooms/leave', async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    await leaveButton.click();
    await host.getByRole('dialog').getByRole('button', { name: 'Evet, ayrıl' }).click();
    await leaveButton.waitFor({ state: 'detached' });
    // The update alone sends nobody anywhere: where he goes, and why, is the leave's answer to say.
    expect(await host.evaluate(() => (history.state as { usr?: { notice?: string } } | null)?.usr?.notice ?? null)).not.toBe(NOT_MEMBER);
    release();
    await host.waitForURL(`${app.url}/rooms`);
    await host.getByTestId('notice').filter({ hasText: LEFT }).waitFor();
    expect((await notices()).join('\n')).not.toContain(NOT_MEMBER);
  });
});
