import request from 'supertest';
import type { Page } from 'playwright-core';
import { findSlot } from '@onbir/shared/formations/gameFormations';
import { positionCode } from '@onbir/shared/text/positions';
import { animationRate, holdAnimationsAt, loggedInWithoutDialogs, phone, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';
import { seriousA11yViolations, sidewaysOverflow } from './kit/axe';
import { fits, narrow } from './kit/i18nFit';
import { createTestUser, type TestUser } from '../server/src/test/fixtures';
import { insertTestPool } from '../server/src/test/roomsPool';

// The game in two languages at once (issue 31): a Turkish host and an English friend in the same room,
// each reading the lobby, the draft, the room's notices and the live match in their own language; the
// English screens on a 320 px phone with no text out of its box, both axe clean.

let app: E2eApp;
let browser: Browser;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  // A few seconds a match: long enough to see it live, short enough for three.
  app = await startApp({ MATCH_SECONDS_PER_MINUTE: '0.05' });
  await insertTestPool(app.server.ctx, { perPosition: 12 });
});
test.afterAll(async () => {
  await app?.close();
});

const api = (user: TestUser, method: 'get' | 'post', url: string, body?: object) => {
  const req = request(app.url)[method](url).set('Authorization', `Bearer ${user.token}`);
  return body ? req.send(body) : req;
};
const noticeLine = (page: Page, text: string | RegExp) => page.getByTestId('notice').filter({ hasText: text }).first().waitFor();

test.describe('a Turkish host and an English friend in one room', () => {
  test('each reads the lobby, the draft, its notices and the live match in their own language', async () => {
    test.setTimeout(180_000);
    const ctx = app.server.ctx;
    const [hostUser, friendUser, leaverUser] = await Promise.all([createTestUser(ctx, 'zeynep'), createTestUser(ctx, 'oliver'), createTestUser(ctx, 'gidici')]);
    const roomId = (await api(hostUser, 'post', '/api/rooms/create', { roomName: 'Cuma Ligi', maxPlayers: 3, pickSeconds: 90 }).expect(201)).body.room._id;
    const host = await loggedInWithoutDialogs(browser, hostUser, { ...phone, locale: 'tr-TR' });
    const friend = await loggedInWithoutDialogs(browser, friendUser, narrow('en-US'));

    // The invite link in English: the room's summary and the join button.
    await friend.goto(`${app.url}/room/${roomId}`);
    await friend.getByText('Creator: zeynep · Premier League').waitFor();
    await expect(friend.locator('html')).toHaveAttribute('lang', 'en');
    await fits(friend, 'en join view');
    await friend.getByRole('button', { name: 'Join room' }).click();
    await friend.getByRole('heading', { name: /^Players/ }).waitFor();
    // The third seat, after the friend's: the draft's order is the seats' (host, friend, then him).
    await api(leaverUser, 'post', '/api/rooms/join', { roomId }).expect(200);
    await host.goto(`${app.url}/room/${roomId}`);
    await host.getByRole('heading', { name: /^Oyuncular/ }).waitFor();
    // The button turns from green to outline: checked a quarter of the way through any change still playing.
    await animationRate(friend, 0.01);
    await friend.getByRole('button', { name: 'Ready', exact: true }).click();
    await friend.getByText('✓ Ready').waitFor();
    await holdAnimationsAt(friend, 0.25);
    await fits(friend, 'en lobby');
    await animationRate(friend, 1);
    for (const u of [hostUser, leaverUser]) await api(u, 'post', '/api/rooms/ready', { roomId }).expect(200);
    await host.getByRole('button', { name: 'Draftı Başlat' }).click();
    await host.waitForURL(`**/room/${roomId}/squad-selection`);
    await friend.waitForURL(`**/room/${roomId}/squad-selection`);

    // The host picks his keeper; then it is the friend's turn, in English.
    await host.getByText('Sıra sizde!').waitFor();
    await api(hostUser, 'post', `/api/rooms/${roomId}/pick-player`, { playerId: 't-gk-1' }).expect(200);
    await friend.getByText('Your turn!').waitFor();
    await friend.getByTestId('picker-player').first().getByRole('button', { name: 'Pick' }).click();
    await expect.poll(async () => (await api(hostUser, 'get', `/api/rooms/${roomId}`)).body.draft.currentPick).toBe(2);
    const room = (await api(hostUser, 'get', `/api/rooms/${roomId}`)).body;
    const entry = room.draft.log[1];
    const position: string = findSlot(room.formation[friendUser.id], entry.slot)!.position;
    // The same pick in each language's position code (CM / MO, CB / STP...).
    await friend.getByTestId('pick-log').filter({ hasText: `Round 1 · #2oliver: ${entry.playerName} (${positionCode(position, 'en')})` }).waitFor();
    await host.getByTestId('pick-log').filter({ hasText: `1. tur · #2oliver: ${entry.playerName} (${positionCode(position, 'tr')})` }).waitFor();

    // The room's notices reach both readers, each in their own language.
    await host.getByRole('button', { name: 'Taslağı duraklat' }).click();
    await noticeLine(friend, 'zeynep paused the draft.');
    await noticeLine(host, 'zeynep draftı duraklattı.');
    await friend.getByText('Draft paused.').waitFor();
    await fits(friend, 'en draft paused');
    await host.getByRole('button', { name: 'Taslağa devam et' }).click();
    await noticeLine(friend, 'zeynep resumed the draft.');
    await api(leaverUser, 'post', '/api/rooms/leave', { roomId }).expect(200);
    await noticeLine(friend, /gidici left; .+ \(AI\) took their place\./);
    await noticeLine(host, /gidici ayrıldı; yerine .+ \(yapay zekâ\) geçti\./);
    await fits(friend, 'en draft');
    expect(await seriousA11yViolations(host)).toEqual([]);

    // The rest of the draft by the clock (90 s a pick -> 180 ms), then the tournament.
    for (const u of [hostUser, friendUser]) await api(u, 'post', `/api/rooms/${roomId}/autodraft`, { on: true }).expect(200);
    ctx.timers.msPerSecond = 2;
    await friend.getByRole('dialog').getByRole('heading', { name: 'Draft complete!' }).waitFor({ timeout: 60_000 });
    await fits(friend, 'en draft complete');
    ctx.timers.msPerSecond = 1000;
    await host.getByRole('dialog').getByRole('button', { name: 'Turnuvayı Başlat' }).click();
    await friend.waitForURL(`**/match/${roomId}`);
    await host.waitForURL(`**/match/${roomId}`);

    // The match screen: the next match, then the match live and at full time, in each language.
    await friend.getByTestId('next-match').getByText(/^Next match: .+ – .+/).waitFor();
    await friend.getByText('zeynep will start the match.').waitFor();
    await host.getByText('Maçı zeynep başlatacak.').waitFor();
    await friend.getByRole('heading', { name: 'Standings' }).waitFor();
    await fits(friend, 'en next match');
    await host.getByRole('button', { name: 'Sonraki Maçı Başlat' }).click();
    await friend.getByRole('heading', { name: 'Match tracker' }).waitFor();
    await expect(friend.getByTestId('minute')).toHaveText('Full time', { timeout: 30_000 });
    await expect(host.getByTestId('minute')).toHaveText('Maç sona erdi', { timeout: 30_000 });
    // Shares as each language writes them: '55%' in English, '%55' in Turkish; decimals with a point or a comma.
    const possession = (page: Page, label: string) => page.getByRole('row', { name: new RegExp(label) }).locator('td').first().textContent();
    expect(await possession(friend, 'Possession')).toMatch(/^\d+%$/);
    expect(await possession(host, 'Topla oynama')).toMatch(/^%\d+$/);
    await expect(friend.getByTestId('xg')).toHaveText(/^xG \d+\.\d\d – \d+\.\d\d$/);
    await expect(host.getByTestId('xg')).toHaveText(/^xG \d+,\d\d – \d+,\d\d$/);
    await friend.getByTestId('motm').getByText(/^Player of the match:/).waitFor();
    await fits(friend, 'en full time');
    expect(await seriousA11yViolations(host)).toEqual([]);
    const { scrollWidth, screenWidth } = await sidewaysOverflow(host);
    expect(scrollWidth).toBeLessThanOrEqual(screenWidth);

    // The match history in English.
    await friend.goto(`${app.url}/dashboard/${roomId}`);
    await friend.getByTestId('match-card').first().getByRole('button', { name: 'Details' }).click();
    await friend.getByRole('dialog', { name: 'Match details' }).getByRole('img', { name: /^Possession: \d+% - \d+%$/ }).waitFor();
    await fits(friend, 'en match details');
  });
});
