import type { Namespace, Socket } from 'socket.io';
import type { AnyOp } from '@onbir/shared/presenter/protocol';
import type { LiveClientToServer, LiveServerToClient } from '@onbir/shared/realtime/events';
import type { SessionExport } from './liveSessions';

/** What a live socket is: the presenter of a session, or one of its viewers (none before it asks). */
export interface LiveSocketData {
  code?: string;
  role?: 'presenter' | 'viewer';
}

/**
 * Between server processes, through the Socket.IO Redis adapter: each process keeps a copy of every
 * session, so it serves its own viewers and can take over a presenter whose connection lands on it.
 */
export interface LiveServerSide {
  /** A session was opened: every process takes a copy. */
  'live:open': (session: SessionExport) => void;
  /** An op applied by the presenter's process, and the seq it made. */
  'live:op': (code: string, op: AnyOp, seq: number) => void;
  /** How many viewers a process has in a session. */
  'live:count': (code: string, instance: string, viewers: number) => void;
  /** The presenter (re)attached on a process: any other process lets its old connection go. */
  'live:presenter': (code: string, instance: string) => void;
  'live:end': (code: string, reason: 'ended' | 'expired') => void;
  /** A process without a copy (started later, or out of step) asks for one. */
  'live:sync': (code: string, ack: (session: SessionExport | null) => void) => void;
}

export type LiveNamespace = Namespace<LiveClientToServer, LiveServerToClient, LiveServerSide, LiveSocketData>;
export type LiveSocket = Socket<LiveClientToServer, LiveServerToClient, LiveServerSide, LiveSocketData>;

export const roomOf = (code: string) => `live:${code}`;

/**
 * Unbinds an ended session's viewers (each socket of its room on this process), so they may watch another.
 * The room's members, not every socket of the process: a burst of 500 ends among 1,000 live sockets (issue
 * 37's floods) read half a million sockets that way, the event loop stalled for up to a second.
 */
export function releaseViewers(nsp: LiveNamespace, code: string): void {
  for (const id of nsp.adapter.rooms.get(roomOf(code)) ?? []) {
    const viewer = nsp.sockets.get(id);
    if (viewer) viewer.data = {};
  }
}
