import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import type { ClientSocket } from '../../test/rooms';
import { useRoomsServer } from '../../test/roomsServer';

// The room game's refusals come back in the request's language (docs/i18n.md "Server texts"): the same
// call refused in Turkish by default and in English for Accept-Language: en, the socket's in the language
// its handshake names.
const { env } = useRoomsServer();
const EN = { 'Accept-Language': 'en-GB,en;q=0.9' };

describe('room refusals in both languages', () => {
  it('a full room, a wrong password and a pick out of turn', async () => {
    const [a, b, c] = await env.kit.users(3);
    const full = await env.kit.createRoom(a, { maxPlayers: 2 });
    await env.kit.call(b, 'post', '/join', { roomId: full }).expect(200);
    expect((await env.kit.call(c, 'post', '/join', { roomId: full }).expect(409)).body).toMatchObject({ code: 'ROOM_FULL', message: 'Oda dolu.' });
    expect((await env.kit.call(c, 'post', '/join', { roomId: full }).set(EN).expect(409)).body).toMatchObject({ code: 'ROOM_FULL', message: 'The room is full.' });

    const locked = await env.kit.createRoom(c, { password: 'kale-1907' });
    expect((await env.kit.call(a, 'post', '/join', { roomId: locked, password: 'yanlis-1' }).expect(403)).body.message).toBe('Şifre yanlış.');
    expect((await env.kit.call(a, 'post', '/join', { roomId: locked, password: 'yanlis-1' }).set(EN).expect(403)).body.message).toBe('Wrong password.');

    const drafting = await env.kit.draftingRoom([b, a]);
    const page = (await env.kit.call(a, 'get', `/${drafting}/available-players`).expect(200)).body;
    const pick = { playerId: page.items[0].id };
    expect((await env.kit.call(a, 'post', `/${drafting}/pick-player`, pick).expect(409)).body.message).toBe('Şu an sıra sizde değil.');
    expect((await env.kit.call(a, 'post', `/${drafting}/pick-player`, pick).set(EN).expect(409)).body).toMatchObject({ code: 'NOT_YOUR_TURN', message: 'It is not your turn.' });
    // An answer with a position: the Turkish code (STP) where it is made, the English one (CB) in English.
    const placed = await env.kit.call(b, 'post', `/${drafting}/pick-player`, { playerId: 't-cb-1', assignedPosition: 'DEF-2' }).set(EN).expect(200);
    expect(placed.body.message).toBe('T CB 1 placed at CB.');
  });

  it("the match routes' refusals and their own texts", async () => {
    const [a, b] = await env.kit.users(2);
    const roomId = await env.kit.createRoom(a, { maxPlayers: 2 });
    await env.kit.call(b, 'post', '/join', { roomId }).expect(200);
    const match = (path: string) => request(env.s.url).post(`/api/match/${roomId}${path}`).set('Authorization', `Bearer ${a.token}`);
    expect((await match('/start-tournament').expect(409)).body.message).toBe('Turnuva yalnızca draft tamamlandığında başlatılabilir.');
    expect((await match('/start-tournament').set(EN).expect(409)).body.message).toBe('The tournament can only start once the draft is complete.');
    expect((await match('/start-next-match').set(EN).expect(409)).body.message).toBe('The tournament has not started yet.');

    const replay = (path: string) => request(env.s.url).get(`/api/match/${path}`).set('Authorization', `Bearer ${a.token}`);
    expect((await replay('fixture/yok/replay').expect(400)).body.message).toBe('Geçersiz maç kimliği.');
    expect((await replay('fixture/yok/replay').set(EN).expect(400)).body.message).toBe('Invalid match id.');
    // The share link's replay needs no sign-in; its refusal follows the browser's language too.
    expect((await request(env.s.url).get('/api/match/replay/yok').set(EN).expect(400)).body.message).toBe('Invalid share link.');
  });

  it("a socket's refusals in the language its handshake names", async () => {
    const [a, b] = await env.kit.users(2);
    const locked = await env.kit.createRoom(b, { password: 'kale-1907' });
    const socket: ClientSocket = connect(env.s.url, { auth: { token: a.token, lang: 'en' }, transports: ['websocket'], reconnection: false });
    env.sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    expect(await socket.emitWithAck('joinRoom', crypto.randomUUID())).toEqual({ ok: false, code: 'ROOM_NOT_FOUND', params: {}, message: 'Room not found.' });
    expect(await socket.emitWithAck('joinRoom', locked)).toEqual({ ok: false, code: 'LOCKED_MEMBERS_ONLY', params: {}, message: 'This room has a password; only its players can see its details.' });
  });
});
