import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import request from 'supertest';
import { io as connect } from 'socket.io-client';
import { startTestServer, type TestServer } from '../test/testServer';
import { createTestUser, type TestUser } from '../test/fixtures';
import { roomsKit } from '../test/rooms';
import { insertTestPool } from '../test/roomsPool';
import { SOCKET_EVENT_LIMITS } from '../realtime/socketFlood';
import { dbChecksum } from './dbChecksum';

/**
 * Thousands of generated bad requests across every REST call and the socket: wrong types, missing and
 * extra fields, huge and unicode strings, injection strings, other users' ids. None may get a 5xx, the
 * server must stay up, and a refused request must leave the database exactly as it was.
 */

type Method = 'get' | 'post' | 'put';
interface Endpoint {
  method: Method;
  path: string;
  fields: string[];
}

const ENDPOINTS: Endpoint[] = [
  { method: 'post', path: '/api/users/register', fields: ['username', 'firstName', 'lastName', 'email', 'password', 'phoneNumber'] },
  { method: 'post', path: '/api/users/login', fields: ['email', 'password'] },
  { method: 'post', path: '/api/users/forgot-password', fields: ['email'] },
  { method: 'put', path: '/api/users/reset-password/:token', fields: ['password'] },
  { method: 'get', path: '/api/users/profile', fields: [] },
  { method: 'put', path: '/api/users/profile', fields: ['username', 'firstName', 'lastName', 'phoneNumber', 'currentPassword', 'password'] },
  { method: 'post', path: '/api/users/request-email-change', fields: ['newEmail'] },
  { method: 'get', path: '/api/users/confirm-email/:token', fields: [] },
  { method: 'post', path: '/api/contact', fields: ['name', 'email', 'subject', 'message'] },
  { method: 'get', path: '/api/players/search', fields: ['q', 'clubId', 'league', 'position', 'page'] },
  { method: 'get', path: '/api/players/clubs', fields: ['q', 'limit'] },
  { method: 'get', path: '/api/players/clubs/:id/squad', fields: [] },
  { method: 'get', path: '/api/images/proxy', fields: ['url', 'fallback'] },
  { method: 'get', path: '/api/images/:kind/:file', fields: [] },
  { method: 'get', path: '/api/rooms', fields: [] },
  { method: 'get', path: '/api/rooms/:roomId', fields: [] },
  { method: 'post', path: '/api/rooms/create', fields: ['roomName', 'maxPlayers', 'leagues', 'password', 'pickSeconds'] },
  { method: 'post', path: '/api/rooms/join', fields: ['roomId', 'password'] },
  { method: 'post', path: '/api/rooms/kick-player', fields: ['roomId', 'playerId'] },
  { method: 'post', path: '/api/rooms/ready', fields: ['roomId'] },
  { method: 'post', path: '/api/rooms/leave', fields: ['roomId'] },
  { method: 'post', path: '/api/rooms/:roomId/start-draft', fields: [] },
  { method: 'post', path: '/api/rooms/:roomId/pick-player', fields: ['playerId', 'playerName', 'assignedPosition'] },
  { method: 'post', path: '/api/rooms/:roomId/set-formation', fields: ['formation'] },
  { method: 'post', path: '/api/rooms/:roomId/club', fields: ['name', 'colors', 'playerId'] },
  { method: 'get', path: '/api/rooms/:roomId/available-players', fields: ['q', 'position', 'page'] },
  { method: 'get', path: '/api/match/finished-matches', fields: [] },
  { method: 'get', path: '/api/match/:roomId/recent', fields: [] },
  { method: 'get', path: '/api/match/:roomId/live', fields: [] },
  { method: 'post', path: '/api/match/:roomId/start-tournament', fields: [] },
  { method: 'post', path: '/api/match/:roomId/start-next-match', fields: [] },
];

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '"><script>alert(1)</script>',
  '../../etc/passwd',
  '${7*7}',
  '{"$gt": ""}',
  '\u0000',
  'http://127.0.0.1:22/',
  'file:///etc/passwd',
  '%00%27',
];

// 500 generated requests in `npm test`; the slow project (`npm run test:slow`, CI) sets 5,000.
const RUNS = Number(process.env.HOSTILE_INPUT_RUNS ?? 500);

let s: TestServer;
let alice: TestUser;
let bob: TestUser;
let stranger: TestUser;
let bobsRoom: string;
let draftingRoom: string;

beforeAll(async () => {
  // Budgets high enough that every generated payload reaches the checks (the budgets have their own tests).
  s = await startTestServer({ RATE_LIMIT_MAX: '100000', SOCKET_EVENTS_PER_OWNER: '100000', SOCKET_HANDSHAKES_PER_MINUTE: '100000' });
  await insertTestPool(s.ctx);
  const kit = roomsKit(s);
  [alice, bob, stranger] = await Promise.all([createTestUser(s.ctx), createTestUser(s.ctx), createTestUser(s.ctx)]);
  bobsRoom = await kit.createRoom(bob, { maxPlayers: 4, password: 'gizli' });
  // No pick clock: an automatic pick when it ran out would change the database while a refused request is checked.
  draftingRoom = await kit.draftingRoom([alice, bob], { pickSeconds: 0 });
});
afterAll(async () => {
  await s?.close();
});

function badValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.constantFrom(...INJECTIONS),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.integer({ min: 1_000, max: 120_000 }).map((n) => 'ğ'.repeat(n)),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.object({ maxDepth: 2, maxKeys: 3 }),
    fc.constantFrom(() => bobsRoom, () => draftingRoom, () => stranger.id, () => bob.id).map((f) => f()),
  );
}

const idLike = () =>
  fc.oneof(
    fc.constantFrom(...INJECTIONS),
    fc.string({ maxLength: 30 }),
    fc.uuid(),
    fc.integer().map(String),
    fc.constant('x'.repeat(5_000)),
    fc.constantFrom(() => bobsRoom, () => draftingRoom, () => bob.id).map((f) => f()),
  );

const requestArb = fc.record({
  endpoint: fc.constantFrom(...ENDPOINTS),
  as: fc.constantFrom('none', 'forged', 'stranger', 'alice'),
  params: fc.array(idLike(), { minLength: 3, maxLength: 3 }),
  body: fc.oneof(
    fc.dictionary(fc.string({ maxLength: 12 }), badValue(), { maxKeys: 4 }),
    fc.constant('__raw__'),
    fc.anything({ maxDepth: 2 }),
  ),
  fieldValues: fc.array(fc.option(badValue(), { nil: undefined }), { minLength: 6, maxLength: 6 }),
});

// The default report prints the whole counterexample, 100 kB strings included: keep only the reason.
function shortReport<T>(out: fc.RunDetails<T>): void {
  if (out.failed) throw new Error(`after ${out.numRuns} runs: ${String((out.errorInstance as Error | undefined)?.message ?? 'failed').slice(0, 600)}`);
}

describe('hostile input', () => {
  it(`answers ${RUNS.toLocaleString('en')} generated bad requests with no 5xx and leaves the database unchanged when it refuses`, async () => {
    let before = await dbChecksum(s.ctx.db);
    let count = 0;
    await fc.assert(
      fc.asyncProperty(requestArb, async ({ endpoint, as, params, body, fieldValues }) => {
        let i = 0;
        const path = endpoint.path.replace(/:[a-zA-Z]+/g, () => encodeURIComponent(String(params[i++] ?? '')));
        const fields: Record<string, unknown> = {};
        endpoint.fields.forEach((f, k) => {
          if (fieldValues[k] !== undefined) fields[f] = fieldValues[k];
        });
        const merged = typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...fields, ...body } : body;
        // A bare scalar is not a body superagent can send: send it as JSON text instead.
        const payload = merged === '__raw__' || (typeof merged === 'object' && merged !== null) ? merged : JSON.stringify(merged ?? null);
        let req = request(s.url)[endpoint.method](path);
        if (as === 'forged') req = req.set('Authorization', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.');
        if (as === 'stranger') req = req.set('Authorization', `Bearer ${stranger.token}`);
        if (as === 'alice') req = req.set('Authorization', `Bearer ${alice.token}`);
        let res;
        if (endpoint.method === 'get') {
          const query: Record<string, string> = {};
          for (const [k, v] of Object.entries(fields)) query[k] = (typeof v === 'string' ? v : JSON.stringify(v ?? null)).slice(0, 300);
          res = await req.query(query);
        } else if (payload === '__raw__') {
          res = await req.set('Content-Type', 'application/json').send('{"broken": ');
        } else if (typeof payload === 'string') {
          res = await req.set('Content-Type', 'application/json').send(payload);
        } else {
          res = await req.send(payload as object);
        }
        count++;
        expect(res.status, `${endpoint.method.toUpperCase()} ${path} -> ${res.status} ${JSON.stringify(res.body)}`).toBeLessThan(500);
        const after = await dbChecksum(s.ctx.db);
        if (res.status >= 400) {
          expect(typeof res.body.message === 'string' || endpoint.path.startsWith('/api/images'), `${path} has a message`).toBe(true);
          expect(after, `${endpoint.method.toUpperCase()} ${path} was refused (${res.status}) but changed the database`).toBe(before);
        }
        before = after;
      }),
      { numRuns: RUNS, seed: 20261121, endOnFailure: true, reporter: shortReport },
    );
    expect(count).toBeGreaterThanOrEqual(RUNS);
    await request(s.url).get('/api/health').expect(200);
  }, 600_000);

  it('refuses bad socket handshakes and joinRoom payloads without falling over', async () => {
    const anon = connect(s.url, { transports: ['websocket'], reconnection: false, auth: { token: "' OR 1=1" } });
    const err = await new Promise<Error>((resolve) => anon.once('connect_error', resolve));
    expect(err.message).toMatch(/giriş/i);
    anon.close();

    const connected = async () => {
      const socket = connect(s.url, { transports: ['websocket'], reconnection: false, auth: { token: stranger.token } });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    };
    let sock = await connected();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(idLike(), badValue()), async (roomId) => {
        // A new socket before the per-socket flood limit (realtime/socketFlood.ts): every payload reaches joinRoom's checks.
        if (++sent % SOCKET_EVENT_LIMITS.points === 0) {
          sock.close();
          sock = await connected();
        }
        // A message over SOCKET_MAX_MESSAGE_BYTES closes the connection unparsed (socketBudgets.test.ts): the next gets a new one.
        const frameBytes = Buffer.byteLength(`42["joinRoom",${JSON.stringify(roomId) ?? ''}]`);
        const max = s.ctx.config.SOCKET_MAX_MESSAGE_BYTES;
        if (frameBytes <= max && frameBytes + 8 > max) return; // the ack's id would decide: neither outcome is a rule
        if (frameBytes > max) {
          const closed = new Promise((resolve) => sock.once('disconnect', resolve));
          sock.emit('joinRoom', roomId as string);
          expect(await closed).toBe('transport close');
          sock = await connected();
          return;
        }
        const ack = await sock.timeout(2_000).emitWithAck('joinRoom', roomId as string);
        // A stranger may watch an open room (a spectator, issue 26; bobsRoom is locked); every other payload is refused.
        const open = roomId === draftingRoom;
        expect(ack.ok).toBe(open);
        if (!ack.ok) {
          expect(ack.code).not.toBe('SOCKET_FLOOD');
          expect(typeof ack.message).toBe('string');
        }
      }),
      { numRuns: 300, seed: 7, reporter: shortReport },
    );
    // Emits without an ack and of unknown events must not crash the server either.
    sock.emit('joinRoom', { $ne: null } as unknown as string);
    (sock as unknown as { emit(ev: string, ...a: unknown[]): void }).emit('no-such-event', 'x'.repeat(1_000));
    sock.close();
    await request(s.url).get('/api/health').expect(200);
  }, 120_000);
});
