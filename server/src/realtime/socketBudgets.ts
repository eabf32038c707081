import type { IncomingMessage } from 'node:http';
import type { Namespace, Server, Socket } from 'socket.io';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { realtimeMessages, type RealtimeRefusalCode } from '@onbir/shared/messages/realtime';
import { localizeMessage } from '@onbir/shared/messages/localize';
import type { Locale } from '@onbir/shared/text/locale';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { clientAddressOf, type TrustProxy } from '../http/clientAddress';

/**
 * Who a socket's budget belongs to: its account when it signed in (socket.data.userId, set by the
 * namespace's auth), else its client address (unauthenticated sockets, e.g. a board's live presenter
 * session). Budgets keyed by owner hold however many sockets one client opens.
 */
export function socketOwner(socket: Socket, trust: TrustProxy): string {
  const userId = (socket.data as { userId?: unknown } | undefined)?.userId;
  return typeof userId === 'string' ? `user:${userId}` : `address:${clientAddressOf(socket.request, trust)}`;
}

/** Tells the socket why, then closes its connection (the message is flushed before the close). */
export function refuseSocket(socket: Socket, code: RealtimeRefusalCode): void {
  const locale = (socket.data as { locale?: Locale } | undefined)?.locale ?? 'tr';
  socket.emit('refused', { code, message: localizeMessage(realtimeMessages[code], code, locale) });
  socket.disconnect(true);
}

/** Runs `attach` on every namespace: the main one and any made later (io.of(...)), so no namespace is left unbudgeted. */
export function onEveryNamespace(io: Server, attach: (nsp: Namespace) => void): void {
  attach(io.of('/'));
  io.on('new_namespace', attach);
}

type Limits = Pick<Config, 'SOCKETS_PER_USER' | 'SOCKETS_PER_ADDRESS' | 'SOCKET_HANDSHAKES_PER_MINUTE'>;

/**
 * How many realtime connections one client may hold. Per address, counted on the engine connection
 * (every transport and namespace, signed in or not): SOCKETS_PER_ADDRESS open at once and
 * SOCKET_HANDSHAKES_PER_MINUTE new ones (a sixth of them per 10 s), refused at the handshake (HTTP 403/400 with the Turkish
 * reason) before any Socket.IO packet is read. Per account, counted on every namespace after its auth:
 * SOCKETS_PER_USER, a socket over it told why and disconnected.
 */
export function socketConnectionBudgets(limits: Limits, trust: TrustProxy, log: Logger) {
  const perAddress = new Map<string, number>();
  const handshakes = new RateLimiterMemory({ points: limits.SOCKET_HANDSHAKES_PER_MINUTE, duration: 60 });
  // A retry loop cannot spend the minute's handshakes in its first second.
  const burst = new RateLimiterMemory({ points: Math.ceil(limits.SOCKET_HANDSHAKES_PER_MINUTE / 6), duration: 10 });
  const perUser = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string, by: number) => {
    const n = (map.get(key) ?? 0) + by;
    if (n > 0) map.set(key, n);
    else map.delete(key);
    return n;
  };

  return {
    /** engine.io's allowRequest: called for each new realtime connection, before its handshake. */
    allowRequest(req: IncomingMessage, callback: (err: string | null | undefined, success: boolean) => void) {
      const address = clientAddressOf(req, trust);
      if ((perAddress.get(address) ?? 0) >= limits.SOCKETS_PER_ADDRESS) {
        log.debug({ address }, 'realtime connection refused: SOCKETS_PER_ADDRESS');
        return callback(realtimeMessages.TOO_MANY_SOCKETS_FROM_ADDRESS, false);
      }
      Promise.all([burst.consume(address), handshakes.consume(address)]).then(
        () => callback(null, true),
        () => callback(realtimeMessages.SOCKET_HANDSHAKES_THROTTLED, false),
      );
    },
    attach(io: Server) {
      io.engine.on('connection', (raw: { request: IncomingMessage; close(): void; once(e: 'close', f: () => void): void }) => {
        const address = clientAddressOf(raw.request, trust);
        // Handshakes that passed allowRequest together can overshoot by a few: the extra ones close here.
        if (bump(perAddress, address, 1) > limits.SOCKETS_PER_ADDRESS) raw.close();
        raw.once('close', () => void bump(perAddress, address, -1));
      });
      onEveryNamespace(io, (nsp) =>
        nsp.on('connection', (socket) => {
          const owner = socketOwner(socket, trust);
          if (!owner.startsWith('user:')) return;
          const key = `${nsp.name}|${owner}`;
          if (bump(perUser, key, 1) > limits.SOCKETS_PER_USER) {
            bump(perUser, key, -1);
            log.debug({ owner, namespace: nsp.name }, 'socket refused: SOCKETS_PER_USER');
            refuseSocket(socket, 'TOO_MANY_SOCKETS');
            return;
          }
          socket.once('disconnect', () => void bump(perUser, key, -1));
        }),
      );
    },
  };
}
