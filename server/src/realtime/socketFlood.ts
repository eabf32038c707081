import { RateLimiterMemory } from 'rate-limiter-flexible';
import { realtimeMessages } from '@onbir/shared/messages/realtime';
import type { Io } from '../context';

/**
 * What one socket may send: a person opening screens sends a handful of events a second at most, so 20
 * per 2 s never touches real use, while a scripted flood is cut off before it can queue database work
 * that every other request would wait behind.
 */
export const SOCKET_EVENT_LIMITS = { points: 20, windowSeconds: 2, dropsBeforeDisconnect: 40 };

/**
 * Per-socket event rate limit: an event over the limit is dropped (its ack, if any, answers with the
 * refusal), and a socket that keeps flooding is disconnected.
 */
export function limitSocketEvents(io: Io, limits = SOCKET_EVENT_LIMITS): void {
  const limiter = new RateLimiterMemory({ points: limits.points, duration: limits.windowSeconds });
  io.on('connection', (socket) => {
    let drops = 0;
    socket.use((packet, next) => {
      limiter.consume(socket.id).then(
        () => next(),
        () => {
          const ack = packet.at(-1);
          if (typeof ack === 'function') ack({ ok: false, code: 'SOCKET_FLOOD', message: realtimeMessages.SOCKET_FLOOD });
          drops += 1;
          if (drops >= limits.dropsBeforeDisconnect) socket.disconnect(true);
        },
      );
    });
    socket.on('disconnect', () => void limiter.delete(socket.id));
  });
}
