import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RoomDto } from '@onbir/shared/room/dto';
import type { TestUser } from '../../test/fixtures';
import { rooms } from '../../db/schema';
import { useRoomsServer } from '../../test/roomsServer';

const { env } = useRoomsServer();
let a: TestUser, b: TestUser, c: TestUser;

// Fresh users for every test: one account may have at most 3 open rooms (issue 15 item 7).
beforeEach(async () => {
  [a, b, c] = await env.kit.users(3);
});

const noSecrets = (body: unknown) => {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/password|\$2[aby]\$|@example\.com/i);
};

describe('lobby calls', () => {
  it('creates a room with the base defaults and answers {message, room: {_id}}', async () => {
    const res = await env.kit.call(a, 'post', '/create', { roomName: 'Pazar Ligi' }).expect(201);
    expect(res.body.message).toBeTruthy();
    const room = await env.kit.room(a, res.body.room._id);
    expect(room).toMatchObject({
      roomName: 'Pazar Ligi',
      maxPlayers: 2,
      leagues: ['Premier League'],
      isLocked: false,
      status: 'waiting',
      creator: { _id: a.id, username: a.username },
      draft: { currentPick: 0, pickDeadline: null, pickSeconds: 60, currentPicker: null },
      formation: { [a.id]: '4-4-2' },
      matchesToPlay: [],
    });
    expect(room.players).toEqual([{ user: { _id: a.id, username: a.username }, name: a.username, isReady: false, ai: null, autodraft: false, club: null, team: { squad: [] } }]);
    expect(room.draft).toMatchObject({ order: 'snake', log: [] });
  });

  it('lists rooms newest first, with locked and player-count data but no password hash or e-mail', async () => {
    const first = await env.kit.createRoom(a, { roomName: 'Eski' });
    const second = await env.kit.createRoom(b, { roomName: 'Yeni', password: 'gizli1' });
    const list = (await env.kit.call(c, 'get', '/').expect(200)).body as Array<{ _id: string; isLocked: boolean; players: unknown[] }>;
    const ids = list.map((r) => r._id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(list.find((r) => r._id === second)).toMatchObject({ isLocked: true, players: [{ name: b.username }] });
    noSecrets(list);
    // A locked room's details are its members' (issue 15 item 7); its summary is anyone's.
    expect((await env.kit.call(c, 'get', `/${second}`).expect(403)).body.code).toBe('LOCKED_MEMBERS_ONLY');
    noSecrets((await env.kit.call(c, 'get', `/${second}/summary`).expect(200)).body);
    noSecrets(await env.kit.room(b, second));
  });

  it('joins with the right password only, refuses a full room, and is idempotent for members', async () => {
    const roomId = await env.kit.createRoom(a, { password: 'gizli1' });
    expect((await env.kit.call(b, 'post', '/join', { roomId }).expect(403)).body.message).toMatch(/şifre/i);
    expect((await env.kit.call(b, 'post', '/join', { roomId, password: 'yanlis' }).expect(403)).body.message).toBe('Şifre yanlış.');
    const ok = await env.kit.call(b, 'post', '/join', { roomId, password: 'gizli1' }).expect(200);
    expect(ok.body).toMatchObject({ room: { _id: roomId } });
    await env.kit.call(b, 'post', '/join', { roomId, password: 'gizli1' }).expect(200);
    expect((await env.kit.call(c, 'post', '/join', { roomId, password: 'gizli1' }).expect(409)).body.message).toBe('Oda dolu.');
    const room = await env.kit.room(a, roomId);
    expect(room.players.map((p) => p.user._id)).toEqual([a.id, b.id]);
  });

  it('toggles ready, lets only the creator kick, and passes the creator role on when he leaves', async () => {
    const roomId = await env.kit.createRoom(a, { maxPlayers: 3 });
    await env.kit.call(b, 'post', '/join', { roomId }).expect(200);
    await env.kit.call(c, 'post', '/join', { roomId }).expect(200);
    expect((await env.kit.call(b, 'post', '/ready', { roomId }).expect(200)).body.isReady).toBe(true);
    expect((await env.kit.call(b, 'post', '/ready', { roomId }).expect(200)).body.isReady).toBe(false);
    await env.kit.call(b, 'post', '/kick-player', { roomId, playerId: c.id }).expect(403);
    await env.kit.call(a, 'post', '/kick-player', { roomId, playerId: a.id }).expect(400);
    await env.kit.call(a, 'post', '/kick-player', { roomId, playerId: c.id }).expect(200);
    await env.kit.call(a, 'post', '/kick-player', { roomId, playerId: c.id }).expect(404);
    await env.kit.call(a, 'post', '/leave', { roomId }).expect(200);
    const room = await env.kit.room(b, roomId);
    expect(room.players.map((p) => p.user._id)).toEqual([b.id]);
    expect(room.creator._id).toBe(b.id);
    await env.kit.call(b, 'post', '/leave', { roomId }).expect(200);
    await env.kit.call(b, 'get', `/${roomId}`).expect(404);
  });

  it('starts the draft only for the creator of a full room where everyone is ready', async () => {
    const roomId = await env.kit.createRoom(a);
    await env.kit.call(a, 'post', `/${roomId}/start-draft`).expect(409); // not full
    await env.kit.call(b, 'post', '/join', { roomId }).expect(200);
    await env.kit.call(a, 'post', '/ready', { roomId }).expect(200);
    expect((await env.kit.call(a, 'post', `/${roomId}/start-draft`).expect(409)).body.message).toMatch(/hazır/);
    await env.kit.call(b, 'post', '/ready', { roomId }).expect(200);
    await env.kit.call(c, 'post', `/${roomId}/start-draft`).expect(403); // not a member
    await env.kit.call(b, 'post', `/${roomId}/start-draft`).expect(403); // not the creator
    await env.kit.call(a, 'post', `/${roomId}/start-draft`).expect(200);
    const room = await env.kit.room(a, roomId);
    expect(room.status).toBe('drafting');
    expect(room.draft.currentPicker).toBe(a.id);
    expect(Date.parse(room.draft.pickDeadline!)).toBeGreaterThan(Date.now() + 50_000);
    await env.kit.call(a, 'post', `/${roomId}/start-draft`).expect(409);
    await env.kit.call(c, 'post', '/join', { roomId }).expect(409);
    await env.kit.call(a, 'post', '/ready', { roomId }).expect(409);
  });

  it('answers bad payloads and missing tokens with a 4xx and a message, never a 500', async () => {
    const roomId = await env.kit.createRoom(a);
    const cases: Array<[string, string, object | undefined, number]> = [
      ['post', '/create', {}, 400],
      ['post', '/create', { roomName: 'x', maxPlayers: 1 }, 400],
      ['post', '/create', { roomName: 'x', maxPlayers: 'çok' }, 400],
      ['post', '/create', { roomName: 'x', leagues: ['MLS'] }, 400],
      ['post', '/create', { roomName: 'x', leagues: 'Premier League' }, 400],
      ['post', '/create', { roomName: 'x', pickSeconds: 1 }, 400],
      ['post', '/create', { roomName: 'x', password: 5 }, 400],
      ['post', '/join', { roomId: 'abc' }, 400],
      ['post', '/join', {}, 400],
      ['post', '/join', { roomId: '00000000-0000-4000-8000-000000000000' }, 404],
      ['post', '/kick-player', { roomId }, 400],
      ['post', '/ready', { roomId: 42 }, 400],
      ['post', '/leave', [] as unknown as object, 400],
      ['get', '/not-a-uuid', undefined, 400],
      ['post', `/${roomId}/pick-player`, { assignedPosition: 'GK-1' }, 400],
      ['post', `/${roomId}/pick-player`, { playerId: 't-gk-1', assignedPosition: 'KALECI' }, 400],
      ['post', `/${roomId}/set-formation`, { formation: '9-9-9' }, 400],
      ['get', `/${roomId}/available-players?page=0`, undefined, 400],
      ['get', `/${roomId}/available-players?position=XX`, undefined, 400],
    ];
    for (const [method, path, body, status] of cases) {
      const res = await env.kit.call(a, method as 'get' | 'post', path, body);
      expect([path, res.status]).toEqual([path, status]);
      expect(res.body.message).toBeTruthy();
    }
    const anon = await env.kit.call(null, 'get', '/').expect(401);
    expect(anon.body.message).toBeTruthy();
    await env.kit.call(null, 'post', '/create', { roomName: 'x' }).expect(401);
  });
});

describe('the draft', () => {
  it('enforces turn, position, league, uniqueness and membership, in that order of checks', async () => {
    // The straight order (a, b, a, …): the snake default would give b two picks in a row.
    const roomId = await env.kit.draftingRoom([a, b], { leagues: ['Premier League'], draftOrder: 'straight' });
    const pick = (u: TestUser, playerId: string, assignedPosition: string) => env.kit.call(u, 'post', `/${roomId}/pick-player`, { playerId, assignedPosition });
    const code = async (res: ReturnType<typeof pick>, status: number) => (await res.expect(status)).body.code;
    expect(await code(pick(c, 't-gk-1', 'GK-1'), 403)).toBe('NOT_MEMBER');
    expect((await pick(b, 't-gk-1', 'GK-1').expect(409)).body).toEqual({ code: 'NOT_YOUR_TURN', params: {}, message: 'Şu an sıra sizde değil.' });
    expect((await pick(a, 't-st-1', 'GK-1').expect(400)).body).toMatchObject({ code: 'WRONG_POSITION', message: 'Bu oyuncu KL pozisyonunda oynayamaz.' });
    expect((await pick(a, 'tx-gk-1', 'GK-1').expect(400)).body).toMatchObject({ code: 'WRONG_LEAGUE', message: expect.stringMatching(/lig/) });
    expect(await code(pick(a, 't-gk-1', 'FWD-3'), 400)).toBe('UNKNOWN_SLOT'); // no such slot in 4-4-2
    expect(await code(pick(a, 'nobody', 'GK-1'), 404)).toBe('PLAYER_NOT_FOUND');
    await pick(a, 't-gk-1', 'GK-1').expect(200);
    expect((await pick(b, 't-gk-1', 'GK-1').expect(409)).body).toMatchObject({ code: 'ALREADY_DRAFTED', message: expect.stringMatching(/zaten seçildi/) });
    // The first API's pick by name: it must point at exactly one eligible player.
    const byName = (name: string) => env.kit.call(b, 'post', `/${roomId}/pick-player`, { playerName: name, assignedPosition: 'GK-1' });
    expect(await code(byName('T GK'), 400)).toBe('AMBIGUOUS_PLAYER');
    await byName('T GK 2').expect(200);
    expect((await pick(a, 't-gk-3', 'GK-1').expect(409)).body).toMatchObject({ code: 'SLOT_TAKEN', message: expect.stringMatching(/dolu/) });
    const room = await env.kit.room(a, roomId);
    expect(room.players[0].team.squad).toMatchObject([{ id: 't-gk-1', short_name: 'T GK 1', player_positions: 'GK', league_name: 'Premier League', assignedPosition: 'GK-1' }]);
    expect(room.players[1].team.squad[0].id).toBe('t-gk-2');
    expect(room.draft.currentPick).toBe(2);
    expect(room.draft.currentPicker).toBe(a.id);
  });

  it("allows every league with 'all' and offers only undrafted players of the room's leagues in the picker", async () => {
    const roomId = await env.kit.draftingRoom([a, b], { leagues: ['all'] });
    await env.kit.call(a, 'post', `/${roomId}/pick-player`, { playerId: 'tx-gk-1', assignedPosition: 'GK-1' }).expect(200);
    const page = (await env.kit.call(b, 'get', `/${roomId}/available-players?position=GK`).expect(200)).body;
    expect(page.items.map((p: { id: string }) => p.id)).not.toContain('tx-gk-1');
    expect(page.items.every((p: { player_positions: string }) => p.player_positions.includes('GK'))).toBe(true);
    const plOnly = await env.kit.draftingRoom([b, c]);
    const all = (await env.kit.call(b, 'get', `/${plOnly}/available-players`).expect(200)).body;
    expect(all.pageSize).toBe(20);
    expect(all.items).toHaveLength(20);
    expect(all.total).toBe(15 * 8);
    expect(all.items.every((p: { league_name: string }) => p.league_name === 'Premier League')).toBe(true);
    const page2 = (await env.kit.call(b, 'get', `/${plOnly}/available-players?page=2&q=t st`).expect(200)).body;
    expect(page2.items).toHaveLength(0);
    await env.kit.call(a, 'get', `/${plOnly}/available-players`).expect(403);
  });

  it('runs a whole draft to draft_finished and refuses a 12th player', async () => {
    const roomId = await env.kit.draftingRoom([a, b]);
    for (let i = 0; i < 22; i++) expect((await env.kit.pickNext([a, b], roomId)).status).toBe(200);
    const room = await env.kit.room(a, roomId);
    expect(room.status).toBe('draft_finished');
    expect(room.players.map((p) => p.team.squad.length)).toEqual([11, 11]);
    expect(room.draft).toMatchObject({ pickDeadline: null, currentPicker: null });
    const drafted = new Set(room.players.flatMap((p) => p.team.squad.map((x) => x.id)));
    const undrafted = (await env.kit.call(a, 'get', `/${roomId}/available-players`).expect(200)).body.items.find((p: { id: string }) => !drafted.has(p.id));
    const twelfth = await env.kit.call(a, 'post', `/${roomId}/pick-player`, { playerId: undrafted.id, assignedPosition: 'MID-2' });
    expect(twelfth.status).toBe(409);
    expect(room.draft.log).toHaveLength(22);
    expect(room.draft.log.map((l) => l.round)).toEqual(Array.from({ length: 22 }, (_, i) => Math.floor(i / 2) + 1));
  });

  it('changes formation without losing a drafted player', async () => {
    const roomId = await env.kit.draftingRoom([a, b], { draftOrder: 'straight' });
    const pick = (u: TestUser, playerId: string, assignedPosition: string) =>
      env.kit.call(u, 'post', `/${roomId}/pick-player`, { playerId, assignedPosition }).expect(200);
    await pick(a, 't-rm-1', 'MID-1');
    await pick(b, 't-gk-1', 'GK-1');
    await pick(a, 't-lm-1', 'MID-4');
    await env.kit.call(a, 'post', `/${roomId}/set-formation`, { formation: '4-3-3' }).expect(200);
    let room = await env.kit.room(a, roomId);
    expect(room.formation[a.id]).toBe('4-3-3');
    expect(room.players[0].team.squad.map((p) => p.id).sort()).toEqual(['t-lm-1', 't-rm-1']);
    const keys = room.players[0].team.squad.map((p) => p.assignedPosition);
    expect(new Set(keys).size).toBe(2);
    await env.kit.call(a, 'post', `/${roomId}/set-formation`, { formation: '4-2-3-1' }).expect(200);
    room = await env.kit.room(a, roomId);
    // 4-2-3-1 has RM and LM slots again: both go back to a slot of their position.
    expect(Object.fromEntries(room.players[0].team.squad.map((p) => [p.id, p.assignedPosition]))).toEqual({ 't-rm-1': 'AMF-1', 't-lm-1': 'AMF-3' });
    await env.kit.call(c, 'post', `/${roomId}/set-formation`, { formation: '4-3-3' }).expect(403);
  });

  it('hands the seat of a member who leaves or is kicked mid-draft to an AI manager, who picks in his turn', async () => {
    const [d, e, f] = await env.kit.users(3);
    const roomId = await env.kit.draftingRoom([d, e, f]);
    expect((await env.kit.pickNext([d, e, f], roomId)).status).toBe(200); // d
    expect((await env.kit.pickNext([d, e, f], roomId)).status).toBe(200); // e
    let room = await env.kit.room(d, roomId);
    expect(room.draft.currentPicker).toBe(f.id);
    // e (already picked) leaves: an AI manager takes his seat and keeps his player; f keeps the turn.
    const ePlayer = room.players[1].team.squad[0].id;
    await env.kit.call(e, 'post', '/leave', { roomId }).expect(200);
    room = await env.kit.room(d, roomId);
    expect(room.players.map((p) => p.user._id)).toEqual([d.id, e.id, f.id]);
    expect(room.players[1]).toMatchObject({ ai: { style: expect.any(String) }, team: { squad: [{ id: ePlayer }] } });
    expect(room.players[1].name).not.toBe(e.username);
    expect(room.draft.currentPicker).toBe(f.id);
    await env.kit.call(e, 'get', `/${roomId}/available-players`).expect(403);
    // The picker f is kicked: an AI manager picks in his place within 1-3 s, and f is barred.
    await env.kit.call(d, 'post', '/kick-player', { roomId, playerId: f.id }).expect(200);
    room = await env.kit.room(d, roomId);
    expect(room.players[2].ai).not.toBeNull();
    expect(room.banned.map((u) => u.username)).toEqual([f.username]);
    expect(Date.parse(room.draft.pickDeadline!) - Date.now()).toBeLessThanOrEqual(3100);
    await env.kit.call(f, 'get', `/${roomId}/available-players`).expect(403);
  });
});

describe('concurrency: the database keeps the invariants', () => {
  it('50 simultaneous picks of one player give exactly one success', async () => {
    const roomId = await env.kit.draftingRoom([a, b]);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const u = i % 2 ? b : a;
        return env.kit.call(u, 'post', `/${roomId}/pick-player`, { playerId: 't-gk-1', assignedPosition: 'GK-1' });
      }),
    );
    // a's turn: his first request picks, his repeats are answered as the first (a double tap never
    // reads as a refusal); every one of b's is refused.
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(results.every((r, i) => (i % 2 ? r.status === 409 : r.status === 200))).toBe(true);
    expect(new Set(ok.map((r) => JSON.stringify(r.body.pick)))).toEqual(new Set([JSON.stringify({ playerId: 't-gk-1', slot: 'GK-1', position: 'GK', pickNumber: 1, round: 1 })]));
    const room: RoomDto = await env.kit.room(a, roomId);
    expect(room.players.flatMap((p) => p.team.squad)).toHaveLength(1);
    expect(room.draft.currentPick).toBe(1);
  });

  it('20 simultaneous joins for the last seat give exactly one', async () => {
    const host = (await env.kit.users(1))[0];
    const roomId = await env.kit.createRoom(host, { maxPlayers: 2 });
    const joiners = await env.kit.users(20);
    const results = await Promise.all(joiners.map((u) => env.kit.call(u, 'post', '/join', { roomId })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const [row] = await env.s.ctx.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, roomId));
    expect(row).toBeTruthy();
    expect((await env.kit.room(host, roomId)).players).toHaveLength(2);
  });
});
