import { describe, expect, it } from 'vitest';
import { simulateMatch } from '@onbir/shared/match/engine';
import type { ScorerRow } from '@onbir/shared/match/scorers';
import type { MatchInput } from '@onbir/shared/match/types';
import { collectMatch, insertDraftedRoom, matchTestSession } from '../../test/matchRooms';

const session = matchTestSession({ MATCH_SECONDS_PER_MINUTE: '0.02' });
const { users, join, fixtureRows } = session;

describe('GET /api/match/:roomId/scorers', () => {
  it("gives the season's scorers from the played matches to members and spectators, never to strangers to a locked room", async () => {
    const [a, b, outsider] = await users(3);
    const roomId = await insertDraftedRoom(session.s.ctx.db, [a, b]);
    expect((await session.api.call(b, 'get', `/${roomId}/scorers`).expect(200)).body).toEqual([]);
    await session.api.startTournament(a, roomId).expect(200);
    const match = collectMatch(await join(b, roomId));
    await session.api.startNext(a, roomId).expect(200);
    await match;
    const [row] = await fixtureRows(roomId);
    const input = row.input as MatchInput;
    const timeline = simulateMatch(input);

    const scorers: ScorerRow[] = (await session.api.call(outsider, 'get', `/${roomId}/scorers`).expect(200)).body;
    expect(scorers.reduce((n, r) => n + r.goals, 0)).toBe(timeline.score.A + timeline.score.B);
    const scored = timeline.events.filter((e) => e.type === 'goal').map((e) => e.playerId);
    for (const r of scorers) expect(scored.filter((id) => id === r.playerId)).toHaveLength(r.goals);
    expect(new Set(scorers.map((r) => r.club))).toEqual(new Set(timeline.events.filter((e) => e.type === 'goal').map((e) => input.teams[e.team === 'A' ? 0 : 1].name)));

    const locked = await insertDraftedRoom(session.s.ctx.db, [a, b], { passwordHash: await session.s.ctx.passwords.hash('gizli-oda') });
    expect((await session.api.call(outsider, 'get', `/${locked}/scorers`).expect(403)).body.code).toBe('LOCKED_MEMBERS_ONLY');
    await session.api.call(b, 'get', `/${locked}/scorers`).expect(200);
    await session.api.call(null, 'get', `/${roomId}/scorers`).expect(401);
    expect((await session.api.call(a, 'get', '/not-a-room/scorers').expect(400)).body.message).toBeTruthy();
  });
});
