import request from 'supertest';
import type { ScorerRow } from '@onbir/shared/match/scorers';
import { desktop, loggedInWithoutDialogs, phone, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';
import { seriousA11yViolations, sidewaysOverflow } from './kit/axe';
import { createTestUser, type TestUser } from '../server/src/test/fixtures';
import { insertDraftedRoom } from '../server/src/test/matchRooms';
import { leagueSettings } from '../server/src/test/leagueRooms';
import { MATCHDAY_LEAD_MS } from '@onbir/shared/room/rules/clock';

/**
 * The season page (issue 41 "Spectators and history", docs/match.md 'The season page'): a league's first
 * matchday, moved to a few seconds from now by the commissioner, plays on schedule; a member reaches the page
 * from the match screen and copies its link; a stranger signed in on a 360 px phone reads the table, the
 * scorers the server counted and opens a played match's replay from its result.
 */
let app: E2eApp;
let browser: Browser;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  app = await startApp();
});
test.afterAll(async () => {
  await app?.close();
});

const SMALL_PHONE = { ...phone, viewport: { width: 360, height: 740 }, screen: { width: 360, height: 740 } };
const api = (user: TestUser, method: 'get' | 'post', url: string, body?: object) => {
  const req = request(app.url)[method](`/api${url}`).set('Authorization', `Bearer ${user.token}`);
  return body ? req.send(body) : req;
};

test('a league played on schedule: the member reaches its page from the match screen, a stranger on a phone reads it and opens a replay', async () => {
  const [hostUser, guestUser, fanUser] = await Promise.all(['sezon_baskan', 'sezon_uye', 'sezon_taraftar'].map((n) => createTestUser(app.server.ctx, n)));
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(Date.now() + 12 * 3_600_000));
  const league = leagueSettings({ draftMode: 'live', matchdays: { days: 'every day', time } });
  const roomId = await insertDraftedRoom(app.server.ctx.db, [hostUser, guestUser], { roomName: 'Sezon Ligi', league });
  await api(hostUser, 'post', `/match/${roomId}/start-tournament`).expect(200);
  // The first matchday, moved to three seconds from now: it kicks off on schedule and plays in about two seconds.
  await api(hostUser, 'post', `/match/${roomId}/reschedule`, { at: new Date(Date.now() + 3000).toISOString() }).expect(200);
  const firstPlayed = async () => ((await api(guestUser, 'get', `/rooms/${roomId}`).expect(200)).body.matchesToPlay as Array<{ _id: string; played: boolean }>).find((f) => f.played);
  await expect.poll(async () => (await firstPlayed())?._id, { timeout: 30_000 }).toBeTruthy();
  const played = (await firstPlayed())!;
  const scorers = (await api(fanUser, 'get', `/match/${roomId}/scorers`).expect(200)).body as ScorerRow[];

  const member = await loggedInWithoutDialogs(browser, guestUser, desktop);
  await member.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  await member.goto(`${app.url}/match/${roomId}`);
  await member.getByRole('link', { name: 'Lig sayfası' }).click();
  await expect(member).toHaveURL(`${app.url}/lig/${roomId}`);
  await expect(member.getByRole('heading', { level: 1 })).toHaveText('Sezon Ligi · Lig sayfası');
  await member.getByRole('button', { name: 'Bağlantıyı kopyala' }).click();
  await expect(member.getByText('Lig sayfasının bağlantısı kopyalandı.')).toBeVisible();
  expect(await member.evaluate(() => navigator.clipboard.readText())).toBe(`${app.url}/lig/${roomId}`);

  const fan = await loggedInWithoutDialogs(browser, fanUser, SMALL_PHONE);
  await fan.goto(`${app.url}/lig/${roomId}`);
  await expect(fan.getByTestId('standings').locator('tbody tr')).toHaveCount(2);
  if (scorers.length) {
    const rows = fan.getByTestId('scorers').locator('tbody tr');
    await expect(rows).toHaveCount(scorers.length);
    await expect(rows.first()).toContainText(scorers[0].name);
    await expect(rows.first().locator('td').nth(2)).toHaveText(String(scorers[0].goals));
  } else {
    await expect(fan.getByText('Henüz gol yok.')).toBeVisible();
  }
  const { scrollWidth, screenWidth } = await sidewaysOverflow(fan);
  expect(scrollWidth).toBeLessThanOrEqual(screenWidth);
  expect(await seriousA11yViolations(fan)).toEqual([]);
  await fan.getByRole('link', { name: /^Tekrarı izle: / }).first().click();
  await expect(fan).toHaveURL(`${app.url}/mac/${played._id}`);
  await expect(fan.getByRole('heading', { name: 'Maç Tekrarı' })).toBeVisible();
});

test("a matchday kick-off set up 10 s ahead: the phone shows the match at 0' waiting for its commentary, whose first line comes at the scheduled time", async () => {
  const [hostUser, guestUser] = await Promise.all(['basla_baskan', 'basla_uye'].map((n) => createTestUser(app.server.ctx, n)));
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(Date.now() + 12 * 3_600_000));
  const league = leagueSettings({ draftMode: 'live', matchdays: { days: 'every day', time } });
  const roomId = await insertDraftedRoom(app.server.ctx.db, [hostUser, guestUser], { roomName: 'Başlama Ligi', league });
  await api(hostUser, 'post', `/match/${roomId}/start-tournament`).expect(200);
  const member = await loggedInWithoutDialogs(browser, guestUser, SMALL_PHONE);
  await member.goto(`${app.url}/match/${roomId}`);
  await expect(member.getByTestId('next-match-starter')).toContainText('kendiliğinden başlayacak');
  // The kick-off 4 s after its set-up falls due: the screen has those 4 s to show the match before its first minute.
  const due = Date.now() + MATCHDAY_LEAD_MS + 4_000;
  await api(hostUser, 'post', `/match/${roomId}/reschedule`, { at: new Date(due).toISOString() }).expect(200);
  await expect(member.getByTestId('minute')).toHaveText("0'", { timeout: 8_000 });
  await expect(member.getByText('Maç başlayınca anlatım burada akacak.')).toBeVisible();
  const { scrollWidth, screenWidth } = await sidewaysOverflow(member);
  expect(scrollWidth).toBeLessThanOrEqual(screenWidth);
  expect(await seriousA11yViolations(member)).toEqual([]);
  await expect(member.getByTestId('commentary').locator('li').first()).toBeVisible({ timeout: 20_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(due);
});
