import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessageDto, RoomNotice } from '@onbir/shared/room/dto';
import type { TestServer } from '../../test/testServer';
import { CHAT_LIMIT } from './roomLimits';
import { nextUpdate, type roomsKit } from '../../test/rooms';
import { useRoomsServer } from '../../test/roomsServer';

/** The draft room's calls around the draft: picks sent twice, the queue's privacy, chat and reactions, notices. */
const rooms = useRoomsServer({});
const { socketIn } = rooms;
let s: TestServer;
let kit: ReturnType<typeof roomsKit>;
beforeAll(() => {
  ({ s, kit } = rooms.env);
});

describe('picks', () => {
  it('answers a double tap with the first pick, never a false "Şu an sıra sizde değil."', async () => {
    const [a, b] = await kit.users(2);
    const roomId = await kit.draftingRoom([a, b]);
    const body = { playerId: 't-gk-1', assignedPosition: 'GK-1', pickNumber: 0 };
    const [first, second] = await Promise.all([0, 1].map(() => kit.call(a, 'post', `/${roomId}/pick-player`, body)));
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body).toEqual(second.body);
    expect(first.body.pick).toEqual({ playerId: 't-gk-1', slot: 'GK-1', position: 'GK', pickNumber: 1, round: 1 });
    // Sent again much later (a retry after a lost answer): the same answer.
    expect((await kit.call(a, 'post', `/${roomId}/pick-player`, body).expect(200)).body).toEqual(first.body);
    const room = await kit.room(a, roomId);
    expect(room.players[0].team.squad).toHaveLength(1);
    expect(room.draft.currentPick).toBe(1);
  });

  it('puts a pick without a slot where he fits and says where; refuses a pick for a turn already gone', async () => {
    const [a, b] = await kit.users(2);
    const roomId = await kit.draftingRoom([a, b]);
    const res = await kit.call(a, 'post', `/${roomId}/pick-player`, { playerId: 't-cb-1' }).expect(200);
    expect(res.body).toEqual({
      message: 'T CB 1 STP mevkiine yerleşti.',
      // The entry and values the text is worded from, the position as the rule's code.
      key: 'roomTexts.PICK_PLACED',
      params: { player: 'T CB 1', position: 'CB' },
      pick: { playerId: 't-cb-1', slot: 'DEF-2', position: 'CB', pickNumber: 1, round: 1 },
    });
    const stale = await kit.call(b, 'post', `/${roomId}/pick-player`, { playerId: 't-gk-1', pickNumber: 0 }).expect(409);
    expect(stale.body).toEqual({ code: 'PICK_STALE', params: {}, message: 'Bu seçim sırası geçti; oda güncellendi.' });
    const none = await kit.call(b, 'post', `/${roomId}/pick-player`, { playerId: 't-gk-1', pickNumber: 1 }).expect(200);
    expect(none.body.pick.slot).toBe('GK-1');
  });

  it('snake order by default: the last picker of a round picks first in the next', async () => {
    const [a, b] = await kit.users(2);
    const roomId = await kit.draftingRoom([a, b]);
    expect((await kit.pickNext([a, b], roomId)).status).toBe(200);
    expect((await kit.room(a, roomId)).draft.currentPicker).toBe(b.id);
    expect((await kit.pickNext([a, b], roomId)).status).toBe(200);
    const room = await kit.room(a, roomId);
    expect(room.draft).toMatchObject({ order: 'snake', currentPicker: b.id });
    expect(room.draft.log.map((l) => [l.userId, l.round])).toEqual([
      [a.id, 1],
      [b.id, 1],
    ]);
  });

  it('tells the room when the clock picked for someone', async () => {
    const [a, b] = await kit.users(2);
    const roomId = await kit.createRoom(a, { pickSeconds: 10 });
    await kit.call(b, 'post', '/join', { roomId }).expect(200);
    for (const u of [a, b]) await kit.call(u, 'post', '/ready', { roomId }).expect(200);
    const bs = await socketIn(b, roomId);
    const notice = new Promise<RoomNotice>((resolve) => bs.once('roomNotice', resolve));
    s.ctx.timers.msPerSecond = 5; // 10 s -> 50 ms
    await kit.call(a, 'post', `/${roomId}/start-draft`).expect(200);
    expect(await notice).toMatchObject({ roomId, code: 'CLOCK_PICK', text: { key: 'NOTICE_CLOCK_PICK', values: { player: expect.stringMatching(/^T /) } } });
  });
});

describe('the private queue and autodraft', () => {
  it('is read and written by its owner only, never in the room', async () => {
    const [a, b, stranger] = await kit.users(3);
    const roomId = await kit.draftingRoom([a, b]);
    const put = await kit.call(a, 'put', `/${roomId}/queue`, { playerIds: ['t-st-3', 't-cb-2', 't-st-3'] }).expect(200);
    expect(put.body.playerIds).toEqual(['t-st-3', 't-cb-2']);
    expect(put.body.players.map((p: { id: string }) => p.id)).toEqual(['t-st-3', 't-cb-2']);
    expect((await kit.call(a, 'get', `/${roomId}/queue`).expect(200)).body.playerIds).toEqual(['t-st-3', 't-cb-2']);
    expect((await kit.call(b, 'get', `/${roomId}/queue`).expect(200)).body.playerIds).toEqual([]);
    expect((await kit.call(stranger, 'get', `/${roomId}/queue`).expect(403)).body.code).toBe('NOT_MEMBER');
    await kit.call(stranger, 'put', `/${roomId}/queue`, { playerIds: [] }).expect(403);
    const bs = await socketIn(b, roomId);
    const seen = nextUpdate(bs, (r) => r.players[0].team.squad.length === 1);
    await kit.call(a, 'post', `/${roomId}/pick-player`, { playerId: 't-gk-1' }).expect(200);
    expect(JSON.stringify(await seen)).not.toMatch(/t-st-3|t-cb-2|queue/);
    expect(JSON.stringify(await kit.room(b, roomId))).not.toMatch(/t-st-3|t-cb-2|queue/);
    // Drafted, other-league and unknown players are refused.
    expect((await kit.call(a, 'put', `/${roomId}/queue`, { playerIds: ['t-gk-1'] }).expect(409)).body.code).toBe('ALREADY_DRAFTED');
    expect((await kit.call(a, 'put', `/${roomId}/queue`, { playerIds: ['tx-gk-1'] }).expect(400)).body.code).toBe('WRONG_LEAGUE');
    expect((await kit.call(a, 'put', `/${roomId}/queue`, { playerIds: ['kimse'] }).expect(404)).body.code).toBe('PLAYER_NOT_FOUND');
  });

  it('"Otomatik seç" picks the first queued player at once when it is his turn', async () => {
    const [a, b] = await kit.users(2);
    const roomId = await kit.draftingRoom([a, b]);
    await kit.call(a, 'put', `/${roomId}/queue`, { playerIds: ['t-lb-4'] }).expect(200);
    const as = await socketIn(a, roomId);
    const picked = nextUpdate(as, (r) => r.players[0].team.squad.length === 1);
    await kit.call(a, 'post', `/${roomId}/autodraft`, { on: true }).expect(200);
    const room = await picked;
    expect(room.players[0]).toMatchObject({ autodraft: true, team: { squad: [{ id: 't-lb-4', assignedPosition: 'DEF-4' }] } }); // 4-4-2's left back slot
    expect(room.draft.log[0]).toMatchObject({ playerId: 't-lb-4', auto: true });
  });
});

describe('chat and reactions', () => {
  it('reaches members only, keeps plain text (never HTML), limits length and rate', async () => {
    const [a, b, outsider] = await kit.users(3);
    const roomId = await kit.draftingRoom([a, b]);
    const bs = await socketIn(b, roomId);
    const os = await kit.socket(outsider);
    rooms.env.sockets.push(os);
    let outsiderGot = 0;
    os.on('chatMessage', () => outsiderGot++);
    // An outsider may watch an open room (a spectator), but its chat is its members' only.
    expect(await os.emitWithAck('joinRoom', roomId)).toEqual({ ok: true, spectator: true });
    const got = new Promise<ChatMessageDto>((resolve) => bs.once('chatMessage', resolve));
    const text = '<script>alert(1)</script> <b>Selam</b>\u200b\nnasılsınız?';
    const sent = (await kit.call(a, 'post', `/${roomId}/chat`, { text }).expect(201)).body as ChatMessageDto;
    expect(sent).toMatchObject({ roomId, userId: a.id, username: a.username, kind: 'chat', text: '<script>alert(1)</script> <b>Selam</b> nasılsınız?' });
    expect(await got).toEqual(sent);
    expect((await kit.call(b, 'get', `/${roomId}/chat`).expect(200)).body).toEqual([sent]);
    expect((await kit.call(outsider, 'get', `/${roomId}/chat`).expect(403)).body.code).toBe('NOT_MEMBER');
    expect((await kit.call(outsider, 'post', `/${roomId}/chat`, { text: 'merhaba' }).expect(403)).body.code).toBe('NOT_MEMBER');
    expect((await kit.call(a, 'post', `/${roomId}/chat`, { text: 'x'.repeat(301) }).expect(400)).body.code).toBe('CHAT_TOO_LONG');
    expect((await kit.call(a, 'post', `/${roomId}/chat`, { text: ' \u200b\n ' }).expect(400)).body.code).toBe('CHAT_EMPTY');
    const statuses = [];
    for (let i = 0; i < CHAT_LIMIT.points + 2; i++) statuses.push((await kit.call(b, 'post', `/${roomId}/chat`, { text: `mesaj ${i}` })).status);
    expect(statuses.filter((x) => x === 201)).toHaveLength(CHAT_LIMIT.points);
    const limited = await kit.call(b, 'post', `/${roomId}/chat`, { text: 'bir tane daha' }).expect(429);
    expect(limited.body).toEqual({ code: 'CHAT_RATE_LIMITED', params: {}, message: 'Çok hızlı mesaj gönderiyorsunuz; lütfen biraz bekleyin.' });
    expect(outsiderGot).toBe(0);
  });

  it('takes quick reactions to picks already made', async () => {
    const [a, b] = await kit.users(2);
    const roomId = await kit.draftingRoom([a, b]);
    expect((await kit.call(b, 'post', `/${roomId}/react`, { pickNumber: 1, reaction: '🔥' }).expect(404)).body.code).toBe('REACTION_NO_PICK');
    await kit.call(a, 'post', `/${roomId}/pick-player`, { playerId: 't-gk-1' }).expect(200);
    const r = (await kit.call(b, 'post', `/${roomId}/react`, { pickNumber: 1, reaction: '🔥' }).expect(201)).body;
    expect(r).toMatchObject({ kind: 'reaction', text: '🔥', pickNumber: 1, userId: b.id });
    expect((await kit.call(b, 'post', `/${roomId}/react`, { pickNumber: 1, reaction: '<img>' }).expect(400)).body.code).toBe('REACTION_UNKNOWN');
  });
});
