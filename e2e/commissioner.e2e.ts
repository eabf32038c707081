import request from 'supertest';
import { desktop, loggedInWithoutDialogs, phone, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';
import { sidewaysOverflow } from './kit/axe';
import { createTestUser, type TestUser } from '../server/src/test/fixtures';
import { insertTestPool } from '../server/src/test/roomsPool';
import { leagueSettings } from '../server/src/test/leagueRooms';

/**
 * The commissioner's buttons on the draft screen (issue 41, docs/league.md 'Commissioner controls'): in a
 * slow league the creator, on a 360 px phone and by keyboard, pauses the draft (a forced pick is refused at
 * once while it is paused), resumes it and forces the pick of the member on turn; that member, in another
 * browser, is told each move and sees the pick land, and has none of the buttons.
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

const SMALL_PHONE = { ...phone, viewport: { width: 360, height: 740 }, screen: { width: 360, height: 740 } };
const api = (user: TestUser, method: 'get' | 'post', url: string, body?: object) => {
  const req = request(app.url)[method](`/api/rooms${url}`).set('Authorization', `Bearer ${user.token}`);
  return body ? req.send(body) : req;
};

test('the commissioner pauses and resumes the draft, then forces the pick of the member on turn; the member sees each', async () => {
  const [hostUser, guestUser] = await Promise.all([createTestUser(app.server.ctx, 'komiser'), createTestUser(app.server.ctx, 'uykucu')]);
  const create = { roomName: 'Komiser Ligi', maxPlayers: 2, kind: 'league', league: leagueSettings({ pickClockHours: 1, quietWindow: undefined }) };
  const roomId = (await api(hostUser, 'post', '/create', create).expect(201)).body.room._id as string;
  await api(guestUser, 'post', '/join', { roomId }).expect(200);
  for (const u of [hostUser, guestUser]) await api(u, 'post', '/ready', { roomId }).expect(200);
  await api(hostUser, 'post', `/${roomId}/start-draft`).expect(200);
  // The guest must be on turn: when the order gives the host the first pick, he makes it.
  const first = (await api(hostUser, 'get', `/${roomId}`).expect(200)).body as { draft: { currentPicker: string } };
  if (first.draft.currentPicker === hostUser.id) await api(hostUser, 'post', `/${roomId}/pick-player`, { playerId: 't-gk-1' }).expect(200);
  const picksBefore = first.draft.currentPicker === hostUser.id ? 1 : 0;

  const host = await loggedInWithoutDialogs(browser, hostUser, SMALL_PHONE);
  const guest = await loggedInWithoutDialogs(browser, guestUser, desktop);
  await Promise.all([host.goto(`${app.url}/room/${roomId}/squad-selection`), guest.goto(`${app.url}/room/${roomId}/squad-selection`)]);
  await guest.getByText('Sıra sizde!').waitFor();
  await expect(guest.getByTestId('pick-log')).toHaveCount(picksBefore);
  await expect(guest.getByTestId('commissioner-controls')).toHaveCount(0);
  await expect(guest.getByRole('button', { name: 'Şimdi seçtir' })).toHaveCount(0);

  const controls = host.getByTestId('commissioner-controls');
  await expect(controls.getByRole('button', { name: /^Yapay zekâya devret: / })).toBeVisible();
  await host.getByRole('button', { name: 'Taslağı duraklat' }).focus();
  await host.keyboard.press('Enter');
  await expect(guest.getByText('Draft duraklatıldı.')).toBeVisible();
  await expect(guest.getByText(/draftı duraklattı\./)).toBeVisible();

  // The shared rule answers at once while paused: nothing is sent, the refusal shows on the page.
  await controls.getByRole('button', { name: 'Şimdi seçtir' }).focus();
  await host.keyboard.press('Enter');
  await expect(host.getByText('Seçim yalnızca draft sürerken ve duraklatılmamışken zorlanabilir.')).toBeVisible();

  await host.getByRole('button', { name: 'Taslağa devam et' }).click();
  // The member on turn gets his turn back (the page clears its notices when the turn comes); the others are told.
  await expect(host.getByText(/draftı devam ettirdi\./)).toBeVisible();
  await guest.getByText('Sıra sizde!').waitFor();
  await expect(guest.getByText('Draft duraklatıldı.')).toHaveCount(0);

  await controls.getByRole('button', { name: 'Şimdi seçtir' }).focus();
  await host.keyboard.press('Enter');
  await expect(guest.getByText(/seçimi zorladı: .+ seçildi\./)).toBeVisible();
  await expect(guest.getByTestId('pick-log')).toHaveCount(picksBefore + 1);
  await expect(host.getByTestId('pick-log')).toHaveCount(picksBefore + 1);

  const { scrollWidth, screenWidth } = await sidewaysOverflow(host);
  expect(scrollWidth).toBeLessThanOrEqual(screenWidth);
});
