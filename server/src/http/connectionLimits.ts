import fs from 'node:fs';
import type http from 'node:http';
import type { Socket } from 'node:net';
import { answerWith, wording } from '@onbir/shared/messages/wording';
import type { Logger } from '../logger';
import { addressKey, clientKeyOf, peerIsTrustedProxy, plainAddress, type TrustProxy } from './clientAddress';
import { SilentConnections, sweepSilent } from './silentConnections';

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
export function throttledWarn(log: Logger) {
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
 * Closes a silent connection the server gives up on (past its head deadline, or the oldest when the total
 * cap needs room) by reset, as nginx's reset_timedout_connection: the kernel frees it at once instead of
 * going through FIN_WAIT and TIME_WAIT, which matters when a flood makes the server close thousands a
 * second. It has sent no complete request, so nothing is lost. (A new connection refused at once is
 * closed the ordinary way: a reset could reach its client before it knows it connected.)
 */
function drop(socket: Socket): void {
  if (socket.destroyed) return;
  try {
    socket.resetAndDestroy();
  } catch {
    // Not a TCP connection (a pipe): closed the ordinary way.
    socket.destroy();
  }
}

/** Node's answers to a client error when no 'clientError' listener takes it (lib/_http_server.js). */
const CLIENT_ERROR_ANSWERS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  const response = (socket as Socket & { _httpMessage?: http.ServerResponse })._httpMessage;
  // Nothing is written over a response already on its way: the client could not tell the two apart.
  if (socket.writable && !response?.headersSent) {
    socket.write(`HTTP/1.1 ${CLIENT_ERROR_ANSWERS[err.code ?? ''] ?? '400 Bad Request'}\r\nConnection: close\r\n\r\n`);
  }
  socket.destroy();
}

/**
 * Keeps the server's connections within bounds, so that idle or trickling connections cannot use up
 * the descriptors every real user needs: a connection must send its first request head within
 * headTimeoutMs (later heads are bounded by Node's headersTimeout, idle keep-alive by keepAliveTimeout);
 * one address may hold perAddress connections; and past `total` the oldest connection that has not yet
 * sent a request is closed to make room (when none is left, the newcomer is). Silent connections past
 * their deadline are closed a chunk per turn of the event loop (silentConnections.ts), and by reset
 * (`drop`), so a flood's connections falling due together do not stall the server. Connections from a trusted
 * proxy carry many clients: for them the per-address cap counts requests in progress per forwarded
 * address instead, refused with a 429 by `admit`.
 */
export function limitConnections(server: http.Server, limits: ConnectionLimits, trust: TrustProxy, log: Logger) {
  const total = limits.total || autoTotal();
  const perAddress = new Map<string, number>();
  const awaitingHead = new SilentConnections<Socket>();
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
    const key = addressKey(peer);
    if (counted && (perAddress.get(key) ?? 0) >= limits.perAddress) {
      warn('address', { address: peer, limit: limits.perAddress }, 'connection refused: too many open connections from one address (MAX_CONNECTIONS_PER_ADDRESS)');
      socket.destroy();
      return;
    }
    if (open >= total) {
      const oldest = awaitingHead.shift();
      warn('total', { limit: total }, 'connection cap reached (MAX_CONNECTIONS): closing connections that have sent no request');
      if (!oldest) {
        socket.destroy();
        return;
      }
      drop(oldest);
    }
    open += 1;
    if (counted) add(perAddress, key, 1);
    awaitingHead.add(socket, Date.now());
    socket.once('close', () => {
      open -= 1;
      if (counted) add(perAddress, key, -1);
      awaitingHead.delete(socket);
    });
  });
  // A complete head arrived: from now on Node's own timeouts apply to the connection.
  const headed = (req: http.IncomingMessage) => void awaitingHead.delete(req.socket);

  const stopSweep = sweepSilent(awaitingHead, limits.headTimeoutMs, drop);
  server.once('close', stopSweep);
  // Node's own check (every connectionsCheckingInterval) closes a connection whose head is late too, all
  // that are due at once, each with a 408 written and an Error whose stack is formatted (source maps):
  // under the flood bench that cost more than the sweep. A connection still waiting for its first head is
  // dropped as the sweep drops it; every other client error gets Node's own answer.
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    if (err.code !== 'ERR_HTTP_REQUEST_TIMEOUT' || !awaitingHead.has(socket)) return answerClientError(err, socket);
    awaitingHead.delete(socket);
    drop(socket);
  });

  const inFlight = new Map<string, number>();
  return {
    /** For requests through a trusted proxy: false (answered 429) when their client has too many in progress. */
    admit(req: http.IncomingMessage, res: http.ServerResponse): boolean {
      if (!peerIsTrustedProxy(plainAddress(req.socket.remoteAddress), trust)) return true;
      const client = clientKeyOf(req, trust);
      if ((inFlight.get(client) ?? 0) >= limits.perAddress) {
        warn('forwarded', { address: client, limit: limits.perAddress }, 'request refused: too many requests in progress from one forwarded address (MAX_CONNECTIONS_PER_ADDRESS)');
        res.writeHead(429, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '5', connection: 'close' });
        res.end(JSON.stringify({ ...answerWith(wording('input', 'TOO_MANY_CONNECTIONS')), code: 'TOO_MANY_CONNECTIONS' }));
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
