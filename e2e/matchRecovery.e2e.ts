import type { Page } from 'playwright-core';
import { desktop, loggedInWithoutDialogs, phone, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';
import { createTestUser } from '../server/src/test/fixtures';
import { insertDraftedRoom } from '../server/src/test/matchRooms';
import request from 'supertest';

/**
 * Issue 41, "Reconnection without loss": a phone offline for most of a minute during a match gets every missed
 * line back when it is online again, from the server's replay of what its connection missed (Socket.IO's
 * connection state recovery, docs/rooms.md 'The connection'), not from a reload of the room.
 */
// Longer than the connection's ping timeout (25 s + 20 s), after which both ends count a silent connection lost
// (Chromium offline closes the websocket at once, which the server hears; a real phone's may just go quiet). The
// issue says 60 s; with 60 the test took 78 s on this shared machine, over the ~75 s the suite allows a test.
const OFFLINE_MS = 50_000;
// The match's pace: 90 minutes in about 76 s, so that it is still being played when the phone is back.
const SECONDS_PER_MINUTE = 0.85;

let app: E2eApp;
let browser: Browser;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  app = await startApp({ MATCH_SECONDS_PER_MINUTE: String(SECONDS_PER_MINUTE) });
});
test.afterAll(async () => {
  await app?.close();
});

const lines = (page: Page) => page.getByTestId('commentary').locator('li').allTextContents();

test('a phone offline past the ping timeout during a match shows every line it missed once back, without reloading the room', async () => {
  test.setTimeout(OFFLINE_MS + 60_000);
  const users = await Promise.all(['a', 'b'].map((x) => createTestUser(app.server.ctx, `kopuk_${x}`)));
  const roomId = await insertDraftedRoom(app.server.ctx.db, users, { roomName: 'Tünel' });
  const post = (p: string) => request(app.url).post(`/api/match/${roomId}${p}`).set('Authorization', `Bearer ${users[0].token}`).expect(200);
  await post('/start-tournament');
  await post('/start-next-match');
  // The host follows on a laptop that stays online; the guest on a phone that goes offline.
  const [host, guest] = await Promise.all([loggedInWithoutDialogs(browser, users[0], desktop), loggedInWithoutDialogs(browser, users[1], phone)]);
  await Promise.all([host, guest].map((page) => page.goto(`${app.url}/match/${roomId}`)));
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
