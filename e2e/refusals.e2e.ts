import type { Page } from 'playwright-core';
import { roomRefusalTexts } from '@onbir/shared/messages/room';
import { desktop, loggedInWithoutDialogs, phone, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';
import { seriousA11yViolations, sidewaysOverflow } from './kit/axe';
import { createTestUser, type TestUser } from '../server/src/test/fixtures';
import type { TestServer } from '../server/src/test/testServer';
import { insertTestPool } from '../server/src/test/roomsPool';
import { roomsKit } from '../server/src/test/rooms';

let app: E2eApp;
let browser: Browser;
let kit: ReturnType<typeof roomsKit>;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  app = await startApp();
  await insertTestPool(app.server.ctx);
  kit = roomsKit({ url: app.url, ctx: app.server.ctx } as TestServer);
});
test.afterAll(async () => {
  await app?.close();
});

const loggedIn = (user: TestUser, options: typeof desktop) => loggedInWithoutDialogs(browser, user, options);

/** The text of the page's error notice, once there is one; it must be in view where the user is. */
async function alertText(page: Page): Promise<string> {
  const notice = page.getByRole('alert').getByTestId('notice');
  await notice.waitFor({ timeout: 10_000 });
  const box = (await notice.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  return (await notice.textContent()) ?? '';
}

test.describe('refused and failed game actions show a Turkish notice on the page, never a dialog', () => {
  test('a pick out of turn and a pick of a player who fits no empty slot', async () => {
    const [hostUser, guestUser] = await Promise.all([createTestUser(app.server.ctx, 'sira_bende'), createTestUser(app.server.ctx, 'sira_bekler')]);
    // The straight order (host, guest, host, …) keeps the turns below simple.
    const roomId = await kit.draftingRoom([hostUser, guestUser], { pickSeconds: 180, draftOrder: 'straight' });
    const host = await loggedIn(hostUser, desktop);
    const guest = await loggedIn(guestUser, phone);
    await host.goto(`${app.url}/room/${roomId}/squad-selection`);
    await guest.goto(`${app.url}/room/${roomId}/squad-selection`);

    // The guest's turn has not come: his click is refused on the page and nothing is picked.
    await guest.getByText(`Sıra: ${hostUser.username}`).waitFor();
    await guest.getByTestId('picker-player').first().getByRole('button', { name: 'Seç' }).click();
    expect(await alertText(guest)).toContain(roomRefusalTexts.NOT_YOUR_TURN);
    expect((await kit.room(guestUser, roomId)).players.every((p) => p.team.squad.length === 0)).toBe(true);
    expect(await seriousA11yViolations(guest)).toEqual([]);
    const overflow = await sidewaysOverflow(guest);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.screenWidth);

    // The host fills his goal (the picker opens on every position: he filters to keepers), the guest picks
    // through the API; then the host offers another goalkeeper.
    await host.getByText('Sıra sizde!').waitFor();
    await host.getByLabel('Pozisyon filtresi').selectOption('GK');
    await host.getByTestId('picker-player').filter({ hasText: 'GK' }).first().getByRole('button', { name: 'Seç' }).click();
    await host.getByText(`Sıra: ${guestUser.username}`).waitFor();
    expect((await kit.pickNext([hostUser, guestUser], roomId)).status).toBe(200);
    await host.getByText('Sıra sizde!').waitFor();
    // The picker lists only players who fit an empty slot unless told otherwise (issue 19).
    await host.getByLabel('Yalnızca boş mevkilerime uyanlar').uncheck();
    await host.getByLabel('Pozisyon filtresi').selectOption('GK');
    const keeper = host.getByTestId('picker-player').first();
    const name = (await keeper.locator('strong').textContent())!;
    await keeper.getByRole('button', { name: 'Seç' }).click();
    expect(await alertText(host)).toContain(`${name} boş bir pozisyonunuzda oynayamaz.`);
    const room = await kit.room(hostUser, roomId);
    expect(room.players.find((p) => p.user._id === hostUser.id)!.team.squad).toHaveLength(1);
    expect(room.draft.currentPicker).toBe(hostUser.id);

    // The notice closes on request.
    await host.getByRole('button', { name: 'Bildirimi kapat' }).click();
    await expect(host.getByTestId('notice')).toHaveCount(0);
  });

  test('a failed ready, kick, start and leave each show a notice in the lobby', async () => {
    const [hostUser, guestUser] = await Promise.all([createTestUser(app.server.ctx, 'lobi_kurucu'), createTestUser(app.server.ctx, 'lobi_misafir')]);
    const roomId = await kit.createRoom(hostUser, { maxPlayers: 2 });
    await kit.call(guestUser, 'post', '/join', { roomId }).expect(200);
    for (const u of [hostUser, guestUser]) await kit.call(u, 'post', '/ready', { roomId }).expect(200);
    const host = await loggedIn(hostUser, phone);
    await host.goto(`${app.url}/room/${roomId}`);
    await host.getByRole('button', { name: 'Draftı Başlat' }).waitFor();

    // The server refuses (its answers stand in for a state the page has not seen yet) or cannot be reached.
    const refuse = (code: keyof typeof roomRefusalTexts) => ({ status: 409, contentType: 'application/json', body: JSON.stringify({ code, message: roomRefusalTexts[code] }) });
    await host.route('**/api/rooms/ready', (r) => r.fulfill(refuse('READY_ONLY_IN_LOBBY')));
    await host.route('**/api/rooms/*/start-draft', (r) => r.fulfill(refuse('NOT_ALL_READY')));
    await host.route('**/api/rooms/kick-player', (r) => r.abort());
    await host.route('**/api/rooms/leave', (r) => r.abort());

    await host.getByRole('button', { name: 'Hazır Değil' }).click();
    expect(await alertText(host)).toContain(roomRefusalTexts.READY_ONLY_IN_LOBBY);
    await host.getByRole('button', { name: 'Draftı Başlat' }).click();
    expect(await alertText(host)).toContain(roomRefusalTexts.NOT_ALL_READY);
    await host.getByRole('button', { name: `${guestUser.username} adlı oyuncuyu at` }).click();
    await host.getByRole('dialog').getByRole('button', { name: 'Evet, at' }).click(); // the kick asks first (issue 19)
    expect(await alertText(host)).toContain('Oyuncu atılamadı.');
    await host.getByRole('button', { name: 'Odadan Ayrıl' }).click();
    expect(await alertText(host)).toContain('Odadan ayrılırken hata oluştu.');
    expect(host.url()).toBe(`${app.url}/room/${roomId}`);
    expect(await seriousA11yViolations(host)).toEqual([]);

    // Nothing changed on the server.
    const room = await kit.room(hostUser, roomId);
    expect(room.status).toBe('waiting');
    expect(room.players.map((p) => p.isReady)).toEqual([true, true]);
  });
});
