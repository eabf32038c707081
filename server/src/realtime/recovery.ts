import type { Namespace, Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Sessions } from '../modules/auth/sessions';
import type { RedisClient } from './redis';

/**
 * Connection state recovery (docs/architecture.md, 'Realtime'): a socket that lost its transport (not one
 * that said goodbye) may come back within RECOVERY_WINDOW_MS with its id, its rooms and every broadcast it
 * missed, replayed in order. With Redis the missed broadcasts come from the Redis Streams adapter's stream
 * (at most about STREAM_MAX_LEN entries), so a socket may come back on another process; without Redis from
 * the in-memory adapter's buffer of the window's broadcasts.
 */
export const RECOVERY_WINDOW_MS = 2 * 60_000;
/** The stream's length: a recovery whose last offset was trimmed away is no recovery (a full reload instead). */
export const STREAM_MAX_LEN = 10_000;
/** The stream's Redis key, named for the application rather than the library's default. */
export const STREAM_NAME = 'onbir:socket.io';

/** What a socket keeps across a recovery: who it is, and which token it was let in with (socketAuth.ts). */
interface RecoveredData {
  userId?: string;
  tokenVersion?: number;
  tokenExpiresAt?: number;
}

type Adapter = Namespace['adapter'];
interface BroadcastOptions {
  rooms: Set<string>;
}
/** Adapter.apply: private in its types, but where every delivery to this process's sockets goes, local or relayed. */
interface Delivering {
  apply(opts: BroadcastOptions, callback: (socket: unknown) => void): void;
}

/** The Redis Streams adapter on `redis` (it opens its own reading and subscribing connections). */
export function streamsAdapter(redis: RedisClient) {
  return createAdapter(redis, { streamName: STREAM_NAME, maxLen: STREAM_MAX_LEN });
}

/**
 * Socket.IO writes a recovered session's missed packets to the wire as it makes the socket, before its
 * middlewares run: left alone, a client whose session ended while it was away (password changed, "Tüm
 * oturumlardan çık") would be sent up to two minutes of its rooms before its handshake is refused. So a
 * session is recovered only if its token is still current; the middlewares (socketAuth) still check the new
 * handshake. A broadcast to the session's rooms while the check waits on the database would reach no
 * socket (a socket joins its namespace only after its middlewares): such a check is no recovery, and the
 * client reloads.
 */
export function guardRecovery(adapter: Adapter, sessions: Sessions): void {
  const watching = new Set<(opts: BroadcastOptions) => void>();
  const delivering = adapter as unknown as Delivering;
  const apply = delivering.apply.bind(adapter);
  delivering.apply = (opts, callback) => {
    watching.forEach((seen) => seen(opts));
    apply(opts, callback);
  };
  const restore = adapter.restoreSession.bind(adapter);
  adapter.restoreSession = async (pid, offset) => {
    const session = await restore(pid, offset);
    const data = (session?.data ?? {}) as RecoveredData;
    // No session (expired, or its offset trimmed away), or the board's live namespace: no accounts to check.
    if (!session || data.userId === undefined) return session;
    // Thrown, the refusal makes Socket.IO start a new session: the client reloads what it shows.
    if (data.tokenExpiresAt !== undefined && data.tokenExpiresAt <= Date.now()) throw new Error('token expired');
    let missed = false;
    const seen = (opts: BroadcastOptions) => {
      if (opts.rooms.size === 0 || session.rooms.some((room) => opts.rooms.has(room))) missed = true;
    };
    watching.add(seen);
    try {
      if (!(await sessions.isCurrent({ id: data.userId, username: '', ver: data.tokenVersion ?? 0 }))) throw new Error('session ended');
      if (missed) throw new Error('a broadcast went by during the check');
      return session;
    } finally {
      watching.delete(seen);
    }
  };
}

/** Every namespace's adapter guarded, those made later too (the board's live namespace). Call after io.adapter(). */
export function guardEveryNamespace(io: Server, sessions: Sessions): void {
  guardRecovery(io.of('/').adapter, sessions);
  io.on('new_namespace', (nsp) => guardRecovery(nsp.adapter, sessions));
}
