import { roomIdParamsSchema } from '@onbir/shared/game/rooms';
import { gameMessages } from '@onbir/shared/messages/game';
import type { AppContext } from '../../context';
import { sendRoom, subscribe } from '../../realtime/roomChannels';
import { loadRoomDto } from './rooms.dto';
import { isMember } from './rooms.repo';

const JOIN_FAILED = 'Odaya bağlanılamadı.';

/** joinRoom: a member's socket subscribes to the room and at once gets the current room; anyone else is refused. */
export function roomsSockets(ctx: AppContext): void {
  ctx.io?.on('connection', (socket) => {
    socket.on('joinRoom', async (roomId, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      try {
        const parsed = roomIdParamsSchema.safeParse({ roomId });
        if (!parsed.success) return reply({ ok: false, message: 'Geçersiz oda kimliği.' });
        if (!(await isMember(ctx.db, parsed.data.roomId, socket.data.userId))) return reply({ ok: false, message: gameMessages.NOT_MEMBER });
        await subscribe(socket, parsed.data.roomId);
        const dto = await loadRoomDto(ctx, parsed.data.roomId);
        reply({ ok: true });
        if (dto) sendRoom(socket, dto);
      } catch (err) {
        ctx.log.error({ err }, 'joinRoom failed');
        reply({ ok: false, message: JOIN_FAILED });
      }
    });
  });
}
