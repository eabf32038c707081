import type { Namespace, Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Sessions } from '../modules/auth/sessions';
import type { RedisClient } from './redis';

/**
 * Connection state recovery (docs/architecture.md, 'Realtime across processes and dropped connections'): a
 * socket that lost its transport (not one that said goodbye) may come back within RECOVERY_WINDOW_MS with
 * its id, its rooms and every broadcast it missed, replayed in order. With Redis the missed broadcasts come from the Redis Streams adapter's stream
 * (at most about REDIS_STREAM_MAX_LEN entries: docs/configuration.md), so a socket may come back on another
 * process; without Redis from the in-memory adapter's buffer of the window's broadcasts.
 */
export const RECOVERY_WINDOW_MS = 2 * 60_000;
/**
 * The stream's key, and the prefix of the adapter's pub/sub channels and kept sessions: the application's,
 * not the library's defaults, which any other Socket.IO server on the same Redis (the pub/sub adapter among
 * them) uses and would mix its messages and server counts with ours.
 */
export const STREAM_NAME = 'onbir:socket.io';

/** What a socket keeps across a recovery: who it is, and which token it was let in with (socketAuth.ts). */
interface RecoveredData {
  userId?: string;
  tokenVersion?: number;
  tokenExpiresAt?: number;
}

/**
 * The Redis Streams adapter on `redis` (it opens its own reading and subscribing connections), its stream
 * trimmed to about `maxLen` entries: a recovery whose last offset was trimmed away is no recovery (a reload).
 */
export function streamsAdapter(redis: RedisClient, maxLen: number) {
  return createAdapter(redis, { streamName: STREAM_NAME, channelPrefix: STREAM_NAME, sessionKeyPrefix: `${STREAM_NAME}:session:`, maxLen });
}

type Adapter = Namespace['adapter'];
interface BroadcastOptions {
  rooms: Set<string>;
  except?: Set<string>;
  flags?: { volatile?: boolean };
}
interface Packet {
  type: number;
  id?: number;
  data: unknown[];
}
/**
 * Adapter internals, private in its types: every packet delivered to this process's sockets, broadcast here
 * or relayed from another process, is encoded (_encode) and then handed to the sockets of its rooms (apply).
 */
interface Delivering {
  _encode(packet: Packet, opts: unknown): unknown;
  apply(opts: BroadcastOptions, callback: (socket: unknown) => void): void;
}
type Session = NonNullable<Awaited<ReturnType<Adapter['restoreSession']>>>;

/** The adapter's event packets that a session's replay would hold (the adapters keep no acks and no volatiles). */
function replayable(packet: Packet, opts: BroadcastOptions, rooms: string[]): boolean {
  if (packet.type !== 2 || packet.id !== undefined || opts.flags?.volatile !== undefined) return false;
  const included = opts.rooms.size === 0 || rooms.some((room) => opts.rooms.has(room));
  return included && !rooms.some((room) => opts.except?.has(room));
}

/** The adapter's broadcasts, each told to the listeners as it reaches this process's sockets. */
function deliveries(adapter: Adapter): Set<(packet: Packet, opts: BroadcastOptions) => void> {
  const listeners = new Set<(packet: Packet, opts: BroadcastOptions) => void>();
  const inner = adapter as unknown as Delivering;
  const encode = inner._encode.bind(adapter);
  const apply = inner.apply.bind(adapter);
  let encoded: Packet | undefined;
  inner._encode = (packet, opts) => {
    encoded = packet;
    return encode(packet, opts);
  };
  inner.apply = (opts, callback) => {
    // apply also serves fetchSockets and the like: only a call right after an _encode is a broadcast.
    const packet = encoded;
    encoded = undefined;
    if (packet) listeners.forEach((seen) => seen(packet, opts));
    apply(opts, callback);
  };
  return listeners;
}

/**
 * Socket.IO writes a recovered session's missed packets to the wire as it makes the socket, before its
 * middlewares run: left alone, a client whose session ended while it was away (password changed, "Tüm
 * oturumlardan çık") would be sent up to two minutes of its rooms before its handshake is refused. So a
 * session is recovered only if its token is still current; the middlewares (socketAuth) still check the new
 * handshake. A broadcast to the session's rooms while the check waits on the database would reach no
 * socket (a socket joins its namespace only after its middlewares): it joins the replay instead.
 */
export function guardRecovery(adapter: Adapter, sessions: Sessions): void {
  const listeners = deliveries(adapter);
  const restore = adapter.restoreSession.bind(adapter);
  adapter.restoreSession = async (pid, offset) => {
    const session = await restore(pid, offset);
    const data = (session?.data ?? {}) as RecoveredData;
    // No session (expired, or its offset trimmed away), or the board's live namespace: no accounts to check.
    if (!session || data.userId === undefined) return session;
    // Thrown, the refusal makes Socket.IO start a new session: the client reloads what it shows.
    if (data.tokenExpiresAt !== undefined && data.tokenExpiresAt <= Date.now()) throw new Error('token expired');
    const late = lateDeliveries(session);
    listeners.add(late);
    try {
      if (!(await sessions.isCurrent({ id: data.userId, username: '', ver: data.tokenVersion ?? 0 }))) throw new Error('session ended');
      return session;
    } finally {
      listeners.delete(late);
    }
  };
}

/** Appends to the session's replay what reaches this process for its rooms, unless the replay has it (by offset). */
function lateDeliveries(session: Session) {
  const offsets = new Set(session.missedPackets.map((data) => data.at(-1)));
  return (packet: Packet, opts: BroadcastOptions) => {
    if (!replayable(packet, opts, session.rooms) || offsets.has(packet.data.at(-1))) return;
    offsets.add(packet.data.at(-1));
    session.missedPackets.push(packet.data);
  };
}

/** Every namespace's adapter guarded, those made later too (the board's live namespace). Call after io.adapter(). */
export function guardEveryNamespace(io: Server, sessions: Sessions): void {
  guardRecovery(io.of('/').adapter, sessions);
  io.on('new_namespace', (nsp) => guardRecovery(nsp.adapter, sessions));
}
