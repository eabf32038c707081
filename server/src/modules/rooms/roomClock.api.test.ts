import { afterEach, describe, expect, it, vi } from 'vitest';
import { SYSTEM } from '@onbir/shared/room/state';
import { readStoredRoom } from './roomRead';
import { runRoomAction } from './runRoomAction';
import { useRoomsServer } from '../../test/roomsServer';
import { DrivenClock } from '../../test/drivenClock';

/**
 * The room clock decides at one instant: a tick that fires a moment before its turn's deadline and is
 * applied a moment after it must not pass the turn without a pick (a skipped pick number, seen in the draft
 * evening suite under load: picks 1-11, 13-45).
 */
const { env } = useRoomsServer();
afterEach(() => vi.restoreAllMocks());

describe('the room clock', () => {
  it('never passes a turn without a pick when the deadline falls between deciding and applying the tick', async () => {
    const [a, b] = await env.kit.users(2);
    // A clock so slow that the server's own timer never fires during the test: the tick below is the only one.
    env.s.ctx.timers.msPerSecond = 1_000_000;
    const roomId = await env.kit.draftingRoom([a, b], { pickSeconds: 30 });
    const before = (await readStoredRoom(env.s.ctx.db, roomId))!.state;
    const deadline = before.draft.deadline!;
    // The first reading of the clock is a millisecond early, every later one is on time.
    let readings = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => (readings++ === 0 ? deadline - 1 : deadline));
    await runRoomAction(env.s.ctx, roomId, SYSTEM, 'tick', {}).catch(() => null);
    vi.restoreAllMocks();
    const after = (await readStoredRoom(env.s.ctx.db, roomId))!.state;
    expect(after.draft.currentPick).toBe(after.picks.length);
    expect(after.picks.map((p) => p.pickNumber)).toEqual(after.picks.map((_, i) => i + 1));
  });
});

describe('a driven clock (issue 41: days of a league in a test)', () => {
  const driven = new DrivenClock();
  const { env: drivenEnv } = useRoomsServer({}, { clock: driven });
  it('runs a pick clock when the server\'s clock is moved past it, with no wait', async () => {
    const [a, b] = await drivenEnv.kit.users(2);
    const roomId = await drivenEnv.kit.draftingRoom([a, b], { pickSeconds: 180 });
    const before = await drivenEnv.kit.room(a, roomId);
    // The deadline is read on the driven clock: 180 s after the start on it.
    expect(Date.parse(before.draft.pickDeadline!) - driven.now()).toBeGreaterThan(170_000);
    driven.advance(181_000);
    await drivenEnv.s.ctx.timers.start();
    await expect.poll(async () => (await drivenEnv.kit.room(a, roomId)).draft.currentPick, { timeout: 5_000 }).toBe(1);
    const after = await drivenEnv.kit.room(a, roomId);
    expect(after.draft.log[0]).toMatchObject({ pickNumber: 1, userId: before.draft.currentPicker, auto: true });
  });
});
