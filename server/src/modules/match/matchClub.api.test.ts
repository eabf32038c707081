import { describe, expect, it } from 'vitest';
import request from 'supertest';
import type { ChatMessageDto } from '@onbir/shared/room/dto';
import type { FinishedMatch, LiveMatchSnapshot, MatchReplay } from '@onbir/shared/match/wire';
import type { TestUser } from '../../test/fixtures';
import { collectMatch, insertDraftedRoom, matchTestSession } from '../../test/matchRooms';

/**
 * Issue 27's own clubs and the match screen's reactions, from the lobby's choice to every place a match is
 * shown: the clubs set before the first kick-off play it (names and colours in the line-ups, the history,
 * the replay and its share link), and are fixed from then on; a member reacts to the live match.
 */
const session = matchTestSession({ MATCH_SECONDS_PER_MINUTE: '0.02' });
const { users, join } = session;
const rooms = (user: TestUser | null, method: 'get' | 'post', path: string, body?: object) => {
  const req = request(session.s.url)[method](`/api/rooms${path}`);
  if (user) req.set('Authorization', `Bearer ${user.token}`);
  return body ? req.send(body) : req;
};
const kartal = { name: 'Kartal Spor', colors: ['#111111', '#ffffff'] };

describe('clubs on match day', () => {
  it('plays under the clubs set before kick-off, shows them everywhere the match is, and fixes them from kick-off', async () => {
    const [host, guest] = await users(2);
    const roomId = await insertDraftedRoom(session.s.ctx.db, [host, guest]);
    await rooms(host, 'post', `/${roomId}/club`, kartal).expect(200);
    await session.api.startTournament(host, roomId).expect(200);
    // Still editable between the tournament's start and its first kick-off.
    await rooms(host, 'post', `/${roomId}/club`, { ...kartal, colors: ['#c8102e', '#ffffff'] }).expect(200);
    const socket = await join(guest, roomId);
    const whistle = collectMatch(socket, 60_000);
    await session.api.startNext(host, roomId).expect(200);

    const live: LiveMatchSnapshot = (await session.api.live(guest, roomId).expect(200)).body;
    expect(live.teams!.map((t) => [t.name, t.colors ?? null])).toEqual([
      ['Kartal Spor', ['#c8102e', '#ffffff']],
      [guest.username, null],
    ]);
    // From the first kick-off the club is what the team plays under: refused, nothing changed.
    const locked = await rooms(host, 'post', `/${roomId}/club`, { ...kartal, name: 'Aslan FK' }).expect(409);
    expect(locked.body).toEqual({ code: 'CLUB_LOCKED', params: {}, message: 'Kulüp adı ve renkleri ilk maç başladıktan sonra değiştirilemez.' });
    expect((await rooms(guest, 'post', `/${roomId}/club`, { name: 'Aslan FK', colors: ['#0b3d91', '#ffd100'] }).expect(409)).body.code).toBe('CLUB_LOCKED');
    expect((await session.api.room(guest, roomId)).players.map((p) => p.club?.name ?? null)).toEqual(['Kartal Spor', null]);

    const events = await whistle;
    // The commentary names the club (the final whistle's line names both teams).
    expect(events.at(-1)!.event.message).toContain('Kartal Spor');

    const recent: FinishedMatch[] = (await session.api.call(guest, 'get', `/${roomId}/recent`).expect(200)).body;
    expect(recent[0]).toMatchObject({ teamA: 'Kartal Spor', colorsA: ['#c8102e', '#ffffff'], teamB: guest.username, colorsB: null });
    const mine: FinishedMatch[] = (await session.api.call(host, 'get', '/my-matches').expect(200)).body;
    expect(mine[0]).toMatchObject({ teamA: 'Kartal Spor', colorsA: ['#c8102e', '#ffffff'] });
    const replay: MatchReplay = (await session.api.call(host, 'get', `/fixture/${recent[0].matchId}/replay`).expect(200)).body;
    expect(replay).toMatchObject({ teamA: 'Kartal Spor', teamB: guest.username });
    expect(replay.teams[0].colors).toEqual(['#c8102e', '#ffffff']);
    const shared: MatchReplay = (await request(session.s.url).get(`/api/match/replay/${replay.shareToken}`).expect(200)).body;
    expect(shared).toMatchObject({ teamA: 'Kartal Spor', teams: [{ name: 'Kartal Spor', colors: ['#c8102e', '#ffffff'] }, { name: guest.username }] });
  });
});

describe('reactions on the match screen', () => {
  it('a member reacts to the live match; the other member gets it; none after the whistle or from a stranger', async () => {
    const [host, guest, stranger] = await users(3);
    const roomId = await insertDraftedRoom(session.s.ctx.db, [host, guest]);
    await session.api.startTournament(host, roomId).expect(200);
    const guestSocket = await join(guest, roomId);
    const whistle = collectMatch(guestSocket, 60_000);
    const fixtureId = (await session.api.startNext(host, roomId).expect(200)).body.fixtureId as string;

    const got = new Promise<ChatMessageDto>((resolve) => guestSocket.once('chatMessage', resolve));
    const sent: ChatMessageDto = (await rooms(host, 'post', `/${roomId}/react`, { fixtureId, reaction: '🔥' }).expect(201)).body;
    expect(sent).toMatchObject({ kind: 'reaction', text: '🔥', fixtureId, pickNumber: null, userId: host.id });
    expect(await got).toEqual(sent);
    expect((await rooms(guest, 'post', `/${roomId}/react`, { fixtureId, reaction: '👏' }).expect(201)).body).toMatchObject({ fixtureId, text: '👏', userId: guest.id });
    expect((await rooms(stranger, 'post', `/${roomId}/react`, { fixtureId, reaction: '🔥' }).expect(403)).body.code).toBe('NOT_MEMBER');
    expect((await rooms(host, 'post', `/${roomId}/react`, { fixtureId, reaction: '💩' }).expect(400)).body.code).toBe('REACTION_UNKNOWN');
    expect((await rooms(host, 'post', `/${roomId}/react`, { fixtureId: 'nope', reaction: '🔥' }).expect(400)).body.code).toBe('VALIDATION');
    expect((await rooms(host, 'post', `/${roomId}/react`, { reaction: '🔥' }).expect(400)).body.code).toBe('VALIDATION');
    // A chat line from the match screen is the room's chat.
    await rooms(guest, 'post', `/${roomId}/chat`, { text: 'Gol geliyor!' }).expect(201);
    await whistle;
    const late = await rooms(host, 'post', `/${roomId}/react`, { fixtureId, reaction: '🔥' }).expect(409);
    expect(late.body).toEqual({ code: 'MATCH_NOT_LIVE', params: {}, message: 'Bu maç şu anda oynanmıyor.' });
    const chat: ChatMessageDto[] = (await rooms(guest, 'get', `/${roomId}/chat`).expect(200)).body;
    expect(chat.map((m) => [m.kind, m.text, m.fixtureId])).toEqual([
      ['reaction', '🔥', fixtureId],
      ['reaction', '👏', fixtureId],
      ['chat', 'Gol geliyor!', null],
    ]);
  });
});
