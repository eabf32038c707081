import { roomIdParamsSchema } from '@onbir/shared/game/rooms';
import type { AppContext } from '../../context';
import { getRoomDto, isMember, roomChannel } from './rooms.service';

/** joinRoom: a member's socket subscribes to the room and at once gets the current room; anyone else is refused. */
export function roomsSockets(ctx: AppContext): void {
  ctx.io?.on('connection', (socket) => {
    socket.on('joinRoom', async (roomId, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      try {
        const parsed = roomIdParamsSchema.safeParse({ roomId });
        if (!parsed.success) return reply({ ok: false, message: 'Geçersiz oda kimliği.' });
        if (!(await isMember(ctx.db, parsed.data.roomId, socket.data.userId))) {
          return reply({ ok: false, message: 'Bu odanın oyuncusu değilsiniz.' });
        }
        await socket.join(roomChannel(parsed.data.roomId));
        const dto = await getRoomDto(ctx, parsed.data.roomId);
        reply({ ok: true });
        if (dto) socket.emit('updateRoom', dto);
      } catch (err) {
        ctx.log.error({ err }, 'joinRoom failed');
        reply({ ok: false, message: 'Odaya bağlanılamadı.' });
      }
    });
  });
}
