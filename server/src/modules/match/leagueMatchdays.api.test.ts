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
});
