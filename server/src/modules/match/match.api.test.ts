import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RoomDto } from '@onbir/shared/room/dto';
import { simulateMatch } from '@onbir/shared/match/engine';
import type { MatchInput } from '@onbir/shared/match/types';
import { matchEventPayload, type FinishedMatch, type FixtureResult, type LiveMatchSnapshot } from '@onbir/shared/match/wire';
import { rooms } from '../../db/schema';
import { collectMatch, insertDraftedRoom, matchTestSession } from '../../test/matchRooms';

// About two seconds a match: a loaded machine still answers the second click while it is live.
const session = matchTestSession({ MATCH_SECONDS_PER_MINUTE: '0.02' });
const { users, join, fixtureRows } = session;
const roomStatus = async (roomId: string) => (await session.s.ctx.db.select().from(rooms).where(eq(rooms.id, roomId)))[0].status;

describe('POST /api/match/:roomId/start-tournament', () => {
  it('is refused to a non-creator, before the draft is over, and without a token', async () => {
    const [a, b] = await users(2);
    const drafting = await insertDraftedRoom(session.s.ctx.db, [a, b], { status: 'drafting' });
    expect((await session.api.startTournament(a, drafting).expect(409)).body.message).toMatch(/draft tamamlandığında/);
    const roomId = await insertDraftedRoom(session.s.ctx.db, [a, b]);
    expect((await session.api.startTournament(b, roomId).expect(403)).body.message).toBe('Bu işlemi yalnızca oda kurucusu yapabilir.');
    await session.api.call(null, 'post', `/${roomId}/start-tournament`).expect(401);
    await session.api.startTournament(a, 'bogus').expect(400);
  });

  it('creates the round robin, puts the room in progress and tells the room', async () => {
    const trio = await users(3);
    const roomId = await insertDraftedRoom(session.s.ctx.db, trio);
    const socket = await join(trio[1], roomId);
    const inProgress = new Promise<string>((resolve) => socket.once('in_progress', resolve));
    const update = new Promise<RoomDto>((resolve) => socket.on('updateRoom', (r) => r.status === 'in_progress' && resolve(r)));
    await session.api.startTournament(trio[0], roomId).expect(200);
    expect(await inProgress).toBe(roomId);
    const room = await update;
    expect(room.matchesToPlay).toHaveLength(3);
    expect(room.matchesToPlay.every((f) => !f.played)).toBe(true);
    const pairs = room.matchesToPlay.map((f) => [f.teamA, f.teamB].sort().join());
    expect(new Set(pairs).size).toBe(3);
    // A second start is refused: the status moved on.
    await session.api.startTournament(trio[0], roomId).expect(409);
  });

  it('creates the fixtures once for a double click', async () => {
    const pair = await users(2);
    const roomId = await insertDraftedRoom(session.s.ctx.db, pair);
    const answers = await Promise.all([session.api.startTournament(pair[0], roomId), session.api.startTournament(pair[0], roomId)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body.code).toBe('TOURNAMENT_NEEDS_DRAFT');
    expect(await fixtureRows(roomId)).toHaveLength(1);
    expect(await roomStatus(roomId)).toBe('in_progress');
  });
});

describe('POST /api/match/:roomId/start-next-match', () => {
  it('is refused before the tournament and to a non-creator', async () => {
    const [a, b] = await users(2);
    const roomId = await insertDraftedRoom(session.s.ctx.db, [a, b]);
    expect((await session.api.startNext(a, roomId).expect(409)).body.message).toBe('Turnuva henüz başlamadı.');
    await session.api.startTournament(a, roomId).expect(200);
    await session.api.startNext(b, roomId).expect(403);
  });

  it('plays one match for a double click, refuses while it is live, and paces its events in order', async () => {
    const [a, b] = await users(2);
    const roomId = await insertDraftedRoom(session.s.ctx.db, [a, b], { roomName: 'Çift Tık Odası' });
    await session.api.startTournament(a, roomId).expect(200);
    const socket = await join(b, roomId);
    const match = collectMatch(socket);
    const [first, second] = await Promise.all([session.api.startNext(a, roomId), session.api.startNext(a, roomId)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body.code).toBe('MATCH_LIVE');
    expect((await session.api.startNext(a, roomId).expect(409)).body.code).toBe('MATCH_LIVE');

    const payloads = await match;
    const [row] = await fixtureRows(roomId);
    // Only the engine's input is stored: the timeline broadcast is the one it gives.
    expect((row.input as MatchInput).seed).toBe(row.seed);
    const timeline = simulateMatch(row.input as MatchInput);
    expect(payloads.map((p) => p.seq)).toEqual(timeline.events.map((e) => e.seq));
    expect(payloads[0].event.type).toBe('start');
    expect(payloads.some((p) => p.event.type === 'half_time' && p.event.message.startsWith('Devre Arası'))).toBe(true);
    for (const p of payloads) {
      // Each event once, the score and stats after it beside it (not inside it: they travel once).
      expect(p).toEqual(matchEventPayload(roomId, row.id, timeline.events[p.seq]));
      expect(p.event).not.toHaveProperty('stats');
    }
    // The fixture is stored as played before the final whistle goes out.
    expect(row.played).toBe(true);
    expect([row.goalsA, row.goalsB]).toEqual([timeline.score.A, timeline.score.B]);
    const result = row.result as FixtureResult;
    expect(result.score).toEqual(timeline.score);
    expect(result.commentary.length).toBeGreaterThan(10);
    expect(await roomStatus(roomId)).toBe('finished');
    expect((await session.api.startNext(a, roomId).expect(409)).body.message).toMatch(/tamamlandı/);

    const history: FinishedMatch[] = (await session.api.call(b, 'get', `/${roomId}/recent`).expect(200)).body;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      matchId: row.id,
      roomName: 'Çift Tık Odası',
      teamA: row.teamA === a.id ? a.username : b.username,
      goalsA: timeline.score.A,
      goalsB: timeline.score.B,
      score: `${timeline.score.A} - ${timeline.score.B}`,
      stats: { teamA: { shots: timeline.stats.A.shots, possession: timeline.stats.A.possession } },
      commentary: result.commentary,
    });
    const all: FinishedMatch[] = (await session.api.call(a, 'get', '/finished-matches').expect(200)).body;
    expect(all.map((m) => m.matchId)).toContain(row.id);
  });

  it('plays the fixtures in order, first unplayed first, until the room is finished', async () => {
    const trio = await users(3);
    const roomId = await insertDraftedRoom(session.s.ctx.db, trio);
    await session.api.startTournament(trio[0], roomId).expect(200);
    const socket = await join(trio[0], roomId);
    for (let i = 0; i < 3; i++) {
      const match = collectMatch(socket);
      const { fixtureId } = (await session.api.startNext(trio[0], roomId).expect(200)).body;
      expect(fixtureId).toBe((await fixtureRows(roomId))[i].id);
      await match;
    }
    const rows = await fixtureRows(roomId);
    expect(rows.every((f) => f.played && f.finishedAt)).toBe(true);
    expect(await roomStatus(roomId)).toBe('finished');
  });
});

describe('GET /api/match/:roomId/live', () => {
  it('gives a late viewer the match so far: members, and spectators of an open room, never strangers to a locked one', async () => {
    const [a, b, outsider] = await users(3);
    const roomId = await insertDraftedRoom(session.s.ctx.db, [a, b]);
    await session.api.startTournament(a, roomId).expect(200);
    const idle: LiveMatchSnapshot = (await session.api.live(b, roomId).expect(200)).body;
    expect(idle).toMatchObject({ fixtureId: null, events: [], score: { A: 0, B: 0 }, minute: '0' });
    expect(idle.stats.A.possession).toBe(50);
    await session.api.live(outsider, roomId).expect(200);
    const locked = await insertDraftedRoom(session.s.ctx.db, [a, b], { passwordHash: await session.s.ctx.passwords.hash('gizli-oda') });
    expect((await session.api.live(outsider, locked).expect(403)).body.code).toBe('LOCKED_MEMBERS_ONLY');
    await session.api.live(b, locked).expect(200);

    await session.api.startNext(a, roomId).expect(200);
    await expect.poll(async () => (await session.api.live(b, roomId).expect(200)).body.events.length).toBeGreaterThan(1);
    const snap: LiveMatchSnapshot = (await session.api.live(b, roomId).expect(200)).body;
    const [row] = await fixtureRows(roomId);
    const timeline = simulateMatch(row.input as MatchInput);
    expect(snap.fixtureId).toBe(row.id);
    expect(snap.events.length).toBeGreaterThan(1);
    expect(snap.events.length).toBeLessThan(timeline.events.length);
    expect(snap.events).toEqual(timeline.events.slice(0, snap.events.length));
    const last = snap.events.at(-1)!;
    expect(snap).toMatchObject({ score: last.score, stats: last.stats, minute: last.display });
  });
});
