import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { formationSlots } from '@onbir/shared/formations/gameFormations';
import type { KickedNotice } from '@onbir/shared/room/dto';
import type { TestUser } from '../../test/fixtures';
import { rooms } from '../../db/schema';
import { useRoomsServer } from '../../test/roomsServer';
import { nextUpdate } from '../../test/rooms';


const { env } = useRoomsServer();
let a: TestUser, b: TestUser, c: TestUser;

// Fresh users for every test: one account may have at most 3 open rooms (issue 15 item 7).
beforeEach(async () => {
  [a, b, c] = await env.kit.users(3);
});

async function socketOf(u: TestUser) {
  const socket = await env.kit.socket(u);
  env.sockets.push(socket);
  return socket;
}

describe('socket', () => {
  it('refuses a handshake without a valid token', async () => {
    const socket = connect(env.s.url, { auth: { token: 'nope' }, transports: ['websocket'], reconnection: false });
    const err = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(err.message).toBe('Giriş yapmalısınız.');
    socket.disconnect();
  });

  it('lets a non-member watch an open room as a spectator, refuses a locked one, and sends a member the room at once', async () => {
    const roomId = await env.kit.createRoom(a);
    const locked = await env.kit.createRoom(a, { password: 'gizli-oda' });
    const cs = await socketOf(c);
    expect(await cs.emitWithAck('joinRoom', roomId)).toEqual({ ok: true, spectator: true });
    expect(await cs.emitWithAck('joinRoom', locked)).toEqual({ ok: false, code: 'LOCKED_MEMBERS_ONLY', params: {}, message: 'Bu oda şifreli; ayrıntılarını yalnızca odadaki oyuncular görebilir.' });
    expect(await cs.emitWithAck('joinRoom', 'bogus')).toMatchObject({ ok: false });
    const as = await socketOf(a);
    const first = nextUpdate(as);
    expect(await as.emitWithAck('joinRoom', roomId)).toEqual({ ok: true, spectator: false });
    expect((await first)._id).toBe(roomId);
  });

  it('pushes updateRoom after every change: join, ready, picks, kick', async () => {
    const roomId = await env.kit.createRoom(a, { maxPlayers: 3 });
    const as = await socketOf(a);
    await as.emitWithAck('joinRoom', roomId);
    const joined = nextUpdate(as, (r) => r.players.length === 2);
    await env.kit.call(b, 'post', '/join', { roomId }).expect(200);
    await joined;
    const bs = await socketOf(b);
    await bs.emitWithAck('joinRoom', roomId);
    const ready = nextUpdate(as, (r) => r.players[1]?.isReady === true);
    await env.kit.call(b, 'post', '/ready', { roomId }).expect(200);
    await ready;
    await env.kit.call(c, 'post', '/join', { roomId }).expect(200);
    for (const u of [a, c]) await env.kit.call(u, 'post', '/ready', { roomId }).expect(200);
    const drafting = nextUpdate(bs, (r) => r.status === 'drafting');
    await env.kit.call(a, 'post', `/${roomId}/start-draft`).expect(200);
    expect((await drafting).draft.currentPicker).toBe(a.id);
    const picked = nextUpdate(bs, (r) => r.players[0].team.squad.length === 1);
    await env.kit.call(a, 'post', `/${roomId}/pick-player`, { playerId: 't-gk-1', assignedPosition: 'GK-1' }).expect(200);
    const seen = await picked;
    expect(seen.players[0].team.squad[0]).toMatchObject({ id: 't-gk-1', assignedPosition: 'GK-1' });
    expect(seen.draft.currentPicker).toBe(b.id);
    // b is kicked mid-draft: his own socket is told why, an AI manager takes his seat and picks in his
    // turn (1-3 s), and b gets nothing after that.
    const told = new Promise<KickedNotice>((resolve) => bs.once('kicked', resolve));
    const taken = nextUpdate(as, (r) => r.players[1].ai !== null);
    await env.kit.call(a, 'post', '/kick-player', { roomId, playerId: b.id }).expect(200);
    expect(await told).toEqual({ roomId, text: { key: 'NOTICE_KICKED', values: { room: 'Test Odası' } } });
    expect((await taken).draft.currentPicker).toBe(b.id);
    let later = 0;
    bs.on('updateRoom', () => later++);
    const aiPicked = nextUpdate(as, (r) => r.players[1].team.squad.length === 1 && r.draft.currentPicker === c.id);
    await aiPicked;
    const afterKick = nextUpdate(as, (r) => r.players[2].team.squad.length === 1);
    await env.kit.call(c, 'post', `/${roomId}/pick-player`, { playerId: 't-gk-3', assignedPosition: 'GK-1' }).expect(200);
    await afterKick;
    expect(later).toBe(0);
    expect(await bs.emitWithAck('joinRoom', roomId)).toMatchObject({ ok: false });
  });
});

describe('the pick clock', () => {
  it('auto-picks the best-rated eligible player for the first empty slot, down to draft_finished', async () => {
    env.s.ctx.timers.msPerSecond = 4; // pickSeconds 10 -> 40 ms a turn
    const roomId = await env.kit.draftingRoom([a, b], { pickSeconds: 10 });
    const as = await socketOf(a);
    const done = nextUpdate(as, (r) => r.status === 'draft_finished', 15_000);
    await as.emitWithAck('joinRoom', roomId);
    const room = await done;
    const [squadA, squadB] = room.players.map((p) => p.team.squad);
    expect(squadA.find((p) => p.assignedPosition === 'GK-1')?.id).toBe('t-gk-1');
    expect(squadB.find((p) => p.assignedPosition === 'GK-1')?.id).toBe('t-gk-2');
    for (const squad of [squadA, squadB]) {
      expect(squad).toHaveLength(11);
      const slots = formationSlots('4-4-2');
      for (const p of squad) expect(p.player_positions).toContain(slots.find((x) => x.key === p.assignedPosition)!.position);
    }
  });

  it('resumes a drafting room from its stored deadline after a restart', async () => {
    const roomId = await env.kit.draftingRoom([a, b]);
    // Listening first: the running sweep may take the room before start() does, and its update must not be missed.
    const as = await socketOf(a);
    await as.emitWithAck('joinRoom', roomId);
    const picked = nextUpdate(as, (r) => r.players[0].team.squad.length === 1);
    // As after a restart: no timer in memory, a deadline in the past in the database.
    env.s.ctx.timers.follow(roomId, null);
    await env.s.ctx.db.update(rooms).set({ pickDeadline: new Date(Date.now() - 1000) }).where(eq(rooms.id, roomId));
    await env.s.ctx.timers.start();
    const room = await picked;
    // The clock's pick is the best fit (the queue is empty): a legal player for an empty slot, logged as automatic.
    const [first] = room.players[0].team.squad;
    expect(first.player_positions).toContain(formationSlots('4-4-2').find((x) => x.key === first.assignedPosition)!.position);
    expect(room.draft.log).toMatchObject([{ pickNumber: 1, round: 1, userId: a.id, playerId: first.id, auto: true }]);
    expect(room.draft.currentPicker).toBe(b.id);
    expect(Date.parse(room.draft.pickDeadline!)).toBeGreaterThan(Date.now() + 50_000);
  });
});
