import request from 'supertest';
import type { Page } from 'playwright-core';
import { desktop, loggedInPage, phone } from './kit/harness';
import { expect, test } from './kit/test';
import { matchSuite } from './kit/matchSuite';
import { seriousA11yViolations, sidewaysOverflow } from './kit/axe';
import { createTestUser, type TestUser } from '../server/src/test/fixtures';
import { insertDraftedRoom } from '../server/src/test/matchRooms';

// About 25 seconds a match: long enough to watch it change and reload mid-match on a loaded machine (at ten
// seconds a CI run's match once ended before the reload).
const suite = matchSuite({ MATCH_SECONDS_PER_MINUTE: '0.25' });

const loggedIn = (user: TestUser, options: typeof desktop): Promise<Page> => loggedInPage(suite.browser, user, { ...options, bypassCSP: true });

/** The screen as a user meets it: no serious axe violation, no sideways scroll. */
async function checkScreen(page: Page, name: string) {
  expect(await seriousA11yViolations(page), name).toEqual([]);
  const { scrollWidth, screenWidth } = await sidewaysOverflow(page);
  expect(scrollWidth, name).toBeLessThanOrEqual(screenWidth);
}

const spots = (page: Page) => page.getByTestId('lineups').locator('g.spot');
const momentumBars = (page: Page) => page.getByTestId('momentum').locator('rect').count();
const trackerX = (page: Page) => page.getByTestId('tracker').locator('circle.tracker-ball').getAttribute('data-x');

test.describe('match day in two browsers (desktop host, phone guest)', () => {
  test('shows the next match, plays it live with line-ups, tracker, momentum and xG through a reload, then the finished room, replay link, history and rematch', async () => {
    const [hostUser, guestUser] = await Promise.all([createTestUser(suite.app.server.ctx, 'zeynep'), createTestUser(suite.app.server.ctx, 'mehmet')]);
    const roomId = await insertDraftedRoom(suite.app.server.ctx.db, [hostUser, guestUser], { roomName: 'Maç Günü' });
    await request(suite.app.url).post(`/api/match/${roomId}/start-tournament`).set('Authorization', `Bearer ${hostUser.token}`).expect(200);
    const host = await loggedIn(hostUser, desktop);
    const guest = await loggedIn(guestUser, phone);
    await Promise.all([host.goto(`${suite.app.url}/match/${roomId}`), guest.goto(`${suite.app.url}/match/${roomId}`)]);

    // Before kick-off: who plays and who starts it, no fake scoreboard.
    const next = guest.getByTestId('next-match');
    await expect(next).toContainText('Sıradaki maç: zeynep – mehmet');
    await expect(guest.getByTestId('next-match-starter')).toHaveText('Maçı zeynep başlatacak.');
    expect(await guest.getByText('Ev sahibi').count()).toBe(0);
    expect(await guest.getByRole('button', { name: 'Sonraki Maçı Başlat' }).count()).toBe(0);
    await checkScreen(guest, '1-next-match-phone');

    await host.getByRole('button', { name: 'Sonraki Maçı Başlat' }).click();
    for (const page of [host, guest]) {
      await expect(spots(page)).toHaveCount(22, { timeout: 10_000 });
      await expect.poll(() => momentumBars(page), { timeout: 10_000 }).toBeGreaterThan(3);
    }
    // The tracker moves, momentum grows and xG is shown as the match runs.
    const xs = new Set<string | null>();
    await expect
      .poll(async () => {
        xs.add(await trackerX(guest));
        return xs.size;
      }, { timeout: 10_000 })
      .toBeGreaterThan(1);
    expect(await guest.getByTestId('xg').textContent()).toMatch(/^xG \d+,\d\d – \d+,\d\d$/);
    const barsBefore = await momentumBars(guest);

    // A reload mid-match: line-ups, momentum and commentary come back from the snapshot.
    await guest.reload();
    await expect(spots(guest)).toHaveCount(22, { timeout: 10_000 });
    await expect.poll(() => momentumBars(guest)).toBeGreaterThanOrEqual(barsBefore);
    expect(await guest.getByTestId('commentary').locator('li').count()).toBeGreaterThan(3);
    // axe takes seconds on a loaded machine: after the reload, so that the reload comes while the match is on.
    await checkScreen(guest, '2-live-phone');

    // The whistle: ratings, man of the match, the finished room with its champion and results.
    for (const page of [host, guest]) {
      await expect(page.getByTestId('champion')).toHaveCount(1, { timeout: 60_000 });
      await page.getByTestId('motm').waitFor();
    }
    await expect(guest.getByTestId('ratings').locator('li')).toHaveCount(22);
    expect(await guest.getByTestId('finished-room').locator('svg').count()).toBeGreaterThan(0);
    expect(await guest.getByText('Hazır Değil').count()).toBe(0);
    const liveScore = (await host.getByTestId('score').textContent())!.replace(/\s/g, '');
    const liveLines = await host.getByTestId('commentary').locator('li').allTextContents();
    await checkScreen(guest, '3-finished-phone');
    await checkScreen(host, '3-finished-desktop');

    // The replay and its share link, opened by someone who never signed in.
    await host.getByRole('link', { name: 'Tekrar İzle' }).first().click();
    await host.waitForURL('**/mac/**');
    const shareUrl = await host.getByTestId('share-url').inputValue();
    expect(shareUrl).toMatch(/\/tekrar\/[0-9a-f-]{36}$/);
    await checkScreen(host, '4-replay-desktop');
    const stranger = await (await suite.browser.newContext({ ...phone, bypassCSP: true })).newPage();
    await stranger.goto(shareUrl);
    await stranger.getByRole('button', { name: '16x' }).click();
    await expect(stranger.getByRole('button', { name: '16x' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => Number(await stranger.getByTestId('commentary').locator('li').count()), { timeout: 10_000 }).toBeGreaterThan(2);
    await stranger.getByRole('button', { name: 'Sona Git' }).click();
    await expect.poll(async () => (await stranger.getByTestId('score').textContent())!.replace(/\s/g, '')).toBe(liveScore);
    expect(await stranger.getByTestId('commentary').locator('li').allTextContents()).toEqual(liveLines);
    await checkScreen(stranger, '4-shared-replay-phone');
    // The narrowest phone: the whole match view (line-ups, ratings, tracker) still fits without sideways scroll.
    const narrow = await (await suite.browser.newContext({ ...phone, viewport: { width: 360, height: 740 }, bypassCSP: true })).newPage();
    await narrow.goto(shareUrl);
    await narrow.getByRole('button', { name: 'Sona Git' }).click();
    await narrow.getByTestId('ratings').waitFor();
    await checkScreen(narrow, '4-shared-replay-360');

    // History: Maçlarım with the viewer's result, the room's own history, and the details modal.
    await guest.getByRole('link', { name: 'Odanın Maç Geçmişi', exact: true }).click();
    await guest.waitForURL(`**/dashboard/${roomId}`);
    await expect(guest.getByTestId('match-card')).toHaveCount(1);
    await guest.goto(`${suite.app.url}/dashboard`);
    await guest.getByRole('tab', { name: 'Maçlarım' }).click();
    await expect(guest.getByTestId('outcome')).toHaveCount(1);
    await expect(guest.getByTestId('outcome')).toHaveText(/^(Galibiyet|Beraberlik|Mağlubiyet)$/);
    await guest.getByRole('button', { name: 'Detaylar' }).click();
    const dialog = guest.getByRole('dialog', { name: 'Maç Detayları' });
    await dialog.getByRole('img', { name: /^Gol beklentisi \(xG\):/ }).waitFor();
    await dialog.getByTestId('momentum').waitFor();
    await dialog.getByTestId('details-commentary').locator('li').last().scrollIntoViewIfNeeded();
    // Kapat stays in view after scrolling down the modal (sticky on phones).
    await expect(dialog.getByRole('button', { name: 'Kapat' })).toBeVisible();
    const box = await dialog.getByRole('button', { name: 'Kapat' }).boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(844);
    await checkScreen(guest, '5-history-details-phone');
    await dialog.getByRole('button', { name: 'Kapat' }).click();

    // Rövanş: a new lobby with the same two people.
    await guest.goto(`${suite.app.url}/match/${roomId}`);
    await guest.getByRole('button', { name: 'Rövanş' }).click();
    await guest.waitForURL(/\/room\/[0-9a-f-]{36}$/);
    expect(guest.url()).not.toContain(roomId);
    await host.goto(`${suite.app.url}/match/${roomId}`);
    await host.getByRole('link', { name: 'Rövanş Odasına Git' }).click();
    await host.waitForURL(guest.url());
  });

  test('counts down to the next match with Otomatik devam; the host pauses and resumes it from the keyboard, and it kicks off alone', async () => {
    const [hostUser, guestUser] = await Promise.all([createTestUser(suite.app.server.ctx, 'ayse'), createTestUser(suite.app.server.ctx, 'can')]);
    const roomId = await insertDraftedRoom(suite.app.server.ctx.db, [hostUser, guestUser], { roomName: 'Otomatik', autoContinue: true });
    const host = await loggedIn(hostUser, phone);
    await host.goto(`${suite.app.url}/match/${roomId}`);
    const starter = host.getByTestId('next-match-starter');
    // The page is open before the 10 s countdown starts: on a loaded CI machine the countdown ran out while the
    // page loaded and was checked, and the match had kicked off before the host could pause it.
    await expect(host.getByText('Şu anda oynanan maç yok.')).toBeVisible();
    await request(suite.app.url).post(`/api/match/${roomId}/start-tournament`).set('Authorization', `Bearer ${hostUser.token}`).expect(200);
    await expect(starter).toHaveText(/^Maç \d+ saniye içinde otomatik başlayacak\.$/);
    const pause = host.getByRole('button', { name: 'Otomatik Devamı Duraklat' });
    await pause.focus();
    await host.keyboard.press('Enter');
    await expect(starter).toHaveText('Otomatik devam duraklatıldı. Maçı ayse başlatacak.');
    await checkScreen(host, '6-countdown-phone');
    await host.getByRole('button', { name: 'Otomatik Devamı Sürdür' }).focus();
    await host.keyboard.press('Enter');
    await expect(starter).toHaveText(/otomatik başlayacak/);
    // Nobody clicks: the countdown kicks the match off.
    await expect(spots(host)).toHaveCount(22, { timeout: 20_000 });
  });

  test('shows a cup of three by round: the top seed\'s bye, the semi-final to play, the final still to come', async () => {
    const trio = await Promise.all(['selin', 'burak', 'deniz'].map((n) => createTestUser(suite.app.server.ctx, n)));
    const roomId = await insertDraftedRoom(suite.app.server.ctx.db, trio, { roomName: 'Kupa Gecesi', format: 'cup' });
    await request(suite.app.url).post(`/api/match/${roomId}/start-tournament`).set('Authorization', `Bearer ${trio[0].token}`).expect(200);
    const page = await loggedIn(trio[2], phone);
    await page.goto(`${suite.app.url}/match/${roomId}`);
    const bracket = page.getByTestId('cup-bracket');
    await expect(bracket).toContainText('selin bay geçer');
    await expect(bracket).toContainText('burak – deniz');
    await expect(bracket.getByRole('heading', { name: 'Final', exact: true })).toHaveCount(1);
    await expect(page.getByTestId('next-match')).toContainText('Sıradaki maç: burak – deniz · Yarı final');
    await checkScreen(page, '7-cup-phone');
  });
});
