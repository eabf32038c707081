import request from 'supertest';
import type { Page } from 'playwright-core';
import { desktop, loggedInWithoutDialogs, phone, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';
import { seriousA11yViolations, sidewaysOverflow } from './kit/axe';
import { createTestUser, type TestUser } from '../server/src/test/fixtures';
import { insertTestPool } from '../server/src/test/roomsPool';

// Issue 19's draft room in two browsers (a desktop and a 390x844 touch phone).

let app: E2eApp;
let browser: Browser;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  app = await startApp();
  await insertTestPool(app.server.ctx, { perPosition: 30 });
});
test.afterAll(async () => {
  await app?.close();
});

const loggedIn = (user: TestUser, options: typeof desktop) => loggedInWithoutDialogs(browser, user, options);

const api = (user: TestUser, method: 'get' | 'post' | 'put', url: string, body?: object) => {
  const req = request(app.url)[method](`/api/rooms${url}`).set('Authorization', `Bearer ${user.token}`);
  return body ? req.send(body) : req;
};

async function expectClean(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
  const { scrollWidth, screenWidth } = await sidewaysOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(screenWidth);
}

test.describe('the draft room in two browsers', () => {
  test('an invite link opened by a stranger joins a locked room with its password (inline error first)', async () => {
    const [hostUser, guestUser] = await Promise.all([createTestUser(app.server.ctx, 'davetci'), createTestUser(app.server.ctx, 'davetli')]);
    const host = await loggedIn(hostUser, desktop);
    const guest = await loggedIn(guestUser, phone);
    const roomId = (await api(hostUser, 'post', '/create', { roomName: 'Davet Odası', password: 'gizli42', maxPlayers: 3 }).expect(201)).body.room._id;
    await host.goto(`${app.url}/room/${roomId}`);
    await host.getByRole('button', { name: 'Davet bağlantısını kopyala' }).waitFor();

    await guest.goto(`${app.url}/room/${roomId}`);
    await guest.getByRole('heading', { name: /Davet Odası/ }).waitFor();
    await guest.getByText(`Kurucu: ${hostUser.username}`).waitFor();
    await expectClean(guest);
    await guest.getByLabel('Oda şifresi').fill('yanlis');
    await guest.getByRole('button', { name: 'Odaya Katıl' }).click();
    await guest.getByRole('alert').filter({ hasText: 'Şifre yanlış.' }).waitFor();
    await guest.getByLabel('Oda şifresi').fill('gizli42');
    await guest.getByRole('button', { name: 'Odaya Katıl' }).click();
    await guest.getByTestId('lobby-player').nth(1).waitFor();
    await expect(host.getByTestId('lobby-player')).toHaveCount(2);
  });

  test('a kick asks for confirmation and the kicked player is told why', async () => {
    const [hostUser, guestUser] = await Promise.all([createTestUser(app.server.ctx, 'kurucu_k'), createTestUser(app.server.ctx, 'atilan')]);
    const roomId = (await api(hostUser, 'post', '/create', { roomName: 'Atma Odası', maxPlayers: 3 }).expect(201)).body.room._id;
    await api(guestUser, 'post', '/join', { roomId }).expect(200);
    const host = await loggedIn(hostUser, phone);
    const guest = await loggedIn(guestUser, desktop);
    await guest.goto(`${app.url}/room/${roomId}`);
    await host.goto(`${app.url}/room/${roomId}`);
    await host.getByRole('button', { name: `${guestUser.username} adlı oyuncuyu at` }).click();
    const confirm = host.getByRole('dialog');
    await confirm.getByText(`${guestUser.username} odadan atılsın mı?`).waitFor();
    await confirm.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(host.getByTestId('lobby-player')).toHaveCount(2);
    await host.getByRole('button', { name: `${guestUser.username} adlı oyuncuyu at` }).click();
    await host.getByRole('dialog').getByRole('button', { name: 'Evet, at' }).click();
    await guest.waitForURL(`${app.url}/rooms`);
    await guest.getByText('“Atma Odası” odasından oda kurucusu tarafından çıkarıldınız.').waitFor();
    await expect(host.getByTestId('lobby-player')).toHaveCount(1);
  });

  test('two people and two AI managers draft: clock in sight, your-turn title, one pick per double tap, refusals in the page, queue and autodraft', async () => {
    test.setTimeout(120_000);
    const [hostUser, guestUser] = await Promise.all([createTestUser(app.server.ctx, 'ev_sahibi2'), createTestUser(app.server.ctx, 'misafir2')]);
    const host = await loggedIn(hostUser, desktop);
    const guest = await loggedIn(guestUser, phone);
    const roomId = (await api(hostUser, 'post', '/create', { roomName: 'Akşam Draftı', maxPlayers: 4, pickSeconds: 90 }).expect(201)).body.room._id;
    await api(guestUser, 'post', '/join', { roomId }).expect(200);
    await host.goto(`${app.url}/room/${roomId}`);
    await guest.goto(`${app.url}/room/${roomId}`);
    await host.getByRole('button', { name: 'Boş koltukları yapay zekâ ile doldur' }).click();
    await expect(guest.getByTestId('lobby-player')).toHaveCount(4);
    await guest.getByText('yapay zekâ', { exact: false }).first().waitFor();
    await expectClean(guest);
    for (const page of [guest, host]) await page.getByRole('button', { name: 'Hazır', exact: true }).click();
    await host.getByRole('button', { name: 'Draftı Başlat' }).click();
    await host.waitForURL(`${app.url}/room/${roomId}/squad-selection`);
    await guest.waitForURL(`${app.url}/room/${roomId}/squad-selection`);

    // Snake: the host picks first. Out of turn, the guest's "Seç" answers in the page.
    await host.getByText('Sıra sizde!').waitFor();
    await expect(host).toHaveTitle(/^Sıra sizde!/);
    await guest.getByTestId('picker-player').first().getByRole('button', { name: 'Seç' }).click();
    await guest.getByTestId('notice').filter({ hasText: 'Şu an sıra sizde değil.' }).waitFor();

    // A double tap on "Seç" picks once and shows no refusal.
    const first = host.getByTestId('picker-player').first();
    const name = (await first.locator('strong').textContent())!;
    await first.getByRole('button', { name: 'Seç' }).dblclick();
    await guest.getByTestId('other-squad').getByText(name).waitFor();
    await expect(host.getByTestId('notice').filter({ hasText: 'sıra' })).toHaveCount(0);
    await expect.poll(async () => (await api(hostUser, 'get', `/${roomId}`)).body.players[0].team.squad.length).toBe(1);

    // The AI managers pick (1-3 s each); then it is the guest's turn. Scrolled to the bottom of the page, the
    // clock stays in sight right under the site header (64 px).
    await guest.getByText('Sıra sizde!').waitFor({ timeout: 15_000 });
    await guest.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => guest.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const clock = (await guest.getByTestId('draft-clock').boundingBox())!;
    expect(clock.y).toBeGreaterThanOrEqual(63);
    expect(clock.y + clock.height).toBeLessThanOrEqual(844);
    await expectClean(guest);
    await guest.evaluate(() => window.scrollTo(0, 0));

    // The guest takes a keeper; on his next turn (after both AI managers' two picks) another keeper fits no
    // empty slot: the refusal shows in the page.
    await guest.getByLabel('Pozisyon filtresi').selectOption('GK');
    const keeper = (await guest.getByTestId('picker-player').first().locator('strong').textContent())!;
    await guest.getByTestId('picker-player').first().getByRole('button', { name: 'Seç' }).tap();
    await host.getByTestId('other-squad').getByText(keeper).waitFor();
    // His page has passed the turn on (the host's can learn of the pick first), then it comes back to him.
    await expect(guest.getByText('Sıra sizde!')).toHaveCount(0);
    await guest.getByText('Sıra sizde!').waitFor({ timeout: 20_000 });
    await guest.getByLabel('Yalnızca boş mevkilerime uyanlar').uncheck();
    await guest.getByLabel('Pozisyon filtresi').selectOption('GK');
    const second = guest.getByTestId('picker-player').filter({ hasText: 'Boş mevki yok' }).first();
    await second.waitFor();
    const other = (await second.locator('strong').textContent())!;
    await second.getByRole('button', { name: 'Seç' }).tap();
    await guest.getByTestId('notice').filter({ hasText: `${other} boş bir pozisyonunuzda oynayamaz.` }).waitFor();
    await guest.getByLabel('Yalnızca boş mevkilerime uyanlar').check();

    // The guest queues two strikers and turns "Otomatik seç" on: his next pick is the first of them.
    await guest.getByLabel('Pozisyon filtresi').selectOption('ST');
    const strikers = guest.getByTestId('picker-player');
    const s1 = (await strikers.nth(0).locator('strong').textContent())!;
    await strikers.nth(0).getByRole('button', { name: 'Listeye ekle' }).tap();
    await strikers.nth(1).getByRole('button', { name: 'Listeye ekle' }).tap();
    await expect(guest.getByTestId('queue-player')).toHaveCount(2);
    await guest.getByRole('switch', { name: 'Otomatik seç' }).tap();
    await guest.getByTestId('pick-log').filter({ hasText: s1 }).waitFor({ timeout: 20_000 });
    await guest.getByText(`Otomatik seç: ${s1} seçildi.`).waitFor();
    await expectClean(host);
  });
});
