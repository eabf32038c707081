import type { Board } from '@onbir/shared/board/model';
import type { BoardView } from '@onbir/shared/board/view';
import { encodeBoard } from '@onbir/shared/board/serialize';
import { boardMoves } from '@onbir/shared/presenter/moves';
import { boardOps, type MoveOp, type PlayOp } from '@onbir/shared/presenter/protocol';
import type { BoardStore } from '../boardCore';
import { LiveConnection, type PresenterEvents } from './liveConnection';
import { PayloadPacer, type PayloadSent } from './payloadPacer';

/** A drag's positions go out at most this often (a frame and a half at 60 Hz). */
const MOVE_MS = 25;
/** The whole board follows a drag once it has rested this long (it carries the trail). */
const SETTLE_MS = 400;
/** Scrubbing sends the time at most this often. */
const SCRUB_MS = 50;
/** The board itself at most this often, and at most ~20 kB a second for a large one. */
const BOARD_MIN_MS = 250;
const BOARD_BYTES_PER_S = 20_000;

/**
 * The presenter's side of a live session: the board page's store, followed. A drag goes out at once as
 * moves of the dragged pieces; any other change sends the whole board (its share payload, in chunks
 * when large); playback and scrubbing send the playback clock. Every op is numbered, so the server
 * keeps moves made after a board was captured on top of it.
 */
export class PresenterLink {
  private live: LiveConnection;
  private last: Board;
  /** The view last sent: viewers see the pitch as it is presented (its view, stripes, measurements). */
  private lastView: BoardView;
  private lastPlay: { t: number | null; on: boolean; speed: PlayOp['speed']; loop: boolean } = { t: null, on: false, speed: 1, loop: false };
  private lastPlaySent = 0;
  private moves = new Map<number, MoveOp['p'][number]>();
  private timers: Record<'move' | 'settle' | 'scrub', ReturnType<typeof setTimeout> | undefined> = {
    move: undefined,
    settle: undefined,
    scrub: undefined,
  };
  private lastMove = 0;
  private board: PayloadPacer;
  private settings: { speed: PlayOp['speed']; loop: boolean } = { speed: 1, loop: false };
  private unsubscribe: (() => void) | null = null;

  constructor(
    private store: BoardStore,
    events: PresenterEvents,
  ) {
    this.last = store.board;
    this.lastView = store.view;
    this.live = new LiveConnection(events, { sync: () => this.sendAll(), stopped: () => this.stopFollowing() });
    this.board = new PayloadPacer({ minMs: BOARD_MIN_MS, charsPerS: BOARD_BYTES_PER_S }, () => this.sendBoard(), (m) => events.notice(m));
  }

  get code(): string {
    return this.live.code;
  }

  /** Opens the session and follows the board: its code. */
  async start(): Promise<string> {
    this.unsubscribe = this.store.subscribe(() => this.follow());
    return this.live.start();
  }

  private sendAll() {
    this.last = this.store.board;
    this.lastView = this.store.view;
    void this.board.now();
    this.sendPlay(true);
  }

  /** The store changed: moves, the whole board, its view, or the playback clock. */
  private follow() {
    if (!this.live.code) return;
    const board = this.store.board;
    if (this.store.view !== this.lastView) {
      this.lastView = this.store.view;
      this.board.schedule();
    }
    if (board !== this.last) {
      const moved = boardMoves(this.last, board);
      this.last = board;
      if (moved === null) this.board.schedule();
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
      if (p.length) this.live.op({ k: 'move', n: this.live.next(), p });
    }, wait);
    clearTimeout(this.timers.settle);
    this.timers.settle = setTimeout(() => this.board.schedule(), SETTLE_MS);
  }

  /** The whole board, captured when it leaves (moves numbered after it stay on top of it on the server). */
  private async sendBoard(): Promise<PayloadSent> {
    if (this.live.closed) return null;
    const n = this.live.next();
    const data = await encodeBoard(this.store.board, this.store.view);
    return { chars: data.length, res: await this.live.sendChunks(boardOps(n, data)) };
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
      this.live.op({ k: 'play', n: this.live.next(), ...this.lastPlay, t: this.lastPlay.t === null ? null : Math.max(0, this.lastPlay.t) });
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
    this.live.setLock(on);
  }

  /** One piece of a laser stroke, in pitch decimetres; never stored. */
  laser(stroke: number, points: number[]) {
    this.live.laser(stroke, points);
  }

  /** Ends the session for everyone, after sending the board as it is now (the viewers' copy). */
  async end(): Promise<void> {
    if (this.live.closed) return;
    for (const t of Object.values(this.timers)) clearTimeout(t);
    await this.board.now();
    await this.live.end();
  }

  /** The page is going away: the session ends at once for everyone, with the board as last sent. */
  abandon() {
    this.live.abandon();
  }

  stop() {
    this.live.stop();
  }

  private stopFollowing() {
    for (const t of Object.values(this.timers)) clearTimeout(t);
    this.board.cancel();
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}
