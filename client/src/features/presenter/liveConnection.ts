import { refusalOf, type Refusal } from '@onbir/shared/messages/refusal';
import type { PresenterCode } from '@onbir/shared/messages/presenter';
import type { LiveEnded, LiveOp } from '@onbir/shared/presenter/protocol';
import { connectLive, type LiveSocket } from './liveSocket';

/** A start refused before the server answered anything (no room for another session): worded where it is shown. */
export class StartRefused extends Error {
  constructor(readonly refusal: Refusal<PresenterCode>) {
    super(refusal.code);
  }
}

/** How the presenter's page hears from the session. */
export interface PresenterEvents {
  viewers(n: number): void;
  /** A refusal or a lost session, to show on the page: the server's text (in the language on screen) or a refusal to word. */
  notice(message: string | Refusal): void;
  ended(ended: LiveEnded): void;
  /** The connection dropped (true) or came back (false). */
  offline(off: boolean): void;
}

/** What the source presented (the board, the video's still) does when the connection asks. */
export interface PresentedSource {
  /** Sends everything viewers see: after the start and after a reconnect. */
  sync(): void;
  /** The session is over here (ended, abandoned): stop following. */
  stopped(): void;
}

/** How a payload sent in chunks went: sent, refused (its code and words), or not sent (no connection). */
export type ChunksSent = { ok: true } | { ok: false; code: string; message: string } | null;

/** Keeps the session from ending while the coach talks over an unchanged picture (server: LIVE_IDLE_MS). */
const HEARTBEAT_MS = 4 * 60_000;

/**
 * The presenter's connection to a live session, whatever it presents: starting it, numbering and sending
 * ops, coming back after a dropped connection (the token says who we are), the heartbeat, the lock, and
 * the ways out (an end for everyone, a page going away).
 */
export class LiveConnection {
  code = '';
  /** The most characters a still may have on this server (its start's answer). */
  stillChars = 0;
  private token = '';
  private socket: LiveSocket | null = null;
  private n = 0;
  private locked = false;
  private beatTimer: ReturnType<typeof setTimeout> | undefined;
  private marks = 0;
  closed = false;

  constructor(
    private events: PresenterEvents,
    private source: PresentedSource,
  ) {}

  /** Opens the session: its code and the secret that makes this page its presenter. */
  async start(): Promise<string> {
    const socket = connectLive();
    this.socket = socket;
    let first = true;
    socket.on('connect', () => {
      if (first) return;
      this.events.offline(false);
      void this.rejoin();
    });
    socket.on('disconnect', () => !this.closed && this.events.offline(true));
    socket.on('live:viewers', (n) => this.events.viewers(n));
    socket.on('live:notice', (n) => this.events.notice(n));
    socket.on('live:ended', (e) => {
      this.stop();
      this.events.ended(e);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (err) => {
        // No session to come back to: the socket stops trying.
        this.stop();
        reject(err.message ? new Error(err.message) : new StartRefused(refusalOf('LIVE_SERVER_FULL')));
      });
    });
    first = false;
    const res = await socket.emitWithAck('live:start');
    if (!res.ok) {
      this.stop();
      throw new Error(res.message);
    }
    this.code = res.code;
    this.token = res.token;
    this.stillChars = res.stillChars;
    this.syncAll();
    this.beat();
    return res.code;
  }

  private async rejoin() {
    const res = await this.socket!.emitWithAck('live:present', { code: this.code, token: this.token });
    if (!res.ok) {
      this.stop();
      this.events.ended({ code: this.code, reason: 'expired', message: res.message, board: null });
      return;
    }
    this.events.viewers(res.viewers);
    this.syncAll();
  }

  private syncAll() {
    this.source.sync();
    this.op({ k: 'lock', n: this.next(), on: this.locked });
  }

  private beat() {
    this.beatTimer = setTimeout(() => {
      this.op({ k: 'lock', n: this.next(), on: this.locked });
      this.beat();
    }, HEARTBEAT_MS);
  }

  /** The next op number: ops numbered later stay on top of a payload captured earlier. */
  next(): number {
    return ++this.n;
  }

  get connected(): boolean {
    return !this.closed && Boolean(this.socket?.connected);
  }

  /** One op, not waited for. */
  op(op: LiveOp) {
    if (!this.connected) return;
    // When each op left (the latency bench reads these marks).
    if (++this.marks % 5000 === 0) performance.clearMarks('canli:op');
    performance.mark('canli:op', { detail: { n: op.n, k: op.k } });
    this.socket!.emit('live:op', op);
  }

  /** A payload's chunks in order, each answered before the next: the first refusal stops them. */
  async sendChunks(ops: LiveOp[]): Promise<ChunksSent> {
    for (const op of ops) {
      if (!this.connected) return null;
      const res = await this.socket!.emitWithAck('live:op', op);
      if (!res.ok) return res;
    }
    return { ok: true };
  }

  /** A laser stroke's piece: volatile, never stored. */
  laser(stroke: number, points: number[]) {
    if (this.connected && points.length) this.socket!.emit('live:laser', { s: stroke, p: points });
  }

  setLock(on: boolean) {
    this.locked = on;
    this.op({ k: 'lock', n: this.next(), on });
  }

  /** Ends the session for everyone (what the source sent last is what viewers keep). */
  async end(): Promise<void> {
    if (this.closed || !this.socket) return;
    await this.socket.timeout(5000).emitWithAck('live:end').catch(() => undefined);
    this.stop();
  }

  /**
   * The page is going away (closed, reloaded: its token goes with it, so the session cannot be taken up
   * again): the session ends at once for everyone.
   */
  abandon() {
    if (this.closed || !this.code) return;
    // Two ways out, whichever arrives: a beacon still leaves while the page goes away, and the socket's own
    // disconnect (stop) ends a presenter's session on the server at once.
    navigator.sendBeacon('/api/live/end', new Blob([JSON.stringify({ code: this.code, token: this.token })], { type: 'application/json' }));
    this.stop();
  }

  /** Closes the connection: the server ends a session whose presenter disconnects on purpose. */
  stop() {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.beatTimer);
    this.source.stopped();
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
  }
}
