import { describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { count, eq } from 'drizzle-orm';
import type { RoomDto } from '@onbir/shared/room/dto';
import type { FinishedMatch } from '@onbir/shared/match/wire';
import { MAX_OPEN_ROOMS } from '@onbir/shared/room/constants';
import { rooms } from '../../db/schema';
import type { TestUser } from '../../test/fixtures';
import { collectMatch, insertDraftedRoom, joinedSocket } from '../../test/matchRooms';
import { nextUpdate } from '../../test/rooms';
import { useRoomsServer } from '../../test/roomsServer';

/**
 * The room machine through the API as a user meets it: the create form's options reach the stored room
 * (issue 26), and issue 25's items 4-6 (locked rooms' matches stay private, a kicked player cannot take
 * over through "Rövanş", the open-rooms limit holds under concurrency). Each failed on the code before.
 */
const { env, socketIn } = useRoomsServer();
const match = (user: TestUser, method: 'get' | 'post', path: string) => request(env.s.url)[method](`/api/match${path}`).set('Authorization', `Bearer ${user.token}`);

/** Plays every fixture of a started room by the host's clicks; resolves with the finished room. */
async function playAll(host: TestUser, roomId: string): Promise<RoomDto> {
  const socket = await joinedSocket(env.s.url, host, roomId);
  env.sockets.push(socket);
  for (;;) {
    const room = await env.kit.room(host, roomId);
    if (room.status === 'finished') return room;
    const whistle = collectMatch(socket);
    await match(host, 'post', `/${roomId}/start-next-match`).expect(200);
    await whistle;
  }
}

describe('create-room options travel to the stored room', () => {
  it('keeps "Turnuva Biçimi", "Otomatik devam" and every other option the form sent', async () => {
    const [host] = await env.kit.users(1);
    const options = { maxPlayers: 4, leagues: ['La Liga', 'Serie A'], pickSeconds: 30, format: 'cup', autoContinue: true, draftOrder: 'straight', bench: 5, kind: 'evening' };
    const roomId = await env.kit.createRoom(host, { roomName: 'Kupa Gecesi', ...options });
    const room = await env.kit.room(host, roomId);
    expect(room.options).toEqual({ ...options, kind: 'evening' });
    expect(room).toMatchObject({ format: 'cup', autoContinue: { enabled: true, paused: false }, maxPlayers: 4, draft: { pickSeconds: 30, order: 'straight' } });
    const listed = (await env.kit.call(host, 'get', '/').expect(200)).body.find((r: RoomDto) => r._id === roomId);
    expect(listed.options).toEqual({ ...options, kind: 'evening' });
    // The first clients' payload has no "Yedekler": the room has none and drafts exactly 11 a seat (issue 27).
    const plain = await env.kit.createRoom(host, { roomName: 'Spec Odası' });
    const spec = await env.kit.room(host, plain);
    expect(spec.options.bench).toBe(0);
    // One seat so far: 11 picks, or 11 + 5 with the bench.
    expect(spec.draft.totalPicks).toBe(11);
    expect(room.draft.totalPicks).toBe(16);
  });
});

describe('the open-rooms limit under concurrency (issue 25 item 6)', () => {
  it('lets exactly 3 of 60 simultaneous creates from one account through', async () => {
    const [spammer] = await env.kit.users(1);
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => env.kit.call(spammer, 'post', '/create', { roomName: `Aynı anda ${i}` })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(MAX_OPEN_ROOMS);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.every((r) => r.status === 409 && r.body.code === 'TOO_MANY_ROOMS')).toBe(true);
    const [stored] = await env.s.ctx.db.select({ n: count() }).from(rooms).where(eq(rooms.creatorId, spammer.id));
    expect(stored.n).toBe(MAX_OPEN_ROOMS);
  });
});

describe("one account's creates (issue 25, the flood bench's 520 creates)", () => {
  it('run one transaction at a time, so other users wait behind one at most', async () => {
    const [spammer] = await env.kit.users(1);
    const db = env.s.ctx.db;
    const transaction = db.transaction.bind(db);
    let inFlight = 0;
    let most = 0;
    const spy = vi.spyOn(db, 'transaction').mockImplementation((async (work: Parameters<typeof db.transaction>[0]) => {
      most = Math.max(most, ++inFlight);
      try {
        return await transaction(work);
      } finally {
        inFlight--;
      }
    }) as typeof db.transaction);
    try {
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => env.kit.call(spammer, 'post', '/create', { roomName: `Sırayla ${i}` })));
      expect(results.filter((r) => r.status === 201)).toHaveLength(MAX_OPEN_ROOMS);
      expect(most).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('locked rooms stay locked in every list (issue 25 item 4)', () => {
  it('leaves a locked room\'s matches out of the finished matches for anyone but its members', async () => {
    const [host, guest, stranger] = await env.kit.users(3);
    const passwordHash = await env.s.ctx.passwords.hash('gizli-oda');
    const locked = await insertDraftedRoom(env.s.ctx.db, [host, guest], { roomName: 'Gizli Lig', passwordHash });
    const open = await insertDraftedRoom(env.s.ctx.db, [host, guest], { roomName: 'Açık Lig' });
    for (const roomId of [locked, open]) {
      await match(host, 'post', `/${roomId}/start-tournament`).expect(200);
      await playAll(host, roomId);
    }
    const roomsIn = async (user: TestUser, path: string) => ((await match(user, 'get', path).expect(200)).body as FinishedMatch[]).map((m) => m.roomId);
    expect(await roomsIn(stranger, '/finished-matches')).toContain(open);
    expect(await roomsIn(stranger, '/finished-matches')).not.toContain(locked);
    expect(await roomsIn(guest, '/finished-matches')).toContain(locked);
    expect(await roomsIn(guest, '/my-matches')).toEqual(expect.arrayContaining([locked, open]));
    expect((await match(stranger, 'get', `/${locked}/recent`).expect(403)).body.code).toBe('LOCKED_MEMBERS_ONLY');
    expect((await match(stranger, 'get', `/${locked}/live`).expect(403)).body.code).toBe('LOCKED_MEMBERS_ONLY');
  });
});

describe('"Rövanş" only for current human members (issue 25 item 5)', () => {
  it('refuses a player kicked mid-draft (an AI took his seat) and one who left; the host gets the new room, its name marked', async () => {
    const [host, kicked, leaver] = await env.kit.users(3);
    env.s.ctx.timers.msPerSecond = 2; // AI think time and autodraft in a few milliseconds
    const roomId = await env.kit.createRoom(host, { roomName: 'Pazar', maxPlayers: 3, password: 'gizli-oda' });
    for (const u of [kicked, leaver]) await env.kit.call(u, 'post', '/join', { roomId, password: 'gizli-oda' }).expect(200);
    for (const u of [host, kicked, leaver]) await env.kit.call(u, 'post', '/ready', { roomId }).expect(200);
    const hostSocket = await socketIn(host, roomId);
    await env.kit.call(host, 'post', `/${roomId}/autodraft`, { on: true }).expect(200);
    await env.kit.call(host, 'post', `/${roomId}/start-draft`).expect(200);
    await env.kit.call(host, 'post', '/kick-player', { roomId, playerId: kicked.id }).expect(200);
    await env.kit.call(leaver, 'post', '/leave', { roomId }).expect(200);
    await nextUpdate(hostSocket, (r) => r.status === 'draft_finished', 30_000);
    await match(host, 'post', `/${roomId}/start-tournament`).expect(200);
    const finished = await playAll(host, roomId);
    expect(finished.players.filter((p) => p.ai).map((p) => p.user._id).sort()).toEqual([kicked.id, leaver.id].sort());

    expect((await match(kicked, 'post', `/${roomId}/rematch`).expect(403)).body.code).toBe('NOT_MEMBER');
    expect((await match(leaver, 'post', `/${roomId}/rematch`).expect(403)).body.code).toBe('NOT_MEMBER');
    const made = await match(host, 'post', `/${roomId}/rematch`).expect(201);
    const rematch = await env.kit.room(host, made.body.room._id);
    expect(rematch).toMatchObject({ roomName: 'Pazar (Rövanş)', creator: { _id: host.id }, isLocked: true, status: 'waiting' });
    expect(rematch.players.map((p) => p.user._id)).toEqual([host.id]);
    expect((await match(kicked, 'post', `/${roomId}/rematch`).expect(403)).body.code).toBe('NOT_MEMBER');
    // The kick's bar holds in the rematch room too, password or not (issue 37 item 4).
    expect(rematch.banned.map((b) => b._id)).toEqual([kicked.id]);
    const rejoin = await env.kit.call(kicked, 'post', '/join', { roomId: made.body.room._id, password: 'gizli-oda' });
    expect([rejoin.status, rejoin.body.code]).toEqual([403, 'BANNED']);
    await env.kit.call(leaver, 'post', '/join', { roomId: made.body.room._id, password: 'gizli-oda' }).expect(200);
  });
});

describe('spectators', () => {
  it('lets anyone watch an open room (no chat, no actions); a locked room asks for its password first', async () => {
    const [host, guest, fan] = await env.kit.users(3);
    const open = await insertDraftedRoom(env.s.ctx.db, [host, guest], { status: 'in_progress' });
    const fanSocket = await env.kit.socket(fan);
    env.sockets.push(fanSocket);
    expect(await fanSocket.emitWithAck('joinRoom', open)).toEqual({ ok: true, spectator: true });
    await env.kit.call(fan, 'get', `/${open}`).expect(200);
    expect((await env.kit.call(fan, 'post', `/${open}/chat`, { text: 'gol!' }).expect(403)).body.code).toBe('NOT_MEMBER');
    expect((await match(fan, 'post', `/${open}/start-next-match`).expect(403)).body.code).toBe('NOT_MEMBER');

    const locked = await insertDraftedRoom(env.s.ctx.db, [host, guest], { status: 'in_progress', passwordHash: await env.s.ctx.passwords.hash('gizli-oda') });
    expect(await fanSocket.emitWithAck('joinRoom', locked)).toMatchObject({ ok: false, code: 'LOCKED_MEMBERS_ONLY' });
    expect((await env.kit.call(fan, 'get', `/${locked}`).expect(403)).body.code).toBe('LOCKED_MEMBERS_ONLY');
    expect((await env.kit.call(fan, 'post', `/${locked}/watch`, {}).expect(403)).body.code).toBe('PASSWORD_REQUIRED');
    expect((await env.kit.call(fan, 'post', `/${locked}/watch`, { password: 'yanlis-sifre' }).expect(403)).body.code).toBe('WRONG_PASSWORD');
    await env.kit.call(fan, 'post', `/${locked}/watch`, { password: 'gizli-oda' }).expect(200);
    await env.kit.call(fan, 'get', `/${locked}`).expect(200);
    await match(fan, 'get', `/${locked}/live`).expect(200);
    expect(await fanSocket.emitWithAck('joinRoom', locked)).toEqual({ ok: true, spectator: true });
  });
});

describe('socket events', () => {
  it("types each event's payload and checks it where it arrives; actions go over HTTP only", async () => {
    const [host, guest] = await env.kit.users(2);
    const roomId = await env.kit.createRoom(host, { maxPlayers: 2 });
    await env.kit.call(guest, 'post', '/join', { roomId }).expect(200);
    const socket = await env.kit.socket(guest);
    env.sockets.push(socket);
    // @ts-expect-error joinRoom's payload is the room id, a string
    expect(await socket.emitWithAck('joinRoom', { roomId })).toMatchObject({ ok: false, code: 'VALIDATION' });
    // @ts-expect-error no event carries actions: each has its HTTP route (shared/src/room/routes.ts)
    socket.emit('roomAction', roomId, 'ready', {});
    // Events are handled in order: once this join is answered, the one before it has been (and was ignored).
    expect(await socket.emitWithAck('joinRoom', roomId)).toEqual({ ok: true, spectator: false });
    expect((await env.kit.room(host, roomId)).players.map((p) => [p.user._id, p.isReady])).toEqual([[host.id, false], [guest.id, false]]);
    expect((await env.kit.call(guest, 'post', '/ready', { roomId }).expect(200)).body).toEqual({ message: 'Hazırsınız.', key: 'roomTexts.READY_ON', params: {}, isReady: true });
  });
});
