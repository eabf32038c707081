import { refusal, roomAnswer } from '@onbir/shared/room/refusal';
import { roomIdParamsSchema } from '@onbir/shared/room/schemas';
import type { Refused } from '@onbir/shared/realtime/events';
import { checkViewRoom } from '@onbir/shared/room/rules/visibility';
import { roomDtoForViewer } from '@onbir/shared/room/view';
import type { AppContext } from '../../context';
import { AppError, refusedWith } from '../../errors';
import { refused } from './refusals';
import { validate } from '../../http/validate';
import { followedRooms, resubscribe, sendRoom, subscribe } from '../../realtime/roomChannels';
import { dtoOf } from './roomPublish';
import { readStoredRoom } from './roomRead';
import { joinView } from './rooms.repo';

const failure = (err: unknown): Refused =>
  err instanceof AppError
    ? { ok: false, code: err.code, params: err.params, message: err.message, ...(err.key ? { key: err.key } : {}) }
    : { ok: false, code: 'INTERNAL', ...roomAnswer('JOIN_SOCKET_FAILED') };

/**
 * joinRoom: a member's socket follows the room; anyone else signed in watches an open room as a spectator
 * (its room and live match, no chat, no notices); a locked room is its members' only. Each gets the room
 * at once (with his own sealed bid in a blind auction). Actions go over HTTP (shared/src/room/routes.ts); the socket only carries what the server pushes.
 */
export function roomsSockets(ctx: AppContext): void {
  ctx.io?.on('connection', (socket) => {
    // A recovered socket came back with the rooms it followed (realtime/recovery.ts); what it may follow
    // may have changed while it was away (kicked, left, the room locked).
    if (socket.recovered) void recheckFollowed(ctx, socket);
    socket.on('joinRoom', async (roomId, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      try {
        const id = validate(roomIdParamsSchema, { roomId }).roomId;
        const view = await joinView(ctx.db, id, socket.data.userId);
        if (!view) throw refused(refusal('ROOM_NOT_FOUND'));
        const no = checkViewRoom({ isLocked: view.passwordHash !== null, ...view });
        if (no) throw refusedWith(403, no);
        await subscribe(socket, id, view.member ? 'member' : 'spectator');
        const stored = await readStoredRoom(ctx.db, id);
        reply({ ok: true, spectator: !view.member });
        if (stored) sendRoom(socket, roomDtoForViewer(dtoOf(ctx, stored.state, await ctx.pool.atVersion(ctx.db, stored.poolVersion)), stored.state, socket.data.userId));
      } catch (err) {
        if (!(err instanceof AppError)) ctx.log.error({ err }, 'joinRoom failed');
        reply(failure(err));
      }
    });
  });
}

type RoomSocket = Parameters<Parameters<NonNullable<AppContext['io']>['on']>[1]>[0];

async function recheckFollowed(ctx: AppContext, socket: RoomSocket): Promise<void> {
  for (const id of followedRooms(socket)) {
    try {
      const view = await joinView(ctx.db, id, socket.data.userId);
      const allowed = view && !checkViewRoom({ isLocked: view.passwordHash !== null, ...view });
      await resubscribe(socket, id, !allowed ? 'none' : view.member ? 'member' : 'spectator');
    } catch (err) {
      ctx.log.error({ err, roomId: id }, 'recovered socket: room check failed');
    }
  }
}
