import type { RoomState } from '@onbir/shared/room/state';
import { nextDue } from '@onbir/shared/room/rules/clock';
import { roomDto } from '@onbir/shared/room/view';
import type { AppContext } from '../../context';
import { emitChat, emitInProgress, emitNotice, emitRoom, notifyKicked, unsubscribeMember } from '../../realtime/roomChannels';
import type { PoolSnapshot } from '../players/gamePool';

/** The room as every screen receives it, from a state and the pool its drafted players are read from, at the server's time. */
export const dtoOf = (ctx: Pick<AppContext, 'clock'>, state: RoomState, pool: PoolSnapshot) => roomDto(state, pool.byIds(state.picks.map((p) => p.playerId)), ctx.clock.now());

/**
 * After an action was written: the room's clock follows the stored room, the kicked are told why, the
 * notices go out, the room (when it changed) goes to its members and spectators, then what the action
 * started: the tournament's screens, a chat line, a removed member's sockets leave, a match is paced.
 * Members are told (Web Push or mail) in the background: modules/notifications.
 */
export async function publishRoom(ctx: AppContext, before: RoomState | null, after: RoomState, pool: PoolSnapshot): Promise<void> {
  ctx.timers.follow(after.id, after.deleted ? null : nextDue(after));
  for (const e of after.effects) if (e.type === 'kicked') notifyKicked(ctx, e.userId, { roomId: after.id, text: e.text });
  for (const e of after.effects) if (e.type === 'notice') emitNotice(ctx, { roomId: after.id, code: e.code, text: e.text, ...(e.userId ? { userId: e.userId } : {}) });
  if (!after.deleted && after.version !== before?.version) emitRoom(ctx, dtoOf(ctx, after, pool));
  ctx.notifier.afterRoomAction(before, after);
  for (const e of after.effects) {
    if (e.type === 'tournamentStarted') emitInProgress(ctx, after.id);
    else if (e.type === 'chat') emitChat(ctx, e.message);
    else if (e.type === 'removed') await unsubscribeMember(ctx, after.id, e.userId);
    else if (e.type === 'created') ctx.timers.follow(e.room.id, nextDue(e.room));
    else if (e.type === 'kickedOff') {
      const fixture = after.fixtures.find((f) => f._id === e.fixtureId)!;
      await ctx.matches.start({ roomId: after.id, fixtureId: fixture._id, input: fixture.kickOff!, startedAt: new Date(fixture.startedAt!) });
    } else if (e.type === 'decided') await ctx.matches.decided({ fixtureId: e.fixtureId, decisions: e.decisions });
  }
}
