import { roomActions, type RoomActionName } from '@onbir/shared/room/machine';
import { refusal, roomText } from '@onbir/shared/room/refusal';
import { ROOM_ROUTES } from '@onbir/shared/room/routes';
import { roomIdParamsSchema } from '@onbir/shared/room/schemas';
import { userActor } from '@onbir/shared/room/state';
import { checkViewRoom } from '@onbir/shared/room/rules/visibility';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { validate } from '../../http/validate';
import { sendRoom, subscribe } from '../../realtime/roomChannels';
import { dtoOf } from './roomPublish';
import { readStoredRoom } from './roomRead';
import { joinView } from './rooms.repo';
import { runRoomAction } from './runRoomAction';

const failure = (err: unknown) =>
  err instanceof AppError ? { ok: false as const, code: err.code, message: err.message } : { ok: false as const, code: 'INTERNAL', message: roomText('JOIN_SOCKET_FAILED') };

/**
 * joinRoom: a member's socket follows the room; anyone else signed in watches an open room as a spectator
 * (its room and live match, no chat, no notices); a locked room is its members' only. Each gets the room
 * at once. roomAction: any action of the route table, by name, through the one pipeline, answered as
 * the HTTP call would be.
 */
export function roomsSockets(ctx: AppContext): void {
  ctx.io?.on('connection', (socket) => {
    socket.on('joinRoom', async (roomId, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      try {
        const id = validate(roomIdParamsSchema, { roomId }).roomId;
        const view = await joinView(ctx.db, id, socket.data.userId);
        if (!view) throw new AppError(404, 'ROOM_NOT_FOUND', refusal('ROOM_NOT_FOUND').message);
        const no = checkViewRoom({ isLocked: view.passwordHash !== null, ...view });
        if (no) throw new AppError(403, no.code, no.message);
        await subscribe(socket, id, view.member ? 'member' : 'spectator');
        const stored = await readStoredRoom(ctx.db, id);
        reply({ ok: true, spectator: !view.member });
        if (stored) sendRoom(socket, dtoOf(stored.state, await ctx.pool.atVersion(ctx.db, stored.poolVersion)));
      } catch (err) {
        if (!(err instanceof AppError)) ctx.log.error({ err }, 'joinRoom failed');
        reply(failure(err));
      }
    });
    socket.on('roomAction', async (roomId, name, body, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      try {
        const route = Object.hasOwn(ROOM_ROUTES, name) ? ROOM_ROUTES[name as RoomActionName] : undefined;
        if (!route) throw new AppError(404, 'UNKNOWN_ACTION', roomText('UNKNOWN_ACTION'));
        const id = route.room === 'none' ? null : validate(roomIdParamsSchema, { roomId }).roomId;
        const input = validate(roomActions[name as RoomActionName].schema, route.room === 'body' ? { ...(body as object), roomId: id } : body);
        const { answer } = await runRoomAction(ctx, id, userActor(socket.data.userId), name as RoomActionName, input);
        reply({ ok: true, answer });
      } catch (err) {
        if (!(err instanceof AppError)) ctx.log.error({ err, action: name }, 'roomAction failed');
        reply(failure(err));
      }
    });
  });
}
