import type { Page } from 'playwright-core';
import { desktop, loggedInWithoutDialogs, phone, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';
import { createTestUser } from '../server/src/test/fixtures';
import { insertDraftedRoom } from '../server/src/test/matchRooms';
import request from 'supertest';

/**
 * Issue 41, "Reconnection without loss": a phone offline past the ping timeout during a match gets every missed
 * line back when it is online again, from the server's replay of what its connection missed (Socket.IO's
 * connection state recovery, docs/rooms.md 'The connection'), not from a reload of the room.
 */
// The server pings every 4 s and waits 4 s for the answer (SOCKET_PING_INTERVAL_MS, SOCKET_PING_TIMEOUT_MS; 25 s and
// 20 s by default): offline longer than both, both ends count a silent connection lost. Chromium offline closes the
// websocket at once, which the server hears; a real phone's may just go quiet.
const PING_MS = 4000;
const OFFLINE_MS = 2 * PING_MS + 4000;
// The match's pace: 90 minutes in about 36 s, so that it is still being played when the phone is back.
const SECONDS_PER_MINUTE = 0.4;

let app: E2eApp;
let browser: Browser;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  app = await startApp({ MATCH_SECONDS_PER_MINUTE: String(SECONDS_PER_MINUTE), SOCKET_PING_INTERVAL_MS: String(PING_MS), SOCKET_PING_TIMEOUT_MS: String(PING_MS) });
});
test.afterAll(async () => {
  await app?.close();
});

const lines = (page: Page) => page.getByTestId('commentary').locator('li').allTextContents();
/** The answers to the page's loads of the room's live match, as they come. */
function liveLoads(page: Page, roomId: string): number[] {
  const statuses: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === `/api/match/${roomId}/live`) statuses.push(r.status());
  });
  return statuses;
}

async function liveMatchFor(users: Awaited<ReturnType<typeof createTestUser>>[], roomName: string): Promise<string> {
  const roomId = await insertDraftedRoom(app.server.ctx.db, users, { roomName });
  const post = (p: string) => request(app.url).post(`/api/match/${roomId}${p}`).set('Authorization', `Bearer ${users[0].token}`).expect(200);
  await post('/start-tournament');
  await post('/start-next-match');
  return roomId;
}

test('a phone offline past the ping timeout during a match shows every line it missed once back, without reloading the room', async () => {
  test.setTimeout(OFFLINE_MS + 60_000);
  const users = await Promise.all(['a', 'b'].map((x) => createTestUser(app.server.ctx, `kopuk_${x}`)));
  const roomId = await liveMatchFor(users, 'Tünel');
  // The host follows on a laptop that stays online; the guest on a phone that goes offline.
  const [host, guest] = await Promise.all([loggedInWithoutDialogs(browser, users[0], desktop), loggedInWithoutDialogs(browser, users[1], phone)]);
  // The screen loads the match, joins the room's channel, then loads it again (the resync): both loads done, it
  // is following the match, and what it misses from now on can only come back through the replay.
  const loads = liveLoads(guest, roomId);
  await Promise.all([host, guest].map((page) => page.goto(`${app.url}/match/${roomId}`)));
  await expect.poll(() => loads.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  await expect.poll(async () => (await lines(guest)).length, { timeout: 20_000 }).toBeGreaterThan(1);

  await guest.context().setOffline(true);
  await guest.getByTestId('offline-banner').waitFor({ timeout: 5000 });
  const before = (await lines(guest)).length;
  // eslint-disable-next-line no-restricted-syntax -- the phone stays offline for a stretch of real time
  await guest.waitForTimeout(OFFLINE_MS);
  // What the laptop shows now (newest line first) the phone must show once back, the missed lines among it.
  const shown = await lines(host);
  expect(shown.length).toBeGreaterThan(before);
  expect((await lines(guest)).length).toBe(before);

  // Back online: the lines come from the replay; the room and the live match are not read again.
  const reloads: string[] = [];
  guest.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === `/api/rooms/${roomId}` || path === `/api/match/${roomId}/live`) reloads.push(path);
  });
  await guest.context().setOffline(false);
  await expect(guest.getByTestId('offline-banner')).toHaveCount(0, { timeout: 15_000 });
  // Every one of those lines, in the same order, under whatever came after them.
  await expect.poll(async () => (await lines(guest)).slice(-shown.length), { timeout: 10_000 }).toEqual(shown);
  expect(reloads).toEqual([]);
});

test('a phone whose reload after joining never lands (its connection dropped) still gets the lines sent before it joined', async () => {
  const users = await Promise.all(['a', 'b'].map((x) => createTestUser(app.server.ctx, `yarim_${x}`)));
  const roomId = await liveMatchFor(users, 'Yarım');
  const [host, guest] = await Promise.all([loggedInWithoutDialogs(browser, users[0], desktop), loggedInWithoutDialogs(browser, users[1], phone)]);
  // A slow network: the phone's joinRoom reaches the server seconds after its first load was answered, so the
  // lines of those seconds went out before it followed the room; then its reload after the join fails.
  await guest.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      if (String(message).includes('"joinRoom"')) setTimeout(() => server.send(message), 4000);
      else server.send(message);
    });
  });
  let seen = 0;
  await guest.route(`**/api/match/${roomId}/live`, (route) => (++seen === 2 ? route.abort('internetdisconnected') : route.fallback()));
  await guest.goto(`${app.url}/match/${roomId}`);
  await expect.poll(() => seen, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  await host.goto(`${app.url}/match/${roomId}`);
  await expect.poll(async () => (await lines(host)).length, { timeout: 20_000 }).toBeGreaterThan(1);
  // Every line the laptop shows (it loaded the match whole), the phone shows too: none lost in those seconds.
  const notOnGuest = async () => {
    const [onHost, onGuest] = await Promise.all([lines(host), lines(guest)]);
    return onHost.filter((line) => !onGuest.includes(line));
  };
  await expect.poll(notOnGuest, { timeout: 15_000 }).toEqual([]);
});
