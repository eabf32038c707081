import { describe, expect, it } from 'vitest';
import { useRoomsServer } from '../../test/roomsServer';
import { DrivenClock } from '../../test/drivenClock';
import { leagueRoom, leagueSettings } from '../../test/leagueRooms';

/**
 * A league's slow draft (issue 41, docs/league.md 'The slow draft'): a human's pick clock is hours of
 * running time that stand still in the quiet window, on the server's (driven) clock.
 */
const clock = new DrivenClock();
const { env } = useRoomsServer({}, { clock });
const HOUR = 3_600_000;

describe('a slow league draft', () => {
  it('stores the league whole, runs a 4 h clock around the quiet window and picks automatically when it runs out', async () => {
    const [a, b] = await env.kit.users(2);
    // 22:00 in Istanbul (UTC+3): 2 h run before the quiet window 00:00-08:00, the other 2 h after it.
    clock.advanceTo(Date.UTC(2030, 0, 7, 19, 0));
    const roomId = await leagueRoom(env.kit, [a, b], 2);
    const room = await env.kit.room(a, roomId);
    expect(room.options).toMatchObject({ kind: 'league', league: { ...leagueSettings(), matchdays: { days: 'every day', time: '21:00' } } });
    expect(room.draft.currentPicker).toBe(a.id);
    const deadline = Date.parse(room.draft.pickDeadline!);
    expect(Math.abs(deadline - Date.UTC(2030, 0, 8, 7, 0))).toBeLessThan(60_000);
    expect(room.draft.slowClock).toMatchObject({ lengthMs: 4 * HOUR, paused: false, quietWindow: { from: '00:00', to: '08:00', timeZone: 'Europe/Istanbul' } });
    expect(room.draft.slowClock!.remainingMs).toBeGreaterThan(4 * HOUR - 60_000);

    // 01:00 in Istanbul: the clock stands still with 2 h left, and nothing is picked.
    clock.advanceTo(Date.UTC(2030, 0, 7, 22, 0));
    await env.s.ctx.timers.start();
    const quiet = await env.kit.room(a, roomId);
    expect(quiet.draft.slowClock).toMatchObject({ paused: true });
    expect(Math.abs(quiet.draft.slowClock!.remainingMs - 2 * HOUR)).toBeLessThan(60_000);
    expect(quiet.draft.currentPick).toBe(0);

    // Past the run-out: the automatic pick, and the next human's full clock from then.
    clock.advanceTo(deadline + 1_000);
    await env.s.ctx.timers.start();
    await expect.poll(async () => (await env.kit.room(a, roomId)).draft.currentPick, { timeout: 5_000 }).toBe(1);
    const next = await env.kit.room(b, roomId);
    expect(next.draft.log[0]).toMatchObject({ userId: a.id, auto: true });
    expect(next.draft.currentPicker).toBe(b.id);
    expect(Date.parse(next.draft.pickDeadline!) - clock.now()).toBeGreaterThan(4 * HOUR - 60_000);
  });

  it('keeps the pick seconds of a live league draft, and an evening room has no slow clock', async () => {
    const [a, b] = await env.kit.users(2);
    const live = await leagueRoom(env.kit, [a, b], 0, { pickSeconds: 30, league: leagueSettings({ draftMode: 'live' }) });
    const room = await env.kit.room(a, live);
    expect(room.draft.slowClock).toBeNull();
    expect(Date.parse(room.draft.pickDeadline!) - clock.now()).toBeLessThanOrEqual(30_000);
    const refused = await env.kit.call(a, 'post', '/create', { roomName: 'Lig', kind: 'league' }).expect(400);
    expect(refused.body.message).toMatch(/Lig için ayarlar/);
  });
});
