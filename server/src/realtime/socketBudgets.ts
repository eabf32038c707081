import type { IncomingMessage } from 'node:http';
import type { Namespace, Server, Socket } from 'socket.io';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { realtimeMessages, type RealtimeRefusalCode } from '@onbir/shared/messages/realtime';
import { LIVE_QUERY } from '@onbir/shared/presenter/protocol';
import { refusalOf } from '@onbir/shared/messages/refusal';
import { refusalText } from '@onbir/shared/messages/refusalText';
import type { Locale } from '@onbir/shared/text/locale';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { clientKeyOf, type TrustProxy } from '../http/clientAddress';
import { TurnGate } from './turnGate';

/**
 * Who a socket's budget belongs to: its account when it signed in (socket.data.userId, set by the
 * namespace's auth), else its client address (unauthenticated sockets, e.g. a board's live presenter
 * session). Budgets keyed by owner hold however many sockets one client opens.
 */
export function socketOwner(socket: Socket, trust: TrustProxy): string {
  const userId = (socket.data as { userId?: unknown } | undefined)?.userId;
  return typeof userId === 'string' ? `user:${userId}` : `address:${clientKeyOf(socket.request, trust)}`;
}

/** Tells the socket why, then closes its connection (the message is flushed before the close). */
export function refuseSocket(socket: Socket, code: RealtimeRefusalCode): void {
  const locale = (socket.data as { locale?: Locale } | undefined)?.locale ?? 'tr';
  const r = refusalOf(code);
  socket.emit('refused', { ...r, message: refusalText(r, locale) });
  socket.disconnect(true);
}

/** Runs `attach` on every namespace: the main one and any made later (io.of(...)), so no namespace is left unbudgeted. */
export function onEveryNamespace(io: Server, attach: (nsp: Namespace) => void): void {
  attach(io.of('/'));
  io.on('new_namespace', attach);
}

type Limits = Pick<Config, 'SOCKETS_PER_USER' | 'SOCKETS_PER_ADDRESS' | 'SOCKET_HANDSHAKES_PER_MINUTE' | 'LIVE_SOCKETS_PER_ADDRESS' | 'LIVE_HANDSHAKES_PER_MINUTE'>;

/**
 * Whether a realtime connection carries the live mark (`?canli=1` on its handshake): a viewer or presenter
 * of a live board session. It is counted in its own per-address budget, and may only use the live
 * namespace (realtime/io.ts), so the mark buys no room in the rest of the app.
 */
export function isLiveRequest(req: Pick<IncomingMessage, 'url'>): boolean {
  return new URL(req.url ?? '/', 'http://x').searchParams.get(LIVE_QUERY) === '1';
}

/** Handshakes let through in one turn of the event loop (realtime/turnGate.ts): a burst of hundreds is spread over turns. */
const HANDSHAKES_PER_TURN = 4;

/** One per-address budget: open connections, new ones per minute and per 10 s. */
function addressBudget(open: number, perMinute: number) {
  return {
    open,
    counts: new Map<string, number>(),
    handshakes: new RateLimiterMemory({ points: perMinute, duration: 60 }),
    // A retry loop cannot spend the minute's handshakes in its first second.
    burst: new RateLimiterMemory({ points: Math.ceil(perMinute / 6), duration: 10 }),
  };
}

/**
 * How many realtime connections one client may hold. Per address, counted on the engine connection
 * (every transport and namespace, signed in or not): SOCKETS_PER_ADDRESS open at once and
 * SOCKET_HANDSHAKES_PER_MINUTE new ones (a sixth of them per 10 s), refused at the handshake (HTTP 403/400 with the Turkish
 * reason) before any Socket.IO packet is read; connections with the live mark have their own
 * LIVE_SOCKETS_PER_ADDRESS and LIVE_HANDSHAKES_PER_MINUTE. Per account, counted on every namespace after its auth:
 * SOCKETS_PER_USER, a socket over it told why and disconnected.
 */
export function socketConnectionBudgets(limits: Limits, trust: TrustProxy, log: Logger) {
  const app = addressBudget(limits.SOCKETS_PER_ADDRESS, limits.SOCKET_HANDSHAKES_PER_MINUTE);
  const live = addressBudget(limits.LIVE_SOCKETS_PER_ADDRESS, limits.LIVE_HANDSHAKES_PER_MINUTE);
  const budgetOf = (req: Pick<IncomingMessage, 'url'>) => (isLiveRequest(req) ? live : app);
  const handshakes = new TurnGate(HANDSHAKES_PER_TURN);
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
      const address = clientKeyOf(req, trust);
      const budget = budgetOf(req);
      if ((budget.counts.get(address) ?? 0) >= budget.open) {
        log.debug({ address, live: budget === live }, 'realtime connection refused: too many from the address');
        return callback(realtimeMessages.TOO_MANY_SOCKETS_FROM_ADDRESS, false);
      }
      Promise.all([budget.burst.consume(address), budget.handshakes.consume(address)]).then(
        () => handshakes.pass(() => callback(null, true)),
        () => callback(realtimeMessages.SOCKET_HANDSHAKES_THROTTLED, false),
      );
    },
    attach(io: Server) {
      io.engine.on('connection', (raw: { request: IncomingMessage; close(): void; once(e: 'close', f: () => void): void }) => {
        const address = clientKeyOf(raw.request, trust);
        const budget = budgetOf(raw.request);
        // Handshakes that passed allowRequest together can overshoot by a few: the extra ones close here.
        if (bump(budget.counts, address, 1) > budget.open) raw.close();
        raw.once('close', () => void bump(budget.counts, address, -1));
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
