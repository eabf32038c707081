import type { Refusal } from '@onbir/shared/messages/refusal';
import type { PresenterCode } from '@onbir/shared/messages/presenter';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { codeFrom } from '@onbir/shared/presenter/code';
import { initialState, liveRefusal, type LiveState } from '@onbir/shared/presenter/state';
import type { Config } from '../../config';

/**
 * The live sessions this process holds, in memory only. With several processes each holds a copy of
 * every session (liveRelay.ts keeps them in step); a session ends everywhere when its presenter ends it
 * or it has been idle for LIVE_IDLE_MS, and nothing of it is kept.
 */

export interface Session {
  code: string;
  /** SHA-256 of the presenter's token: the token itself is never kept. */
  tokenHash: string;
  state: LiveState;
  /** Last op of the presenter (or heartbeat), on this process's clock. */
  lastActive: number;
  /** Viewers on each process, by instance id (this process's own counted from its sockets). */
  viewers: Map<string, number>;
  /** Where it was opened from (the per-address and per-network caps), carried to every process's copy. */
  source?: SessionSource;
  /** Since when its presenter's connection has been gone (this process's clock); unset while present. */
  awaySince?: number;
}

/** Where a presenter opened a session from: its address key and its network (http/clientAddress.ts). */
export interface SessionSource {
  address: string;
  subnet: string;
}

/** A session as it travels to another process. */
export interface SessionExport {
  code: string;
  tokenHash: string;
  state: LiveState;
  idleMs: number;
  viewers: [string, number][];
  source?: SessionSource;
}

export type SessionLimits = Pick<Config, 'LIVE_SESSIONS_MAX' | 'LIVE_SESSIONS_PER_ADDRESS' | 'LIVE_SESSIONS_PER_SUBNET' | 'LIVE_IDLE_MS' | 'LIVE_PRESENTER_GRACE_MS' | 'LIVE_MAX_VIEWERS' | 'LIVE_MAX_BOARD_BYTES' | 'LIVE_MAX_STILL_BYTES'>;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class LiveSessions {
  private sessions = new Map<string, Session>();
  /**
   * Sessions held per address and per network, kept as sessions come and go: a burst of hundreds of
   * `live:start`s (issue 37's floods) checks its caps in constant time instead of reading every session.
   */
  private fromAddress = new Map<string, number>();
  private fromSubnet = new Map<string, number>();

  constructor(
    readonly limits: SessionLimits,
    private now: () => number = Date.now,
    private random: (n: number) => Uint8Array = (n) => randomBytes(n),
  ) {}

  get size(): number {
    return this.sessions.size;
  }

  get(code: string): Session | undefined {
    return this.sessions.get(code);
  }

  all(): IterableIterator<Session> {
    return this.sessions.values();
  }

  /**
   * A new session for a presenter at `source`: its code and the token only the presenter gets. Opened
   * sessions are counted per address and per network over every process's sessions (each process holds a
   * copy of all), so a few hundred rented addresses cannot reach LIVE_SESSIONS_MAX.
   */
  create(source: SessionSource): { session: Session; token: string } | Refusal<PresenterCode> {
    if (this.sessions.size >= this.limits.LIVE_SESSIONS_MAX) return liveRefusal('LIVE_SERVER_FULL');
    if ((this.fromAddress.get(source.address) ?? 0) >= this.limits.LIVE_SESSIONS_PER_ADDRESS) return liveRefusal('LIVE_TOO_MANY_SESSIONS', { max: this.limits.LIVE_SESSIONS_PER_ADDRESS });
    if ((this.fromSubnet.get(source.subnet) ?? 0) >= this.limits.LIVE_SESSIONS_PER_SUBNET) return liveRefusal('LIVE_TOO_MANY_SESSIONS_FROM_NETWORK', { max: this.limits.LIVE_SESSIONS_PER_SUBNET });
    let code = codeFrom(this.random);
    while (this.sessions.has(code)) code = codeFrom(this.random);
    const token = Buffer.from(this.random(32)).toString('base64url');
    const now = this.now();
    const session: Session = { code, tokenHash: hashToken(token), state: initialState(now), lastActive: now, viewers: new Map(), source };
    this.hold(session);
    return { session, token };
  }

  /** Whether `token` is the presenter's (compared in constant time). */
  isPresenter(session: Session, token: string): boolean {
    return timingSafeEqual(Buffer.from(hashToken(token), 'hex'), Buffer.from(session.tokenHash, 'hex'));
  }

  touch(session: Session): void {
    session.lastActive = this.now();
  }

  export(session: Session): SessionExport {
    return { code: session.code, tokenHash: session.tokenHash, state: session.state, idleMs: this.now() - session.lastActive, viewers: [...session.viewers], source: session.source };
  }

  /** Takes in another process's copy; false when this process is full. */
  adopt(e: SessionExport): Session | null {
    const known = this.sessions.get(e.code);
    if (known) {
      known.state = e.state;
      return known;
    }
    if (this.sessions.size >= this.limits.LIVE_SESSIONS_MAX) return null;
    const now = this.now();
    const session: Session = { code: e.code, tokenHash: e.tokenHash, state: e.state, lastActive: now - e.idleMs, viewers: new Map(e.viewers), source: e.source, awaySince: e.state.presenter ? undefined : now };
    this.hold(session);
    return session;
  }

  private hold(session: Session): void {
    this.sessions.set(session.code, session);
    this.countSource(session.source, 1);
  }

  private countSource(source: SessionSource | undefined, by: 1 | -1): void {
    if (!source) return;
    for (const [map, key] of [[this.fromAddress, source.address], [this.fromSubnet, source.subnet]] as const) {
      const n = (map.get(key) ?? 0) + by;
      if (n > 0) map.set(key, n);
      else map.delete(key);
    }
  }

  remove(code: string): Session | undefined {
    const s = this.sessions.get(code);
    if (!s) return undefined;
    this.sessions.delete(code);
    this.countSource(s.source, -1);
    return s;
  }

  viewerCount(session: Session): number {
    let n = 0;
    for (const v of session.viewers.values()) n += v;
    return n;
  }

  /**
   * Sessions idle for longer than LIVE_IDLE_MS, or whose presenter has been gone for longer than
   * LIVE_PRESENTER_GRACE_MS: a burst of sessions from closed sockets gives its places back within the grace.
   */
  expired(): Session[] {
    const now = this.now();
    const idle = now - this.limits.LIVE_IDLE_MS;
    const gone = now - this.limits.LIVE_PRESENTER_GRACE_MS;
    return [...this.sessions.values()].filter((s) => s.lastActive < idle || (s.awaySince !== undefined && s.awaySince < gone));
  }
}
