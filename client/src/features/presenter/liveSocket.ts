import { io, type Socket } from 'socket.io-client';
import { LIVE_NAMESPACE, LIVE_QUERY } from '@onbir/shared/presenter/protocol';
import type { LiveClientToServer, LiveServerToClient } from '@onbir/shared/realtime/events';
import { i18n } from '../../lib/i18n/runtime';

export type LiveSocket = Socket<LiveServerToClient, LiveClientToServer>;

/**
 * A connection to the live board sessions: no sign-in, the live mark in its handshake (its own
 * per-address budget on the server) and the language on screen (the server answers in it), websocket
 * first, backoff 1 s to 5 s.
 */
export function connectLive(): LiveSocket {
  return io(LIVE_NAMESPACE, {
    query: { [LIVE_QUERY]: '1' },
    auth: (send) => send({ lang: i18n.locale }),
    transports: ['websocket', 'polling'],
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    timeout: 20_000,
  });
}

/** The address viewers open (the QR code's and the link's). */
export const watchUrl = (code: string, origin = window.location.origin) => `${origin}/canli/${code}`;
