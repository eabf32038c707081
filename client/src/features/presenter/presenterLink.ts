import type { Board } from '@onbir/shared/board/model';
import type { BoardView } from '@onbir/shared/board/view';
import { encodeBoard } from '@onbir/shared/board/serialize';
import { boardMoves } from '@onbir/shared/presenter/moves';
import { boardOps, type LiveEnded, type LiveOp, type MoveOp, type PlayOp } from '@onbir/shared/presenter/protocol';
import type { BoardStore } from '../boardCore';
import { connectLive, type LiveSocket } from './liveSocket';
import { refusalOf, type Refusal } from '@onbir/shared/messages/refusal';
import type { PresenterCode } from '@onbir/shared/messages/presenter';

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

/** A drag's positions go out at most this often (a frame and a half at 60 Hz). */
const MOVE_MS = 25;
/** The whole board follows a drag once it has rested this long (it carries the trail). */
const SETTLE_MS = 400;
/** Scrubbing sends the time at most this often. */
const SCRUB_MS = 50;
/** The board itself at most this often, and at most ~20 kB a second for a large one. */
const BOARD_MIN_MS = 250;
const BOARD_BYTES_PER_S = 20_000;
/** Keeps the session from ending while the coach talks over an unchanged board (server: LIVE_IDLE_MS). */
const HEARTBEAT_MS = 4 * 60_000;

/**
 * The presenter's side of a live session: the board page's store, followed. A drag goes out at once as
 * moves of the dragged pieces; any other change sends the whole board (its share payload, in chunks
 * when large); playback and scrubbing send the playback clock. Every op is numbered, so the server
 * keeps moves made after a board was captured on top of it.
 */
export class PresenterLink {
  code = '';
  private token = '';
  private socket: LiveSocket | null = null;
  private n = 0;
  private last: Board;
  /** The view last sent: viewers see the pitch as it is presented (its view, stripes, measurements). */
  private lastView: BoardView;
  private lastPlay: { t: number | null; on: boolean; speed: PlayOp['speed']; loop: boolean } = { t: null, on: false, speed: 1, loop: false };
  private lastPlaySent = 0;
  private moves = new Map<number, MoveOp['p'][number]>();
  private timers: Record<'move' | 'settle' | 'board' | 'scrub' | 'beat', ReturnType<typeof setTimeout> | undefined> = {
    move: undefined,
    settle: undefined,
    board: undefined,
    scrub: undefined,
    beat: undefined,
  };
  private lastMove = 0;
  private boardBusy = false;
  private boardAgain = false;
  private lastBoardAt = 0;
  private boardSize = 0;
  private locked = false;
  private settings: { speed: PlayOp['speed']; loop: boolean } = { speed: 1, loop: false };
  private unsubscribe: (() => void) | null = null;
  private closed = false;
  private marks = 0;

  constructor(
    private store: BoardStore,
    private events: PresenterEvents,
  ) {
    this.last = store.board;
    this.lastView = store.view;
  }

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
      socket.once('connect_error', (err) => reject(err.message ? new Error(err.message) : new StartRefused(refusalOf('LIVE_SERVER_FULL'))));
    });
    first = false;
    const res = await socket.emitWithAck('live:start');
    if (!res.ok) {
      this.stop();
      throw new Error(res.message);
    }
    this.code = res.code;
    this.token = res.token;
    this.unsubscribe = this.store.subscribe(() => this.follow());
    this.sendAll();
    this.beat();
    return res.code;
  }

  /** Back after a dropped connection (maybe on another server process): the token says who we are. */
  private async rejoin() {
    const res = await this.socket!.emitWithAck('live:present', { code: this.code, token: this.token });
    if (!res.ok) {
      this.stop();
      this.events.ended({ code: this.code, reason: 'expired', message: res.message, board: null });
      return;
    }
    this.events.viewers(res.viewers);
    this.sendAll();
  }

  private sendAll() {
    this.last = this.store.board;
    this.lastView = this.store.view;
    void this.sendBoard();
    this.sendPlay(true);
    this.op({ k: 'lock', n: ++this.n, on: this.locked });
  }

  private beat() {
    this.timers.beat = setTimeout(() => {
      this.op({ k: 'lock', n: ++this.n, on: this.locked });
      this.beat();
    }, HEARTBEAT_MS);
  }

  private op(op: LiveOp) {
    if (this.closed || !this.socket?.connected) return;
    // When each op left (the latency bench reads these marks).
    if (++this.marks % 5000 === 0) performance.clearMarks('canli:op');
    performance.mark('canli:op', { detail: { n: op.n, k: op.k } });
    this.socket.emit('live:op', op);
  }

  /** The store changed: moves, the whole board, its view, or the playback clock. */
  private follow() {
    const board = this.store.board;
    if (this.store.view !== this.lastView) {
      this.lastView = this.store.view;
      this.scheduleBoard();
    }
    if (board !== this.last) {
      const moved = boardMoves(this.last, board);
      this.last = board;
      if (moved === null) this.scheduleBoard();
      else if (moved.length) {
        for (const m of moved) this.moves.set(m[0], m);
        this.scheduleMoves();
      }
    }
    this.sendPlay(false);
  }

  private scheduleMoves() {
    if (this.timers.move) return;
    const wait = Math.max(0, this.lastMove + MOVE_MS - performance.now());
    this.timers.move = setTimeout(() => {
      this.timers.move = undefined;
      this.lastMove = performance.now();
      const p = [...this.moves.values()];
      this.moves.clear();
      if (p.length) this.op({ k: 'move', n: ++this.n, p });
    }, wait);
    clearTimeout(this.timers.settle);
    this.timers.settle = setTimeout(() => this.scheduleBoard(), SETTLE_MS);
  }

  private scheduleBoard() {
    if (this.boardBusy) {
      this.boardAgain = true;
      return;
    }
    if (this.timers.board) return;
    const gap = Math.max(BOARD_MIN_MS, (this.boardSize / BOARD_BYTES_PER_S) * 1000);
    this.timers.board = setTimeout(() => {
      this.timers.board = undefined;
      void this.sendBoard();
    }, Math.max(0, this.lastBoardAt + gap - performance.now()));
  }

  /** The whole board, captured now (moves numbered after this stay on top of it on the server). */
  private async sendBoard() {
    if (this.closed) return;
    this.boardBusy = true;
    this.lastBoardAt = performance.now();
    const n = ++this.n;
    try {
      const data = await encodeBoard(this.store.board, this.store.view);
      this.boardSize = data.length;
      for (const op of boardOps(n, data)) {
        if (this.closed || !this.socket?.connected) return;
        const res = await this.socket.emitWithAck('live:op', op);
        if (!res.ok) {
          this.events.notice(res.message);
          // Over the budget for now: the board as it will be then goes out once the window has passed.
          if (res.code === 'LIVE_TOO_FAST') this.retryBoard();
          break;
        }
      }
    } finally {
      this.boardBusy = false;
      if (this.boardAgain) {
        this.boardAgain = false;
        this.scheduleBoard();
      }
    }
  }

  private retryBoard() {
    if (this.timers.board) return;
    this.timers.board = setTimeout(() => {
      this.timers.board = undefined;
      void this.sendBoard();
    }, 2000);
  }

  /** Playback: sent when it starts, stops or changes speed, and while scrubbing; a running clock is not sent. */
  private sendPlay(force: boolean) {
    const { playT, playing } = this.store.ui;
    const next = { t: playT, on: playing && playT !== null, speed: this.settings.speed, loop: this.settings.loop };
    const prev = this.lastPlay;
    const changed = next.on !== prev.on || (next.t === null) !== (prev.t === null) || next.speed !== prev.speed || next.loop !== prev.loop;
    const scrubbed = !next.on && next.t !== prev.t;
    if (!force && !changed && !scrubbed) return;
    this.lastPlay = next;
    clearTimeout(this.timers.scrub);
    const send = () => {
      this.lastPlaySent = performance.now();
      this.op({ k: 'play', n: ++this.n, ...this.lastPlay, t: this.lastPlay.t === null ? null : Math.max(0, this.lastPlay.t) });
    };
    if (changed || force || performance.now() - this.lastPlaySent >= SCRUB_MS) send();
    else this.timers.scrub = setTimeout(send, SCRUB_MS);
  }

  /** The page's playback speed and loop (kept in its own state, not the store's). */
  setPlaybackSettings(speed: PlayOp['speed'], loop: boolean) {
    this.settings = { speed, loop };
    this.sendPlay(false);
  }

  setLock(on: boolean) {
    this.locked = on;
    this.op({ k: 'lock', n: ++this.n, on });
  }

  /** One piece of a laser stroke, in pitch decimetres; never stored. */
  laser(stroke: number, points: number[]) {
    if (!this.closed && this.socket?.connected && points.length) this.socket.emit('live:laser', { s: stroke, p: points });
  }

  /** Ends the session for everyone, after sending the board as it is now (the viewers' copy). */
  async end(): Promise<void> {
    if (this.closed || !this.socket) return;
    for (const k of ['move', 'settle', 'board', 'scrub'] as const) clearTimeout(this.timers[k]);
    while (this.boardBusy) await new Promise((r) => setTimeout(r, 20));
    await this.sendBoard();
    await this.socket.timeout(5000).emitWithAck('live:end').catch(() => undefined);
    this.stop();
  }

  /**
   * The page is going away (closed, reloaded: its token goes with it, so the session cannot be taken up
   * again): the session ends at once for everyone, with the board as last sent.
   */
  abandon() {
    if (this.closed || !this.code) return;
    // Two ways out, whichever arrives: a beacon still leaves while the page goes away, and the socket's own
    // disconnect (stop) ends a presenter's session on the server at once.
    navigator.sendBeacon('/api/live/end', new Blob([JSON.stringify({ code: this.code, token: this.token })], { type: 'application/json' }));
    this.stop();
  }

  /** Stops following the board and closes the connection: the server ends a session whose presenter disconnects on purpose. */
  stop() {
    this.closed = true;
    for (const t of Object.values(this.timers)) clearTimeout(t);
    this.unsubscribe?.();
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
  }
}
