import request from 'supertest';
import { loggedInPage, phone, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test, withServiceWorker } from './kit/test';
import { createTestUser } from '../server/src/test/fixtures';
import { insertTestPool } from '../server/src/test/roomsPool';
import { decryptPush, newSubscriber, startPushService } from '../server/src/test/pushService';

withServiceWorker();

// "Sıra sende" from the server to the phone's screen: the server's real push (encrypted, signed) reaches a
// local push service stand-in, which hands what it decrypted to the phone's service worker as a push
// (Chromium's DevTools protocol); the worker shows the notification, and its link opens the draft.

let app: E2eApp;
let browser: Browser;
let push: Awaited<ReturnType<typeof startPushService>>;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  push = await startPushService();
  app = await startApp({}, { pushTest: { rewrite: push.rewrite } });
  await insertTestPool(app.server.ctx, { perPosition: 30 });
});
test.afterAll(async () => {
  await app?.close();
  await push?.close();
});

test('a member is told it is his pick and opens the app from the notification onto the draft', async () => {
  const [host, member] = await Promise.all([createTestUser(app.server.ctx, 'bildiren'), createTestUser(app.server.ctx, 'bildirilen')]);
  const page = await loggedInPage(browser, member, phone);
  await page.context().grantPermissions(['notifications'], { origin: app.url });
  await page.goto(`${app.url}/rooms`);
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active), null, { timeout: 30_000 });

  // The member's phone as the server knows it, and a draft in which the host picks first.
  const phoneKeys = newSubscriber();
  const call = (user: typeof host, path: string, body: object = {}) => request(app.url).post(path).set('Authorization', `Bearer ${user.token}`).send(body);
  await call(member, '/api/push/subscriptions', phoneKeys.json).expect(201);
  const roomId = (await call(host, '/api/rooms/create', { roomName: 'Bildirim Odası', maxPlayers: 2 }).expect(201)).body.room._id as string;
  await call(member, '/api/rooms/join', { roomId }).expect(200);
  for (const u of [host, member]) await call(u, '/api/rooms/ready', { roomId }).expect(200);
  await call(host, `/api/rooms/${roomId}/start-draft`).expect(200);
  await call(host, `/api/rooms/${roomId}/pick-player`, { playerId: 't-gk-1', pickNumber: 0 }).expect(200);
  await expect.poll(() => push.to(phoneKeys).length, { timeout: 15_000 }).toBe(1);
  const payload = decryptPush(push.to(phoneKeys)[0], phoneKeys);

  // The push service hands it to the phone's service worker. What the worker did is kept with the test's
  // results, so a notification that never shows says whether the worker ran, failed or was never reached.
  const cdp = await page.context().newCDPSession(page);
  const workerLog: string[] = [];
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => workerLog.push(...versions.map((v) => `version ${v.versionId}: ${v.status}, ${v.runningStatus}`)));
  cdp.on('ServiceWorker.workerErrorReported', ({ errorMessage }) => workerLog.push(`error: ${errorMessage.errorMessage} (${errorMessage.sourceURL}:${errorMessage.lineNumber})`));
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === `${app.url}/` && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  // A push service delivers a message again until the device acknowledges it; DevTools' delivery has no
  // acknowledgement, so the stand-in delivers again while nothing is shown (the tag keeps it one notification).
  let deliveries = 0;
  let nextDelivery = 0;
  const deliverIfDue = async () => {
    if (Date.now() < nextDelivery) return;
    deliveries += 1;
    nextDelivery = Date.now() + 8_000;
    workerLog.push(`delivery ${deliveries}`);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: `${app.url}/`, registrationId, data: JSON.stringify(payload) });
  };
  // Polled from here: waitForFunction does not wait for an async predicate's answer (its promise is truthy at once).
  const shown = async () => {
    await deliverIfDue();
    return page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, url: (n.data as { url: string }).url })),
    );
  };
  try {
    await expect
      .poll(shown, { timeout: 30_000 })
      .toEqual([{ title: 'Sıra sende: Bildirim Odası', body: '2. seçim senin. Süren işliyor, oyuncunu seç.', url: `/room/${roomId}/squad-selection` }]);
  } finally {
    await test.info().attach('service worker', { body: workerLog.join('\n'), contentType: 'text/plain' });
  }

  // The notification's link opens the draft, on the member's turn.
  await page.goto(`${app.url}${payload.url}`);
  await page.getByText('Sıra sizde!').waitFor({ timeout: 15_000 });
});
