import { describe, expect, it } from 'vitest';
import request from 'supertest';
import type { RoomDto } from '@onbir/shared/room/dto';
import { useRoomsServer } from '../../test/roomsServer';
import { DrivenClock } from '../../test/drivenClock';
import { insertDraftedRoom } from '../../test/matchRooms';
import { leagueSettings } from '../../test/leagueRooms';

/**
 * A league's matchdays on schedule (issue 41, docs/league.md 'Matchdays on schedule'): a round's fixtures
 * kick off one after another from the matchday's set time, the next round waits for its own day.
 */
const clock = new DrivenClock();
const { env } = useRoomsServer({}, { clock });
const at = (iso: string | null) => (iso ? Date.parse(iso) : null);

describe('league matchdays', () => {
  it('kicks each round off at its matchday, plays its fixtures one after another and schedules the next', async () => {
    const users = await env.kit.users(4);
    const [host] = users;
    // Matchdays every day at 21:00 in Istanbul (18:00Z); the season starts at 13:00 there.
    clock.advanceTo(Date.UTC(2030, 0, 7, 10, 0));
    env.s.ctx.timers.msPerSecond = 10;
    const roomId = await insertDraftedRoom(env.s.ctx.db, users, { league: leagueSettings({ draftMode: 'live' }) });
    await request(env.s.url).post(`/api/match/${roomId}/start-tournament`).set('Authorization', `Bearer ${host.token}`).expect(200);
    const room = async (): Promise<RoomDto> => env.kit.room(host, roomId);
    const first = await room();
    expect(first.status).toBe('in_progress');
    expect(first.nextMatch).toMatchObject({ round: 1, startsBy: 'auto' });
    expect(at(first.nextMatch!.at)).toBe(Date.UTC(2030, 0, 7, 18, 0));

    for (let day = 0; day < 3; day++) {
      const kickOff = Date.UTC(2030, 0, 7 + day, 18, 0);
      // A minute before its time nothing starts.
      clock.advanceTo(kickOff - 60_000);
      await env.s.ctx.timers.start();
      expect((await room()).liveFixtureId).toBeNull();
      clock.advanceTo(kickOff + 1);
      await env.s.ctx.timers.start();
      // The round's two fixtures are played, one after the other; then the next matchday is set.
      await expect.poll(async () => (await room()).matchesToPlay.filter((f) => f.played).length, { timeout: 30_000, interval: 100 }).toBe(2 * (day + 1));
      const after = await room();
      expect(after.matchesToPlay.filter((f) => f.played).every((f) => f.round <= day + 1)).toBe(true);
      if (day < 2) expect(at(after.nextMatch!.at)).toBe(Date.UTC(2030, 0, 8 + day, 18, 0));
    }
    const done = await room();
    expect(done.status).toBe('finished');
    expect(done.champion).not.toBeNull();
  });

  it("refuses the host's start and auto-continue in a league, in Turkish and English, and a league with auto-continue", async () => {
    const users = await env.kit.users(2);
    const [host] = users;
    const roomId = await insertDraftedRoom(env.s.ctx.db, users, { league: leagueSettings({ draftMode: 'live' }) });
    const call = (path: string, body: object = {}, lang = 'tr') =>
      request(env.s.url).post(`/api/match/${roomId}${path}`).set('Authorization', `Bearer ${host.token}`).set('Accept-Language', lang).send(body);
    await call('/start-tournament').expect(200);
    const tr = await call('/start-next-match').expect(409);
    expect(tr.body).toMatchObject({ code: 'LEAGUE_ON_SCHEDULE', message: expect.stringMatching(/^Lig maçları takvime göre kendiliğinden başlar/) });
    const en = await call('/start-next-match', {}, 'en').expect(409);
    expect(en.body.message).toMatch(/^League matches start by themselves on schedule/);
    expect((await call('/auto-continue', { paused: true }).expect(409)).body.code).toBe('LEAGUE_ON_SCHEDULE');
    // Nothing started: the matchday waits for its time.
    const room = await env.kit.room(host, roomId);
    expect(room.liveFixtureId).toBeNull();
    expect(room.nextMatch).toMatchObject({ startsBy: 'auto' });

    const created = await env.kit.call(host, 'post', '/create', { roomName: 'Lig', kind: 'league', league: leagueSettings(), autoContinue: true }).expect(400);
    expect(created.body.message).toBe('Lig maçları takvime göre başlar; otomatik devam bir ligde seçilemez.');
  });
});
