import { turkishText } from '@onbir/shared/messages/refusal';
import { refusalText } from '@onbir/shared/messages/refusalText';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import type { RoomDto } from '@onbir/shared/room/dto';
import type { RoomRefusalCode } from '@onbir/shared/messages/room';
import { refusal } from '@onbir/shared/room/refusal';
import { CLUB_NAME_MAX, CLUB_NAME_MIN } from '@onbir/shared/room/constants';
import type { TestUser } from '../../test/fixtures';
import { insertDraftedRoom } from '../../test/matchRooms';
import { nextUpdate } from '../../test/rooms';
import { useRoomsServer } from '../../test/roomsServer';

/**
 * "Kulübüm" (issue 27) through the API and the socket as managers use it: a member names his team and
 * picks its colours in the lobby, the others' screens get it, usernames stay; every refusal of the club
 * rule, another member's seat, after the first kick-off and hostile bodies are a 4xx in Turkish, never a
 * 500, and change nothing.
 */
const { env, socketIn } = useRoomsServer();
const kartal = { name: 'Kartal Spor', colors: ['#111111', '#ffffff'] };
const clubPath = (roomId: string) => `/${roomId}/club`;

/** The room as stored, to compare before and after a refused call. */
const snapshot = async (user: TestUser, roomId: string) => {
  const room = await env.kit.room(user, roomId);
  return { version: room.version, clubs: room.players.map((p) => p.club) };
};

describe('setting a club', () => {
  it('stores the name and colours, shows them to the other member at once, keeps usernames in the member list', async () => {
    const [host, guest] = await env.kit.users(2);
    const roomId = await env.kit.createRoom(host, { maxPlayers: 3 });
    await env.kit.call(guest, 'post', '/join', { roomId }).expect(200);
    const guestSocket = await socketIn(guest, roomId);
    const seen = nextUpdate(guestSocket, (r) => r.players.some((p) => p.club !== null));
    const res = await env.kit.call(host, 'post', clubPath(roomId), { name: '  Kartal   Spor ', colors: ['#111111', '#FFFFFF'] }).expect(200);
    expect(res.body).toEqual({ message: 'Kulübünüz kaydedildi.', key: 'roomTexts.CLUB_SAVED', params: {} });
    const shown = await seen;
    const mine = shown.players.find((p) => p.user._id === host.id)!;
    expect(mine).toMatchObject({ name: host.username, user: { username: host.username }, club: { name: 'Kartal Spor', colors: ['#111111', '#ffffff'] } });
    expect(shown.players.find((p) => p.user._id === guest.id)!.club).toBeNull();
    // Read back from the database, and in the rooms list.
    expect((await env.kit.room(guest, roomId)).players.find((p) => p.user._id === host.id)!.club).toEqual(mine.club);
    const listed = (await env.kit.call(guest, 'get', '/').expect(200)).body.find((r: RoomDto) => r._id === roomId);
    expect(listed.players[0].club).toEqual(mine.club);
    // AI managers filling the room get generated clubs of their own.
    await env.kit.call(host, 'post', `/${roomId}/fill-ai`, {}).expect(200);
    const ai = (await env.kit.room(host, roomId)).players.find((p) => p.ai)!;
    expect(ai.club?.name).toMatch(/\p{L}/u);
    expect(ai.club?.name).not.toBe('Kartal Spor');
  });

  it('may change after the draft, until the first kick-off', async () => {
    const [host, guest] = await env.kit.users(2);
    const roomId = await insertDraftedRoom(env.s.ctx.db, [host, guest]);
    const setClub = (body: object) => env.kit.call(guest, 'post', clubPath(roomId), body);
    expect((await setClub({ name: 'Boğaziçi FK', colors: ['#0b3d91', '#ffd100'] }).expect(200)).body).toEqual({ message: 'Kulübünüz kaydedildi.', key: 'roomTexts.CLUB_SAVED', params: {} });
    await setClub({ name: 'Boğaziçi Gücü', colors: ['#0b3d91', '#ffd100'] }).expect(200);
    expect((await env.kit.room(host, roomId)).players.find((p) => p.user._id === guest.id)!.club).toEqual({ name: 'Boğaziçi Gücü', colors: ['#0b3d91', '#ffd100'] });
    expect((await setClub({ name: 'x', colors: kartal.colors }).expect(400)).body).toMatchObject({ code: 'CLUB_NAME_TOO_SHORT', params: { min: 3 }, message: 'Kulüp adı en az 3 karakter olmalıdır.' });
  });
});

describe('refusals', () => {
  it('refuses every broken club, a stranger and another member\'s seat in Turkish, and changes nothing', async () => {
    const [host, guest, stranger] = await env.kit.users(3);
    const roomId = await env.kit.createRoom(host, { maxPlayers: 2 });
    await env.kit.call(guest, 'post', '/join', { roomId }).expect(200);
    await env.kit.call(guest, 'post', clubPath(roomId), kartal).expect(200);
    const before = await snapshot(host, roomId);
    const cases: Array<[TestUser, object, number, string]> = [
      [stranger, kartal, 403, 'NOT_MEMBER'],
      [host, { ...kartal, name: 'Aslan FK', playerId: guest.id }, 403, 'CLUB_NOT_YOUR_SEAT'],
      [host, { ...kartal, name: '   ' }, 400, 'CLUB_NAME_REQUIRED'],
      [host, { ...kartal, name: 'FK' }, 400, 'CLUB_NAME_TOO_SHORT'],
      [host, { ...kartal, name: 'Çok Uzun Bir Kulüp Adı Burada' }, 400, 'CLUB_NAME_TOO_LONG'],
      [host, { ...kartal, name: 'Kartal 🦅' }, 400, 'CLUB_NAME_CHARACTERS'],
      [host, { ...kartal, name: 'Aslan FK', colors: ['kırmızı', '#ffffff'] }, 400, 'CLUB_COLOR_INVALID'],
      [host, { ...kartal, name: 'Aslan FK', colors: ['#ffffff', '#fafafa'] }, 400, 'CLUB_COLORS_TOO_CLOSE'],
      [host, { ...kartal, name: 'KARTAL  spor' }, 409, 'CLUB_NAME_TAKEN'],
    ];
    for (const [user, body, status, code] of cases) {
      const res = await env.kit.call(user, 'post', clubPath(roomId), body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([status, code]);
      expect(res.body.message).toBe(turkishText(refusal(code as RoomRefusalCode, { min: CLUB_NAME_MIN, max: CLUB_NAME_MAX })));
    }
    // The refusal carries its code and values, its message in the request's language from the catalogue.
    const short = { ...kartal, name: 'FK' };
    const tr = await env.kit.call(host, 'post', clubPath(roomId), short).set('Accept-Language', 'tr');
    expect(tr.body).toEqual({ code: 'CLUB_NAME_TOO_SHORT', params: { min: CLUB_NAME_MIN }, message: `Kulüp adı en az ${CLUB_NAME_MIN} karakter olmalıdır.` });
    const en = await env.kit.call(host, 'post', clubPath(roomId), short).set('Accept-Language', 'en-GB,en;q=0.9');
    expect(en.body).toEqual({ code: 'CLUB_NAME_TOO_SHORT', params: { min: CLUB_NAME_MIN }, message: refusalText(refusal('CLUB_NAME_TOO_SHORT', { min: CLUB_NAME_MIN }), 'en') });
    expect(en.body.message).toMatch(/^[\x20-\x7e]+$/);
    await env.kit.call(host, 'post', clubPath('00000000-0000-4000-8000-000000000000'), kartal).expect(404);
    await request(env.s.url).post(`/api/rooms${clubPath(roomId)}`).send(kartal).expect(401);
    expect(await snapshot(host, roomId)).toEqual(before);
  });

  it('refuses a look-alike of a club in the room and letters under stacked marks (issue 37 item 5)', async () => {
    const [host, guest] = await env.kit.users(2);
    const roomId = await env.kit.createRoom(host, { maxPlayers: 2 });
    await env.kit.call(guest, 'post', '/join', { roomId }).expect(200);
    await env.kit.call(guest, 'post', clubPath(roomId), { ...kartal, name: 'Galatasaray' }).expect(200);
    const before = await snapshot(host, roomId);
    // Cyrillic а, Greek α, Cyrillic о and а with a zero for an O: each drawn as "Galatasaray".
    for (const name of ['G\u0430latasaray', 'G\u03b1latasaray', 'GALATASARAY', 'G\u0430l\u0430t\u0430s\u0430r\u0430y']) {
      const res = await env.kit.call(host, 'post', clubPath(roomId), { ...kartal, name });
      expect([res.status, res.body.code], name).toEqual([409, 'CLUB_NAME_TAKEN']);
    }
    const zalgo = await env.kit.call(host, 'post', clubPath(roomId), { ...kartal, name: 'Ka\u0301\u0300\u0302\u0308rtal' });
    expect([zalgo.status, zalgo.body]).toEqual([400, { code: 'CLUB_NAME_MARKS', params: { max: 2 }, message: 'Kulüp adında bir harfin üzerine en fazla 2 işaret (aksan) konabilir.' }]);
    expect(await snapshot(host, roomId)).toEqual(before);
    // Two marks on a letter (Vietnamese ồ) are a name, not a look-alike.
    await env.kit.call(host, 'post', clubPath(roomId), { ...kartal, name: 'Hồ Chí Minh FC' }).expect(200);
  });

  it('answers hostile bodies with a 4xx, never a 500, and changes nothing', async () => {
    const [host, guest] = await env.kit.users(2);
    const roomId = await env.kit.createRoom(host, { maxPlayers: 2 });
    await env.kit.call(guest, 'post', '/join', { roomId }).expect(200);
    const before = await snapshot(host, roomId);
    const hostile: unknown[] = [
      {},
      { name: 42, colors: kartal.colors },
      { name: 7, colors: null },
      { name: ['Kartal'], colors: kartal.colors },
      { name: { $ne: '' }, colors: kartal.colors },
      { name: 'Kartal Spor', colors: '#111111,#ffffff' },
      { name: 'Kartal Spor', colors: [1, 2] },
      { name: 'Kartal Spor', colors: Array(1000).fill('#111111') },
      { name: 'x'.repeat(100_000), colors: kartal.colors },
      { name: "'; drop table rooms; --", colors: kartal.colors },
      { name: '<img src=x onerror=alert(1)>', colors: kartal.colors },
      { name: 'Kartal\u0000Spor', colors: kartal.colors },
      { name: 'Kartal\u202eSpor', colors: kartal.colors },
      { name: 'Kartal Spor', colors: ['#111111', 'url(javascript:alert(1))'] },
      { name: 'Kartal Spor', colors: ['#111111', '#ffffff'], playerId: 'not-a-uuid' },
      { __proto__: { name: 'Kartal Spor' }, colors: kartal.colors },
    ];
    for (const body of hostile) {
      const res = await env.kit.call(host, 'post', clubPath(roomId), body as object);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.message).toMatch(/[a-zçğıöşü]/);
    }
    const arrayBody = await request(env.s.url).post(`/api/rooms${clubPath(roomId)}`).set('Authorization', `Bearer ${host.token}`).send([kartal]);
    expect(arrayBody.status).toBe(400);
    expect(await snapshot(host, roomId)).toEqual(before);
  });
});
