import request from 'supertest';
import { desktop, loggedInWithoutDialogs, phone, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';
import { seriousA11yViolations, sidewaysOverflow } from './kit/axe';
import { createTestUser, type TestUser } from '../server/src/test/fixtures';
import { insertTestPool } from '../server/src/test/roomsPool';
import { insertDraftedRoom } from '../server/src/test/matchRooms';
import { leagueSettings } from '../server/src/test/leagueRooms';

/**
 * The commissioner's remaining actions made on the screen (issue 41, docs/league.md 'Commissioner
 * controls'), each seen by another member in a second browser: "Yapay zekâya devret" asks in the page
 * first, then the seat is an AI's; on a league's match screen the host's start button is disabled with
 * the reason (matchdays are on schedule), "Maçı ertele" moves the matchday and "Sezonu bitir" ends it.
 */
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

const SMALL_PHONE = { ...phone, viewport: { width: 360, height: 740 }, screen: { width: 360, height: 740 }, timezoneId: 'Europe/Istanbul' };
const LAPTOP = { ...desktop, timezoneId: 'Europe/Istanbul' };
const api = (user: TestUser, method: 'get' | 'post', url: string, body?: object) => {
  const req = request(app.url)[method](`/api${url}`).set('Authorization', `Bearer ${user.token}`);
  return body ? req.send(body) : req;
};
const users = (...names: string[]) => Promise.all(names.map((n) => createTestUser(app.server.ctx, n)));

test('"Yapay zekâya devret" asks in the page first; then the member sees the seat as an AI manager\'s', async () => {
  const [hostUser, awayUser, witnessUser] = await users('devreden', 'uzakta', 'tanik');
  const create = { roomName: 'Devir Ligi', maxPlayers: 3, kind: 'league', league: leagueSettings({ pickClockHours: 1, quietWindow: undefined }) };
  const roomId = (await api(hostUser, 'post', '/rooms/create', create).expect(201)).body.room._id as string;
  for (const u of [awayUser, witnessUser]) await api(u, 'post', '/rooms/join', { roomId }).expect(200);
  for (const u of [hostUser, awayUser, witnessUser]) await api(u, 'post', '/rooms/ready', { roomId }).expect(200);
  await api(hostUser, 'post', `/rooms/${roomId}/start-draft`).expect(200);

  const host = await loggedInWithoutDialogs(browser, hostUser, SMALL_PHONE);
  const witness = await loggedInWithoutDialogs(browser, witnessUser, LAPTOP);
  await Promise.all([host.goto(`${app.url}/room/${roomId}/squad-selection`), witness.goto(`${app.url}/room/${roomId}/squad-selection`)]);
  const aiSeats = witness.getByTestId('other-squad').filter({ hasText: '(yapay zekâ)' });
  await expect(witness.getByTestId('other-squad').filter({ hasText: 'uzakta' })).toHaveCount(1);
  await expect(aiSeats).toHaveCount(0);

  // By keyboard: the question opens with the focus on "Vazgeç"; Escape closes it and nothing is sent.
  const handOver = host.getByRole('button', { name: 'Yapay zekâya devret: uzakta' });
  await handOver.focus();
  await host.keyboard.press('Enter');
  const ask = host.getByRole('dialog', { name: /uzakta yapay zekâ menajerine devredilsin mi\?/ });
  await expect(ask).toBeVisible();
  await expect(host.getByRole('button', { name: 'Vazgeç' })).toBeFocused();
  expect(await seriousA11yViolations(host)).toEqual([]);
  await host.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  expect(((await api(hostUser, 'get', `/rooms/${roomId}`).expect(200)).body.players as Array<{ ai: unknown }>).filter((p) => p.ai)).toHaveLength(0);

  await handOver.click();
  await host.getByRole('button', { name: 'Evet, devret' }).click();
  await expect(witness.getByText(/devreden, uzakta yerine yapay zekâ menajeri .+ getirdi\./)).toBeVisible();
  await expect(aiSeats).toHaveCount(1);
  await expect(witness.getByTestId('other-squad').filter({ hasText: 'uzakta' })).toHaveCount(0);
  await expect(host.getByRole('button', { name: 'Yapay zekâya devret: uzakta' })).toHaveCount(0);
  const { scrollWidth, screenWidth } = await sidewaysOverflow(host);
  expect(scrollWidth).toBeLessThanOrEqual(screenWidth);
});

test('on the match screen the host cannot start a league match; "Maçı ertele" and "Sezonu bitir" reach the member', async () => {
  const [hostUser, guestUser] = await users('baskan', 'uye');
  // Matchdays every day at the Istanbul wall time 12 hours from now: the first kick-off is that far away.
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(Date.now() + 12 * 3_600_000));
  const league = leagueSettings({ draftMode: 'live', matchdays: { days: 'every day', time } });
  const roomId = await insertDraftedRoom(app.server.ctx.db, [hostUser, guestUser], { roomName: 'Takvim Ligi', league });
  await api(hostUser, 'post', `/match/${roomId}/start-tournament`).expect(200);

  const host = await loggedInWithoutDialogs(browser, hostUser, SMALL_PHONE);
  const guest = await loggedInWithoutDialogs(browser, guestUser, LAPTOP);
  await Promise.all([host.goto(`${app.url}/match/${roomId}`), guest.goto(`${app.url}/match/${roomId}`)]);
  await expect(guest.getByTestId('next-match-starter')).toContainText(time);
  await expect(guest.getByTestId('next-match-starter')).toContainText('kendiliğinden başlayacak');
  const start = host.getByRole('button', { name: 'Sonraki Maçı Başlat' });
  await expect(start).toBeDisabled();
  await expect(host.getByTestId('next-match-on-schedule')).toHaveText(/^Lig maçları takvime göre kendiliğinden başlar/);
  await expect(host.getByRole('button', { name: /Otomatik Devamı/ })).toHaveCount(0);

  // Tomorrow 20:30 on the host's (Istanbul) wall clock, typed into the form and sent by keyboard.
  const tomorrow = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Istanbul' }).format(new Date(Date.now() + 86_400_000));
  await host.getByLabel('Sıradaki maçın yeni zamanı').fill(`${tomorrow}T20:30`);
  await host.getByRole('button', { name: 'Maçı ertele' }).focus();
  await host.keyboard.press('Enter');
  await expect(guest.getByText('baskan sıradaki maç gününün başlama zamanını değiştirdi.')).toBeVisible();
  await expect(guest.getByTestId('next-match-starter')).toContainText('20:30');
  const moved = (await api(guestUser, 'get', `/rooms/${roomId}`).expect(200)).body.nextMatch.at as string;
  expect(moved).toBe(new Date(`${tomorrow}T17:30:00Z`).toISOString());
  expect(await seriousA11yViolations(host)).toEqual([]);

  await host.getByRole('button', { name: 'Sezonu bitir' }).click();
  await expect(host.getByRole('button', { name: 'Vazgeç' })).toBeFocused();
  await host.getByRole('button', { name: 'Evet, sezonu bitir' }).click();
  await expect(guest.getByText('baskan sezonu bitirdi.')).toBeVisible();
  await expect(guest.getByTestId('finished-room')).toBeVisible();
  await expect(guest.getByTestId('next-match')).toHaveCount(0);
  await expect(host.getByTestId('season-controls')).toHaveCount(0);
  const { scrollWidth, screenWidth } = await sidewaysOverflow(host);
  expect(scrollWidth).toBeLessThanOrEqual(screenWidth);
});
