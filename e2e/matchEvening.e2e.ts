import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { Page } from 'playwright-core';
import { desktop, loggedInWithoutDialogs, phone, type Browser } from './kit/harness';
import { expect, test } from './kit/test';
import { seriousA11yViolations } from './kit/axe';
import { loadConfig } from '../server/src/config';
import { buildServer, defaultClientDist, type RunningServer } from '../server/src/server';
import { createTestDatabaseUrl } from '../server/src/test/database';
import { createTestUser, type TestUser } from '../server/src/test/fixtures';
import { insertDraftedRoom } from '../server/src/test/matchRooms';

/**
 * Issue 26's match screens: a match screen that misses the final whistle (the server restarted, the phone
 * was offline across full time) ends on "Maç sona erdi" with the next-match control, without a reload; a
 * stranger watches an open room's live match (a locked one's after its password).
 */
let dataDir = '';
let dropDb = async () => {};
let config: ReturnType<typeof loadConfig>;
let server: RunningServer;
let port = 0;
let url = '';
let browser: Browser;

/** The suite's match pace: about nine seconds a match. */
const PACE = '0.1';
const configAt = (pace: string) => loadConfig({ ...baseEnv, MATCH_SECONDS_PER_MINUTE: pace });
let baseEnv: Record<string, string> = {};

async function startServer(): Promise<void> {
  server = await buildServer(config, { clientDist: defaultClientDist, mailer: { send: async () => {} } });
  port = await server.listen(port, '127.0.0.1');
  url = `http://127.0.0.1:${port}`;
}

test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  // Made here, not when the file loads: Playwright loads test files in more than one process.
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'onbir-match-evening-'));
  const db = await createTestDatabaseUrl();
  dropDb = db.drop;
  baseEnv = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // On disk (or a throwaway PostgreSQL database): the restart below opens the same data again.
    DATA_DIR: dataDir,
    JWT_SECRET: 'e2e-secret-e2e-secret',
    SEED_POOL: 'false',
    RATE_LIMIT_MAX: '1000',
    ...(db.url ? { DATABASE_URL: db.url } : {}),
  };
  config = configAt(PACE);
  await startServer();
});
test.afterAll(async () => {
  await server?.close();
  await dropDb();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const loggedIn = (user: TestUser, options: typeof desktop) => loggedInWithoutDialogs(browser, user, options);
const post = (user: TestUser, p: string, body: object = {}) => request(url).post(`/api/match${p}`).set('Authorization', `Bearer ${user.token}`).send(body);
const minute = async (page: Page) => (await page.getByTestId('minute').textContent()) ?? '';
const minuteNumber = async (page: Page) => Number(/^(\d+)/.exec(await minute(page))?.[1] ?? -1);

/** Three friends' league, its tournament started and the first match kicked off by the host. */
async function liveRoom(name: string, opts: { passwordHash?: string } = {}): Promise<{ roomId: string; host: TestUser; users: TestUser[] }> {
  const users = await Promise.all(['a', 'b', 'c'].map((x) => createTestUser(server.ctx, `${name}_${x}`)));
  const roomId = await insertDraftedRoom(server.ctx.db, users, { roomName: name, ...opts });
  await post(users[0], `/${roomId}/start-tournament`).expect(200);
  await post(users[0], `/${roomId}/start-next-match`).expect(200);
  return { roomId, host: users[0], users };
}

/** The end a screen must reach: the whistle shown, the scoreboard final, and (the host) the next match to start. */
async function endsWithNextMatch(page: Page, isHost: boolean) {
  await expect(page.getByTestId('minute')).toHaveText('Maç sona erdi', { timeout: 30_000 });
  await page.getByTestId('next-match').waitFor();
  if (isHost) await page.getByRole('button', { name: 'Sonraki Maçı Başlat' }).waitFor();
}

test.describe('a match screen that misses the final whistle (issue 26)', () => {
  test('across a server restart, ends on "Maç sona erdi" with the next-match control, without a reload', async () => {
    const { roomId, host: hostUser } = await liveRoom('yeniden');
    const host = await loggedIn(hostUser, desktop);
    await host.goto(`${url}/match/${roomId}`);
    await expect.poll(() => minuteNumber(host), { timeout: 15_000 }).toBeGreaterThanOrEqual(20);
    // The server goes away at ~25' and comes back after full time; the page is never reloaded. Full time is
    // driven, not waited for: the server comes back on a clock a hundred times faster, on which the match's
    // minutes since kick-off are long past 90.
    await server.close();
    config = configAt('0.001');
    await startServer();
    await endsWithNextMatch(host, true);
    await server.close();
    config = configAt(PACE);
    await startServer();
  });

  test('on a phone offline from 60\' until after full time, ends the same way once it is back', async () => {
    const { roomId, users } = await liveRoom('tunel');
    const guest = await loggedIn(users[1], phone);
    await guest.goto(`${url}/match/${roomId}`);
    await expect.poll(() => minuteNumber(guest), { timeout: 15_000 }).toBeGreaterThanOrEqual(55);
    await guest.context().setOffline(true);
    await guest.getByTestId('offline-banner').waitFor({ timeout: 5000 });
    const frozen = await minute(guest);
    // Full time passes while the phone is offline (the server has the result): nothing reaches it.
    const played = async () => (await request(url).get(`/api/rooms/${roomId}`).set('Authorization', `Bearer ${users[0].token}`)).body.matchesToPlay.filter((f: { played: boolean }) => f.played).length;
    await expect.poll(played, { timeout: 30_000 }).toBe(1);
    expect(await minute(guest)).toBe(frozen);
    await guest.context().setOffline(false);
    await endsWithNextMatch(guest, false);
    expect(await guest.getByTestId('offline-banner').count()).toBe(0);
  });
});

test.describe('spectators (issue 26)', () => {
  test('a stranger opening an open room\'s live match watches it read-only; a locked room asks for its password', async () => {
    const { roomId } = await liveRoom('acik');
    const fanUser = await createTestUser(server.ctx, 'seyirci');
    const fan = await loggedIn(fanUser, phone);
    await fan.goto(`${url}/match/${roomId}`);
    await fan.getByTestId('spectator').getByText('İzleyici olarak izliyorsunuz.').waitFor();
    expect(fan.url()).toBe(`${url}/match/${roomId}`);
    const before = await fan.getByTestId('commentary').locator('li').count();
    await expect.poll(() => fan.getByTestId('commentary').locator('li').count(), { timeout: 10_000 }).toBeGreaterThan(before);
    expect(await fan.getByRole('button', { name: 'Sonraki Maçı Başlat' }).count()).toBe(0);
    expect(await fan.getByRole('region', { name: 'Oda sohbeti' }).count()).toBe(0);
    expect(await seriousA11yViolations(fan)).toEqual([]);

    const locked = await liveRoom('kilitli', { passwordHash: await server.ctx.passwords.hash('gizli-oda') });
    await fan.goto(`${url}/match/${locked.roomId}`);
    await fan.getByLabel('Oda şifresi').fill('yanlis-sifre');
    await fan.getByRole('button', { name: 'İzle' }).click();
    await fan.getByRole('alert').filter({ hasText: 'Şifre yanlış.' }).waitFor();
    await fan.getByLabel('Oda şifresi').fill('gizli-oda');
    await fan.getByRole('button', { name: 'İzle' }).click();
    await fan.getByTestId('spectator').waitFor();
    await expect.poll(() => fan.getByTestId('commentary').locator('li').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  });
});
