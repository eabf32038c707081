import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { useRoomsServer } from '../test/roomsServer';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { createTestUser, type TestUser } from '../test/fixtures';
import { insertDraftedRoom } from '../test/matchRooms';

/**
 * Every protected call as anonymous, as a stranger (logged in, not in the room), as a member and as the
 * room's creator. Each role gets a fresh room, so one role's call never changes what another meets.
 */

type Role = 'anonymous' | 'stranger' | 'member' | 'creator';
const ROLES: Role[] = ['anonymous', 'stranger', 'member', 'creator'];

interface Scene {
  roomId: string;
  creator: TestUser;
  member: TestUser;
  stranger: TestUser;
}

interface Row {
  name: string;
  method: 'get' | 'post' | 'put';
  path: (s: Scene) => string;
  body?: (s: Scene) => object;
  scene: (users: [TestUser, TestUser]) => Promise<string>;
  expected: Record<Role, number>;
}

const { env } = useRoomsServer();

const waiting = async ([c, m]: [TestUser, TestUser]) => {
  const roomId = await env.kit.createRoom(c, { maxPlayers: 3 });
  await env.kit.call(m, 'post', '/join', { roomId }).expect(200);
  return roomId;
};
const fullAndReady = async ([c, m]: [TestUser, TestUser]) => {
  const roomId = await env.kit.createRoom(c, { maxPlayers: 2 });
  await env.kit.call(m, 'post', '/join', { roomId }).expect(200);
  await env.kit.call(c, 'post', '/ready', { roomId }).expect(200);
  await env.kit.call(m, 'post', '/ready', { roomId }).expect(200);
  return roomId;
};
const drafting = (users: [TestUser, TestUser]) => env.kit.draftingRoom(users);
const draftFinished = (users: [TestUser, TestUser]) => insertDraftedRoom(env.s.ctx.db, users);
const inProgress = async (users: [TestUser, TestUser]) => {
  const roomId = await insertDraftedRoom(env.s.ctx.db, users);
  await request(env.s.url).post(`/api/match/${roomId}/start-tournament`).set('Authorization', `Bearer ${users[0].token}`).expect(200);
  return roomId;
};

const anyUser = { anonymous: 401, stranger: 200, member: 200, creator: 200 };
const membersOnly = { anonymous: 401, stranger: 403, member: 200, creator: 200 };
const creatorOnly = { anonymous: 401, stranger: 403, member: 403, creator: 200 };

const ROWS: Row[] = [
  { name: 'GET profile', method: 'get', path: () => '/api/users/profile', scene: waiting, expected: anyUser },
  { name: 'PUT profile', method: 'put', path: () => '/api/users/profile', body: (x) => ({ username: `${x.creator.username}x`.slice(0, 30), firstName: 'Ad', lastName: 'Soyad', phoneNumber: '' }), scene: waiting, expected: anyUser },
  { name: 'POST request-email-change', method: 'post', path: () => '/api/users/request-email-change', body: () => ({ newEmail: `yeni${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`, currentPassword: 'kale-direk-42' }), scene: waiting, expected: anyUser },
  { name: 'GET rooms', method: 'get', path: () => '/api/rooms', scene: waiting, expected: anyUser },
  // The room page is readable by any signed-in user: the list already shows it, and it has no secrets.
  { name: 'GET room', method: 'get', path: (x) => `/api/rooms/${x.roomId}`, scene: waiting, expected: anyUser },
  { name: 'POST ready', method: 'post', path: () => '/api/rooms/ready', body: (x) => ({ roomId: x.roomId }), scene: waiting, expected: membersOnly },
  { name: 'POST leave', method: 'post', path: () => '/api/rooms/leave', body: (x) => ({ roomId: x.roomId }), scene: waiting, expected: membersOnly },
  { name: 'POST kick-player', method: 'post', path: () => '/api/rooms/kick-player', body: (x) => ({ roomId: x.roomId, playerId: x.member.id }), scene: waiting, expected: creatorOnly },
  { name: 'POST start-draft', method: 'post', path: (x) => `/api/rooms/${x.roomId}/start-draft`, scene: fullAndReady, expected: creatorOnly },
  { name: 'POST set-formation', method: 'post', path: (x) => `/api/rooms/${x.roomId}/set-formation`, body: () => ({ formation: '4-3-3' }), scene: drafting, expected: membersOnly },
  { name: 'POST club', method: 'post', path: (x) => `/api/rooms/${x.roomId}/club`, body: () => ({ name: 'Kartal Spor', colors: ['#111111', '#ffffff'] }), scene: waiting, expected: membersOnly },
  { name: 'GET available-players', method: 'get', path: (x) => `/api/rooms/${x.roomId}/available-players`, scene: drafting, expected: membersOnly },
  // The creator sits first, so it is his turn: a member is a member but not allowed now (409, 'Şu an sıra sizde değil.').
  { name: 'POST pick-player', method: 'post', path: (x) => `/api/rooms/${x.roomId}/pick-player`, body: () => ({ playerId: 't-gk-1', assignedPosition: 'GK-1' }), scene: drafting, expected: { ...creatorOnly, member: 409 } },
  // An open room's live match is anyone's to watch (a spectator, issue 26); a locked room's: match.api.test.ts.
  { name: 'GET match live', method: 'get', path: (x) => `/api/match/${x.roomId}/live`, scene: inProgress, expected: anyUser },
  { name: 'GET match recent', method: 'get', path: (x) => `/api/match/${x.roomId}/recent`, scene: inProgress, expected: anyUser },
  { name: 'GET finished-matches', method: 'get', path: () => '/api/match/finished-matches', scene: inProgress, expected: anyUser },
  { name: 'POST start-tournament', method: 'post', path: (x) => `/api/match/${x.roomId}/start-tournament`, scene: draftFinished, expected: creatorOnly },
  { name: 'POST start-next-match', method: 'post', path: (x) => `/api/match/${x.roomId}/start-next-match`, scene: inProgress, expected: creatorOnly },
];

describe('authorisation matrix', () => {
  it.each(ROWS)('$name', async (row) => {
    const seen: Record<string, number> = {};
    for (const role of ROLES) {
      const [creator, member, stranger] = await Promise.all([createTestUser(env.s.ctx), createTestUser(env.s.ctx), createTestUser(env.s.ctx)]);
      const roomId = await row.scene([creator, member]);
      const scene = { roomId, creator, member, stranger };
      const as = { anonymous: null, stranger, member, creator }[role];
      let req = request(env.s.url)[row.method](row.path(scene));
      if (as) req = req.set('Authorization', `Bearer ${as.token}`);
      const res = await (row.body ? req.send(row.body(scene)) : req);
      seen[role] = res.status;
      if (res.status >= 400) expect(res.body.message, `${row.name} as ${role}`).toEqual(expect.any(String));
    }
    expect(seen).toEqual(row.expected);
  });

  it('refuses a valid token of a deleted account', async () => {
    const ghost = await createTestUser(env.s.ctx);
    await env.s.ctx.db.delete(users).where(eq(users.id, ghost.id));
    const res = await request(env.s.url).get('/api/users/profile').set('Authorization', `Bearer ${ghost.token}`);
    expect(res.status).toBe(401);
  });
});
