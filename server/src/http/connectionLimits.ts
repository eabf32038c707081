import fs from 'node:fs';
import type http from 'node:http';
import type { Socket } from 'node:net';
import { inputMessages } from '@onbir/shared/messages/input';
import type { Logger } from '../logger';
import { clientAddressOf, peerIsTrustedProxy, plainAddress, type TrustProxy } from './clientAddress';

export interface ConnectionLimits {
  /** A connection that has not sent its first complete request head by then is closed. */
  headTimeoutMs: number;
  /** Open connections from one address (behind trusted proxies: requests in progress per forwarded address). */
  perAddress: number;
  /** Open connections in all; 0: 80% of the descriptor limit. */
  total: number;
}

/** The process's open-files limit (Linux), else the common 1,024. */
export function descriptorLimit(): number {
  try {
    const m = /^Max open files\s+(\d+)/m.exec(fs.readFileSync('/proc/self/limits', 'utf8'));
    if (m) return Number(m[1]);
  } catch {
    // Not Linux: assume the usual default.
  }
  return 1024;
}

export const autoTotal = () => Math.max(64, Math.floor(descriptorLimit() * 0.8));

/** One line per kind of refusal at most every 10 s, with how many it stands for (a flood must not flood the log). */
function throttledWarn(log: Logger) {
  const last = new Map<string, { at: number; count: number }>();
  return (kind: string, fields: Record<string, unknown>, msg: string) => {
    const entry = last.get(kind) ?? { at: 0, count: 0 };
    entry.count += 1;
    last.set(kind, entry);
    if (Date.now() - entry.at < 10_000) return;
    log.warn({ ...fields, refusedSinceLastLine: entry.count }, msg);
    entry.at = Date.now();
    entry.count = 0;
  };
}

/**
 * Keeps the server's connections within bounds, so that idle or trickling connections cannot use up
 * the descriptors every real user needs: a connection must send its first request head within
 * headTimeoutMs (later heads are bounded by Node's headersTimeout, idle keep-alive by keepAliveTimeout);
 * one address may hold perAddress connections; and past `total` the oldest connection that has not yet
 * sent a request is closed to make room (when none is left, the newcomer is). Connections from a trusted
 * proxy carry many clients: for them the per-address cap counts requests in progress per forwarded
 * address instead, refused with a 429 by `admit`.
 */
export function limitConnections(server: http.Server, limits: ConnectionLimits, trust: TrustProxy, log: Logger) {
  const total = limits.total || autoTotal();
  const perAddress = new Map<string, number>();
  const awaitingHead = new Map<Socket, number>();
  let open = 0;
  const warn = throttledWarn(log);
  const add = (map: Map<string, number>, key: string, by: number) => {
    const n = (map.get(key) ?? 0) + by;
    if (n > 0) map.set(key, n);
    else map.delete(key);
    return n;
  };

  server.on('connection', (socket: Socket) => {
    const peer = plainAddress(socket.remoteAddress);
    const counted = !peerIsTrustedProxy(peer, trust);
    if (counted && (perAddress.get(peer) ?? 0) >= limits.perAddress) {
      warn('address', { address: peer, limit: limits.perAddress }, 'connection refused: too many open connections from one address (MAX_CONNECTIONS_PER_ADDRESS)');
      socket.destroy();
      return;
    }
    if (open >= total) {
      const oldest = awaitingHead.keys().next();
      warn('total', { limit: total }, 'connection cap reached (MAX_CONNECTIONS): closing connections that have sent no request');
      if (oldest.done) {
        socket.destroy();
        return;
      }
      awaitingHead.delete(oldest.value);
      oldest.value.destroy();
    }
    open += 1;
    if (counted) add(perAddress, peer, 1);
    awaitingHead.set(socket, Date.now());
    socket.once('close', () => {
      open -= 1;
      if (counted) add(perAddress, peer, -1);
      awaitingHead.delete(socket);
    });
  });
  // A complete head arrived: from now on Node's own timeouts apply to the connection.
  const headed = (req: http.IncomingMessage) => void awaitingHead.delete(req.socket);

  // Oldest first (insertion order): the sweep stops at the first connection still within its time.
  const sweep = setInterval(() => {
    const cutoff = Date.now() - limits.headTimeoutMs;
    for (const [socket, since] of awaitingHead) {
      if (since > cutoff) break;
      awaitingHead.delete(socket);
      socket.destroy();
    }
  }, Math.min(1000, limits.headTimeoutMs)).unref();
  server.once('close', () => clearInterval(sweep));

  const inFlight = new Map<string, number>();
  return {
    /** For requests through a trusted proxy: false (answered 429) when their client has too many in progress. */
    admit(req: http.IncomingMessage, res: http.ServerResponse): boolean {
      if (!peerIsTrustedProxy(plainAddress(req.socket.remoteAddress), trust)) return true;
      const client = clientAddressOf(req, trust);
      if ((inFlight.get(client) ?? 0) >= limits.perAddress) {
        warn('forwarded', { address: client, limit: limits.perAddress }, 'request refused: too many requests in progress from one forwarded address (MAX_CONNECTIONS_PER_ADDRESS)');
        res.writeHead(429, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '5', connection: 'close' });
        res.end(JSON.stringify({ message: inputMessages.TOO_MANY_CONNECTIONS, code: 'TOO_MANY_CONNECTIONS' }));
        return false;
      }
      add(inFlight, client, 1);
      res.once('close', () => add(inFlight, client, -1));
      return true;
    },
    /**
     * Call once every 'request' listener is in place: Socket.IO wraps the listeners it finds when it
     * attaches and calls them only for other paths, so this one goes in front of its wrapper.
     */
    watchHeads() {
      server.prependListener('request', headed);
      server.prependListener('upgrade', headed);
    },
    stats: () => ({ open, total, awaitingHead: awaitingHead.size }),
  };
}
