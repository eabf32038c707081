import { describe, expect, it } from 'vitest';
import request from 'supertest';
import type { RoomDto, RoomNotice } from '@onbir/shared/room/dto';
import { nextKickOffAfter } from '@onbir/shared/league/matchdays';
import { useRoomsServer } from '../../test/roomsServer';
import { DrivenClock } from '../../test/drivenClock';
import { leagueRoom } from '../../test/leagueRooms';
import type { TestUser } from '../../test/fixtures';

/**
 * A slow league draft of four (two humans, two AI managers) over simulated days (issue 41): picks by hand,
 * forced by the commissioner, made by the clock when it runs out, one undone; the season then starts with
 * its first matchday scheduled. Every commissioner action is refused to the other member and announced.
 */
const clock = new DrivenClock();
const { env, socketIn } = useRoomsServer({ perPosition: 12 }, { clock });
const DAY = 86_400_000;

describe('a slow league draft over days', () => {
  it('completes with hand, forced and clock picks, then schedules the first matchday', async () => {
    const [a, b] = await env.kit.users(2);
    const start = Date.UTC(2030, 0, 7, 19, 0);
    clock.advanceTo(start);
    env.s.ctx.timers.msPerSecond = 10;
    const roomId = await leagueRoom(env.kit, [a, b], 2);
    const notices: RoomNotice[] = [];
    (await socketIn(b, roomId)).on('roomNotice', (n) => notices.push(n));
    const room = (): Promise<RoomDto> => env.kit.room(a, roomId);
    const moved = async (from: number) => expect.poll(async () => (await room()).draft.currentPick, { timeout: 10_000, interval: 20 }).toBeGreaterThan(from);
    const match = (u: TestUser, path: string, body: object = {}) => request(env.s.url).post(`/api/match/${roomId}${path}`).set('Authorization', `Bearer ${u.token}`).send(body);

    let humanTurns = 0;
    let undone = false;
    for (let r = await room(); r.status === 'drafting'; r = await room()) {
      const picker = r.draft.currentPicker;
      if (picker !== a.id && picker !== b.id) {
        await moved(r.draft.currentPick); // an AI manager after its think time
        continue;
      }
      const way = humanTurns++ % 3;
      if (way === 0) {
        expect((await env.kit.pickNext([a, b], roomId)).status).toBe(200);
        if (!undone) {
          // The commissioner gives the first hand pick back: the same seat is on turn again.
          undone = true;
          const refused = await env.kit.call(b, 'post', `/${roomId}/undo-pick`).expect(403);
          expect(refused.body.code).toBe('NOT_CREATOR');
          await env.kit.call(a, 'post', `/${roomId}/undo-pick`).expect(200);
          const back = await room();
          expect(back.draft.currentPick).toBe(r.draft.currentPick);
          expect(back.draft.currentPicker).toBe(picker);
          continue;
        }
      } else if (way === 1) {
        const refused = await env.kit.call(b, 'post', `/${roomId}/force-pick`).expect(403);
        expect(refused.body).toMatchObject({ code: 'NOT_CREATOR', message: 'Bu işlemi yalnızca oda kurucusu yapabilir.' });
        await env.kit.call(a, 'post', `/${roomId}/force-pick`).expect(200);
      } else {
        // Nobody picks: the clock runs out hours (and quiet nights) later.
        clock.advanceTo(Date.parse(r.draft.pickDeadline!) + 1_000);
        await env.s.ctx.timers.start();
      }
      await moved(r.draft.currentPick);
    }

    const done = await room();
    expect(done.draft.log).toHaveLength(44);
    expect(new Set(done.draft.log.map((p) => p.playerId)).size).toBe(44);
    expect(done.draft.log.filter((p) => !p.auto && (p.userId === a.id || p.userId === b.id)).length).toBeGreaterThan(0);
    expect(clock.now() - start).toBeGreaterThan(DAY);
    // The season started as the draft ended: the first matchday at the next 21:00 in Istanbul.
    expect(done.status).toBe('in_progress');
    expect(Date.parse(done.nextMatch!.at!)).toBe(nextKickOffAfter({ days: 'every day', time: '21:00', timeZone: 'Europe/Istanbul' }, Date.parse(done.nextMatch!.at!) - DAY));
    expect(Date.parse(done.nextMatch!.at!) - clock.now()).toBeLessThanOrEqual(DAY);
    const keys = new Set(notices.map((n) => n.text.key));
    for (const key of ['NOTICE_PICK_UNDONE', 'NOTICE_FORCED_PICK', 'NOTICE_CLOCK_PICK'] as const) expect(keys).toContain(key);

    // The commissioner's season controls: refused to the member, allowed to him, announced to everyone.
    const at = new Date(clock.now() + 60_000).toISOString();
    expect((await match(b, '/reschedule', { at }).expect(403)).body.code).toBe('NOT_CREATOR');
    expect((await match(a, '/reschedule', { at: new Date(clock.now() - 60_000).toISOString() }).expect(400)).body.code).toBe('RESCHEDULE_IN_PAST');
    await match(a, '/reschedule', { at }).expect(200);
    expect((await room()).nextMatch!.at).toBe(at);
    expect((await env.kit.call(b, 'post', `/${roomId}/replace-with-ai`, { playerId: a.id }).expect(403)).body.code).toBe('NOT_CREATOR');
    expect((await match(b, '/end-season').expect(403)).body.code).toBe('NOT_CREATOR');
    await match(a, '/end-season').expect(200);
    expect((await room()).status).toBe('finished');
    await expect.poll(() => notices.map((n) => n.text.key)).toEqual(expect.arrayContaining(['NOTICE_RESCHEDULED', 'NOTICE_SEASON_ENDED']));
  });

  it('hands an absent member\'s seat to an AI manager, which picks for him', async () => {
    const [a, b] = await env.kit.users(2);
    env.s.ctx.timers.msPerSecond = 10;
    const roomId = await leagueRoom(env.kit, [a, b], 0, { league: { timeZone: 'UTC', draftMode: 'slow', pickClockHours: 24, matchdays: { days: 'every day', time: '21:00' } } });
    expect((await env.kit.pickNext([a, b], roomId)).status).toBe(200);
    const kicked = await env.kit.socket(b);
    env.sockets.push(kicked);
    const told = new Promise((resolve) => kicked.once('kicked', resolve));
    await kicked.emitWithAck('joinRoom', roomId);
    await env.kit.call(a, 'post', `/${roomId}/replace-with-ai`, { playerId: b.id }).expect(200);
    await told;
    const r = await env.kit.room(a, roomId);
    expect(r.players.find((p) => p.user._id === b.id)!.ai).not.toBeNull();
    expect(r.banned).toEqual([]);
    // b's seat was on turn: its AI manager picks after its think time, not a day later.
    await expect.poll(async () => (await env.kit.room(a, roomId)).draft.currentPick, { timeout: 5_000 }).toBeGreaterThan(1);
  });
});
