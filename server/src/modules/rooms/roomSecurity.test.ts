import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { useRoomsServer } from '../../test/roomsServer';
import { MAX_OPEN_ROOMS } from '@onbir/shared/room/constants';
import { JOIN_GUESS_LIMITS } from './roomLimits';

/** Issue 15 item 7: each test fails on the code before it (no limits, no bars, any stranger reads a locked room). */
const { env } = useRoomsServer();

describe('room security (issue 15 item 7)', () => {
  it('throttles 40 password guesses from one account, before hashing, with Retry-After', async () => {
    const [host, guesser] = await env.kit.users(2);
    const roomId = await env.kit.createRoom(host, { password: 'doğru-şifre' });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await env.kit.call(guesser, 'post', '/join', { roomId, password: `tahmin${i}` })).status);
    expect(statuses.slice(0, JOIN_GUESS_LIMITS.perUser.points).every((x) => x === 403)).toBe(true);
    expect(statuses.slice(JOIN_GUESS_LIMITS.perUser.points).every((x) => x === 429)).toBe(true);
    const res = await env.kit.call(guesser, 'post', '/join', { roomId, password: 'doğru-şifre' }).expect(429);
    expect(res.body).toMatchObject({ code: 'JOIN_THROTTLED', message: expect.stringMatching(/saniye sonra tekrar deneyin/) });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('throttles guesses on one room from many accounts', async () => {
    const [host] = await env.kit.users(1);
    const roomId = await env.kit.createRoom(host, { password: 'gizli-oda' });
    const guessers = await env.kit.users(40);
    const statuses = [];
    for (const g of guessers) statuses.push((await env.kit.call(g, 'post', '/join', { roomId, password: 'yanlis' })).status);
    expect(statuses.filter((x) => x === 403)).toHaveLength(JOIN_GUESS_LIMITS.perRoom.points);
    expect(statuses.filter((x) => x === 429)).toHaveLength(40 - JOIN_GUESS_LIMITS.perRoom.points);
  });

  it('refuses a room password shorter than 4 characters', async () => {
    const [host] = await env.kit.users(1);
    const res = await env.kit.call(host, 'post', '/create', { roomName: 'Kısa', password: 'abc' }).expect(400);
    expect(res.body.message).toBe('Oda şifresi en az 4 karakter olmalıdır.');
    await env.kit.call(host, 'post', '/create', { roomName: 'Uzun', password: 'abcd' }).expect(201);
  });

  it('bars a kicked player until the creator lifts it', async () => {
    const [host, kicked, other] = await env.kit.users(3);
    const roomId = await env.kit.createRoom(host, { maxPlayers: 3 });
    await env.kit.call(kicked, 'post', '/join', { roomId }).expect(200);
    await env.kit.call(host, 'post', '/kick-player', { roomId, playerId: kicked.id }).expect(200);
    expect((await env.kit.call(kicked, 'post', '/join', { roomId }).expect(403)).body.code).toBe('BANNED');
    expect((await env.kit.room(host, roomId)).banned).toEqual([{ _id: kicked.id, username: kicked.username }]);
    await env.kit.call(other, 'post', '/join', { roomId }).expect(200);
    expect((await env.kit.call(other, 'post', `/${roomId}/unban`, { playerId: kicked.id }).expect(403)).body.code).toBe('NOT_CREATOR');
    await env.kit.call(host, 'post', `/${roomId}/unban`, { playerId: kicked.id }).expect(200);
    expect((await env.kit.call(host, 'post', `/${roomId}/unban`, { playerId: kicked.id }).expect(404)).body.code).toBe('NOT_BANNED');
    await env.kit.call(kicked, 'post', '/join', { roomId }).expect(200);
  });

  it('refuses 497 of 500 room creations by one account (at most 3 open rooms), and frees a place when one closes', async () => {
    const [spammer] = await env.kit.users(1);
    const statuses: number[] = [];
    // Twenty at a time, as a script floods: one at a time, a loaded machine spends most of the test waiting on
    // each round trip.
    for (let batch = 0; batch < 500; batch += 20) {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => env.kit.call(spammer, 'post', '/create', { roomName: `Spam ${batch + i}` })));
      statuses.push(...answers.map((a) => a.status));
    }
    expect(statuses.filter((x) => x === 201)).toHaveLength(MAX_OPEN_ROOMS);
    expect(statuses.filter((x) => x === 409)).toHaveLength(500 - MAX_OPEN_ROOMS);
    const refused = await env.kit.call(spammer, 'post', '/create', { roomName: 'Bir tane daha' }).expect(409);
    expect(refused.body).toEqual({ code: 'TOO_MANY_ROOMS', params: { max: 3 }, message: 'En fazla 3 açık odanız olabilir; yeni oda kurmak için önce birinden ayrılın.' });
    const list = (await env.kit.call(spammer, 'get', '/').expect(200)).body as Array<{ _id: string; creator: { _id: string } }>;
    const mine = list.filter((r) => r.creator._id === spammer.id);
    expect(mine).toHaveLength(MAX_OPEN_ROOMS);
    await env.kit.call(spammer, 'post', '/leave', { roomId: mine[0]._id }).expect(200);
    await env.kit.call(spammer, 'post', '/create', { roomName: 'Yeniden' }).expect(201);
  });

  it("keeps a locked room's squads, fixtures and matches to its members; anyone sees its summary", async () => {
    const [host, guest, stranger] = await env.kit.users(3);
    const roomId = await env.kit.createRoom(host, { password: 'kilitli', maxPlayers: 2 });
    await env.kit.call(guest, 'post', '/join', { roomId, password: 'kilitli' }).expect(200);
    const refusedDetails = await env.kit.call(stranger, 'get', `/${roomId}`).expect(403);
    expect(refusedDetails.body).toEqual({ code: 'LOCKED_MEMBERS_ONLY', params: {}, message: 'Bu oda şifreli; ayrıntılarını yalnızca odadaki oyuncular görebilir.' });
    const recent = (u: { token: string }) => request(env.s.url).get(`/api/match/${roomId}/recent`).set('Authorization', `Bearer ${u.token}`);
    expect((await recent(stranger).expect(403)).body.code).toBe('LOCKED_MEMBERS_ONLY');
    await recent(guest).expect(200);
    await env.kit.call(stranger, 'get', `/${roomId}/available-players`).expect(403);
    const summary = (await env.kit.call(stranger, 'get', `/${roomId}/summary`).expect(200)).body;
    expect(summary).toEqual({
      _id: roomId,
      roomName: 'Test Odası',
      maxPlayers: 2,
      leagues: ['Premier League'],
      isLocked: true,
      creator: { _id: host.id, username: host.username },
      status: 'waiting',
      seats: [
        { name: host.username, ai: false },
        { name: guest.username, ai: false },
      ],
      member: false,
    });
    expect(JSON.stringify(summary)).not.toMatch(/squad|matchesToPlay|password/);
    // An open room stays readable by anyone logged in (the invite link shows it).
    const open = await env.kit.createRoom(host);
    await env.kit.call(stranger, 'get', `/${open}`).expect(200);
  });
});
