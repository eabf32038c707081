import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { desktop, loggedInPage, requestsReported, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';
import { createTestUser } from '../server/src/test/fixtures';

// `npm run dev` as a developer runs it: Vite's dev server (React in development, StrictMode on, Fast Refresh)
// in front of a real server. StrictMode runs every effect twice; the server must still see one socket and
// one joinRoom per page.

let app: E2eApp;
let vite: ViteDevServer;
let browser: Browser;
let devUrl: string;
/** Per room: the sockets that joined it, and how many joinRoom calls each made. */
const joins = new Map<string, Map<string, number>>();
let connections = 0;
const roomGets: string[] = [];

test.beforeAll(async ({ browser: shared }) => {
  test.setTimeout(180_000);
  browser = shared;
  app = await startApp();
  app.server.ctx.io!.on('connection', (socket) => {
    connections++;
    socket.onAny((event: string, roomId: unknown) => {
      if (event !== 'joinRoom' || typeof roomId !== 'string') return;
      const bySocket = joins.get(roomId) ?? new Map<string, number>();
      bySocket.set(socket.id, (bySocket.get(socket.id) ?? 0) + 1);
      joins.set(roomId, bySocket);
    });
  });
  process.env.ONBIR_API_URL = app.url;
  vite = await createServer({
    configFile: path.resolve('client/vite.config.ts'),
    root: path.resolve('client'),
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1', hmr: false },
  });
  await vite.listen();
  devUrl = vite.resolvedUrls!.local[0].replace(/\/$/, '');
});
test.afterAll(async () => {
  await vite?.close();
  await app?.close();
  delete process.env.ONBIR_API_URL;
});

test('a game page in development StrictMode opens one socket and sends one joinRoom, also after a reload', async () => {
  const user = await createTestUser(app.server.ctx, 'strict_dev');
  const created = await fetch(`${app.url}/api/rooms/create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.token}` },
    body: JSON.stringify({ roomName: 'Sıkı Mod' }),
  });
  expect(created.status).toBe(201);
  const roomId = ((await created.json()) as { room: { _id: string } }).room._id;

  const page = await loggedInPage(browser, user, desktop);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('request', (r) => r.url().endsWith(`/api/rooms/${roomId}`) && roomGets.push(r.url()));
  // Sockets the page opens: a WebSocket, or a polling handshake (a Socket.IO request without a session id).
  let opened = 0;
  page.on('websocket', (ws) => ws.url().includes('/socket.io/') && (opened += 1));
  page.on('request', (r) => r.url().includes('/socket.io/') && r.url().includes('transport=polling') && !r.url().includes('sid=') && (opened += 1));
  for (const visit of [1, 2]) {
    const before = connections;
    const openedBefore = opened;
    if (visit === 1) await page.goto(`${devUrl}/room/${roomId}`, { timeout: 120_000 });
    else await page.reload();
    await page.getByRole('heading', { name: /Sıkı Mod/ }).waitFor({ timeout: 60_000 });
    await expect.poll(() => joins.get(roomId)?.size ?? 0, { timeout: 15_000 }).toBe(visit);
    // A second subscription would have opened its socket by now: its request is reported before the marker's.
    await requestsReported(page);
    expect(opened - openedBefore).toBe(1);
    expect(connections - before).toBe(1);
    expect([...joins.get(roomId)!.values()]).toEqual(Array(visit).fill(1));
  }
  // StrictMode is really on: the room screen's loading effect ran twice per visit.
  expect(roomGets.length).toBeGreaterThanOrEqual(4);
  expect(errors).toEqual([]);
});
