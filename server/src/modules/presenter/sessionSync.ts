import type { Logger } from '../../logger';
import type { LiveSessions, Session, SessionExport } from './liveSessions';
import type { LiveNamespace } from './liveTypes';

/**
 * A copy of a session from the other processes, for a process that has none (it started later) or whose
 * copy fell out of step: every process answers with its copy (or null) and the one furthest along is
 * taken. One request per session at a time; without Redis there is no one to ask.
 */
export class SessionSync {
  private pending = new Map<string, Promise<Session | undefined>>();

  constructor(
    private nsp: LiveNamespace,
    private sessions: LiveSessions,
    private relay: boolean,
    private log: Logger,
  ) {}

  fetch(code: string): Promise<Session | undefined> {
    if (!this.relay) return Promise.resolve(undefined);
    let p = this.pending.get(code);
    if (p === undefined) {
      p = this.nsp
        .serverSideEmitWithAck('live:sync', code)
        .then((copies: (SessionExport | null)[]) => {
          const best = copies.filter((c): c is SessionExport => c !== null).sort((a, b) => b.state.seq - a.state.seq)[0];
          return best ? (this.sessions.adopt(best) ?? undefined) : undefined;
        })
        .catch((err: Error) => {
          this.log.warn({ code, err: err.message }, 'live session sync failed');
          return undefined;
        })
        .finally(() => this.pending.delete(code));
      this.pending.set(code, p);
    }
    return p;
  }
}
