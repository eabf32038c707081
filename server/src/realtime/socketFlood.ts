import type { Server } from 'socket.io';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { refusalOf, turkishText } from '@onbir/shared/messages/refusal';
import type { Config } from '../config';
import { limitsSchema } from '../configLimits';
import type { TrustProxy } from '../http/clientAddress';
import { onEveryNamespace, refuseSocket, socketOwner } from './socketBudgets';

export interface SocketEventLimits {
  /** Events one socket may send per window. */
  points: number;
  /** Events one owner (account, or address when not signed in) may send per window over all its sockets. */
  ownerPoints: number;
  windowSeconds: number;
  dropsBeforeDisconnect: number;
}

export function socketEventLimitsOf(c: Pick<Config, 'SOCKET_EVENTS_PER_SOCKET' | 'SOCKET_EVENTS_PER_OWNER' | 'SOCKET_EVENT_WINDOW_SECONDS' | 'SOCKET_DROPS_BEFORE_DISCONNECT'>): SocketEventLimits {
  return {
    points: c.SOCKET_EVENTS_PER_SOCKET,
    ownerPoints: c.SOCKET_EVENTS_PER_OWNER,
    windowSeconds: c.SOCKET_EVENT_WINDOW_SECONDS,
    dropsBeforeDisconnect: c.SOCKET_DROPS_BEFORE_DISCONNECT,
  };
}

/**
 * The live namespace's budgets: a presenter's drag and laser stay within LIVE_OPS_PER_SECOND (the
 * presenter module's own, tighter limit per session), twice that per socket here so that limit answers
 * first with its own message; per address, every viewer of a squad on one network joining and rejoining.
 */
export function liveEventLimitsOf(c: Pick<Config, 'LIVE_OPS_PER_SECOND' | 'LIVE_SOCKETS_PER_ADDRESS' | 'SOCKET_EVENT_WINDOW_SECONDS' | 'SOCKET_DROPS_BEFORE_DISCONNECT'>): SocketEventLimits {
  const points = 2 * c.LIVE_OPS_PER_SECOND * c.SOCKET_EVENT_WINDOW_SECONDS;
  return {
    points,
    ownerPoints: points + 2 * c.LIVE_SOCKETS_PER_ADDRESS,
    windowSeconds: c.SOCKET_EVENT_WINDOW_SECONDS,
    dropsBeforeDisconnect: c.SOCKET_DROPS_BEFORE_DISCONNECT * 5,
  };
}

/**
 * The defaults: a person opening screens sends a handful of events a second at most, so 20 per 2 s per
 * socket and 40 per 2 s per account never touch real use, while a scripted flood, from one socket or
 * from many, is cut off before it can queue database work that every other request would wait behind.
 */
export const SOCKET_EVENT_LIMITS = socketEventLimitsOf({
  SOCKET_EVENTS_PER_SOCKET: limitsSchema.SOCKET_EVENTS_PER_SOCKET.parse(undefined),
  SOCKET_EVENTS_PER_OWNER: limitsSchema.SOCKET_EVENTS_PER_OWNER.parse(undefined),
  SOCKET_EVENT_WINDOW_SECONDS: limitsSchema.SOCKET_EVENT_WINDOW_SECONDS.parse(undefined),
  SOCKET_DROPS_BEFORE_DISCONNECT: limitsSchema.SOCKET_DROPS_BEFORE_DISCONNECT.parse(undefined),
});

/**
 * Event budgets on every namespace: per socket and per owner. An event over either is dropped (its ack,
 * if any, answers SOCKET_FLOOD) before any other check or handler runs; a socket that keeps flooding is
 * sent `refused` with the reason and disconnected. A namespace listed in `byNamespace` counts against
 * its own budgets (the live board sessions: a presenter's drag sends tens of events a second, and a
 * squad on one network shares one address), every other one against `limits`.
 */
export function limitSocketEvents(io: Server, trust: TrustProxy, limits = SOCKET_EVENT_LIMITS, byNamespace: Record<string, SocketEventLimits> = {}): void {
  const limiters = (l: SocketEventLimits) => ({
    limits: l,
    perSocket: new RateLimiterMemory({ points: l.points, duration: l.windowSeconds }),
    perOwner: new RateLimiterMemory({ points: l.ownerPoints, duration: l.windowSeconds }),
  });
  const common = limiters(limits);
  const own = new Map(Object.entries(byNamespace).map(([name, l]) => [name, limiters(l)]));
  onEveryNamespace(io, (nsp) => {
    const { limits: l, perSocket, perOwner } = own.get(nsp.name) ?? common;
    nsp.on('connection', (socket) => {
      const owner = socketOwner(socket, trust);
      let drops = 0;
      socket.use((packet, next) => {
        perSocket
          .consume(socket.id)
          .then(() => perOwner.consume(owner))
          .then(
            () => next(),
            () => {
              const ack = packet.at(-1);
              if (typeof ack === 'function') ack({ ok: false, code: 'SOCKET_FLOOD', params: {}, message: turkishText(refusalOf('SOCKET_FLOOD')) });
              drops += 1;
              if (drops === l.dropsBeforeDisconnect) refuseSocket(socket, 'SOCKET_FLOOD_DISCONNECTED');
            },
          );
      });
      socket.on('disconnect', () => void perSocket.delete(socket.id));
    });
  });
}
