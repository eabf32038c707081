import { convertLayout } from '@onbir/shared/board/board';
import type { LayoutKind } from '@onbir/shared/board/layout';
import type { Board } from '@onbir/shared/board/model';
import { decodeShared } from '@onbir/shared/board/serialize';
import { DEFAULT_VIEW, type BoardView } from '@onbir/shared/board/view';
import { STEP_MS, stepsOf, type Step } from '@onbir/shared/board/steps';
import { refusalOf } from '@onbir/shared/messages/refusal';
import { withMoves } from '@onbir/shared/presenter/moves';
import type { LiveEnded } from '@onbir/shared/presenter/protocol';
import { applyPatch, playTimeAt, viewerStateOf, type ViewerState } from '@onbir/shared/presenter/state';
import { LaserTrail } from './laserTrail';
import { connectLive, type LiveSocket } from './liveSocket';
import type { Shown } from '../../lib/i18n/RefusalText';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'ended' | 'refused';

/** What the viewer's controls show; a new object only when one of these changes. */
export interface LiveSummary {
  status: LiveStatus;
  message: Shown | null;
  viewers: number;
  locked: boolean;
  presenter: boolean;
  hasBoard: boolean;
  /** The video page's held frame with its drawings (an image's address), null when none is held. */
  still: string | null;
  /** A video session whose clip plays: no frame is held. */
  videoPlaying: boolean;
  stepCount: number;
  /** The step time shown (rounded to a tenth), null while the presenter edits a step. */
  t: number | null;
  /** The step shown (0-based). */
  step: number;
  exploring: boolean;
  playing: boolean;
  ended: LiveEnded | null;
}

/**
 * A viewer's live session, outside React: the state as the server sends it (patches in order, the whole
 * state again after a gap or a reconnect), the board decoded for this screen, the viewer's own exploring
 * (when the presenter allows it) and the laser's trail. The canvas repaints from it on every change.
 */
export class LiveView {
  state: ViewerState | null = null;
  readonly laser = new LaserTrail();
  ended: LiveEnded | null = null;
  private base: Board | null = null;
  /** The presenter's view, sent with the board: the viewer sees the pitch as it is presented. */
  private baseView: BoardView = DEFAULT_VIEW;
  private baseN = -1;
  private status: LiveStatus = 'connecting';
  private message: Shown | null = null;
  private explore: { t: number; on: boolean; at: number } | null = null;
  private socket: LiveSocket | null = null;
  private listeners = new Set<() => void>();
  private summary: LiveSummary;
  private stillCache: { data: string; src: string | null } = { data: '', src: null };
  private cache: { base: Board | null; moves: unknown; board: Board | null; steps: Step[] } = { base: null, moves: null, board: null, steps: [] };

  constructor(
    readonly code: string,
    private layout: LayoutKind,
  ) {
    this.summary = this.computeSummary();
  }

  connect() {
    const socket = connectLive();
    this.socket = socket;
    socket.on('connect', () => void this.watch());
    socket.on('disconnect', () => {
      if (this.status === 'live') this.set({ status: 'reconnecting' });
    });
    socket.on('connect_error', (err) => {
      if (this.status !== 'ended') this.set({ status: 'reconnecting', message: err.message || null });
    });
    socket.on('live:patch', (p) => {
      if (!this.state) return;
      const next = applyPatch(this.state, p, performance.now());
      if (!next) return void this.watch();
      this.take(next);
    });
    socket.on('live:state', (s) => this.take(viewerStateOf(s, performance.now())));
    socket.on('live:viewers', (n) => this.state && this.take({ ...this.state, viewers: n }));
    socket.on('live:laser', (l) => {
      const pts = [];
      for (let i = 0; i < l.p.length; i += 2) pts.push({ x: l.p[i] / 10, y: l.p[i + 1] / 10 });
      this.laser.add(l.s, pts, performance.now());
      this.emit();
    });
    socket.on('live:ended', (e) => this.finish(e));
  }

  private async watch() {
    const res = await this.socket!.emitWithAck('live:watch', { code: this.code });
    if (!res.ok) return this.set({ status: 'refused', message: res.message });
    this.set({ status: 'live', message: null });
    this.take(viewerStateOf(res.snapshot, performance.now()));
  }

  private finish(e: LiveEnded) {
    this.ended = e;
    this.explore = null;
    // The final board is the viewer's copy: shown as the presenter left it.
    if (e.board && this.state) this.state = { ...this.state, board: { n: Number.MAX_SAFE_INTEGER, data: e.board }, moves: {}, play: { ...this.state.play, t: null, on: false } };
    if (e.board) void this.decode(Number.MAX_SAFE_INTEGER, e.board);
    this.set({ status: 'ended', message: e.message });
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
  }

  private take(next: ViewerState) {
    const was = this.state;
    this.state = next;
    if (next.locked && !was?.locked) this.explore = null;
    if (next.board && next.board.n !== this.baseN) void this.decode(next.board.n, next.board.data);
    this.emit();
  }

  private async decode(n: number, data: string) {
    this.baseN = n;
    const shared = await decodeShared(data);
    if (this.baseN !== n) return;
    if (!shared) return this.set({ message: refusalOf('LIVE_BAD_REQUEST') });
    this.base = convertLayout(shared.board, this.layout);
    this.baseView = { ...DEFAULT_VIEW, ...shared.view };
    this.emit();
  }

  setLayout(kind: LayoutKind) {
    if (kind === this.layout) return;
    this.layout = kind;
    if (this.base) this.base = convertLayout(this.base, kind);
    this.emit();
  }

  /** The board as the presenter has it now (moves since its last capture included). */
  board(): Board | null {
    const c = this.cache;
    const moves = this.ended ? {} : (this.state?.moves ?? {});
    if (c.base !== this.base || c.moves !== moves) {
      c.base = this.base;
      c.moves = moves;
      c.board = this.base && withMoves(this.base, moves);
      c.steps = c.board ? stepsOf(c.board) : [];
    }
    return c.board;
  }

  /** How the presenter looks at the board (pitch view, stripes, measurements, trails). */
  look(): BoardView {
    return this.baseView;
  }

  steps(): Step[] {
    this.board();
    return this.cache.steps;
  }

  /** The step time to draw at `now` (null: the step being edited, as the board holds it). */
  playT(now: number): number | null {
    const last = Math.max(0, this.steps().length - 1);
    if (this.explore) {
      const { t, on, at } = this.explore;
      return on ? Math.min(last, t + (now - at) / STEP_MS) : Math.min(t, last);
    }
    return this.state && !this.ended ? playTimeAt(this.state.play, now, last) : null;
  }

  /** Whether the picture changes by itself (a playback running). */
  running(now: number): boolean {
    if (this.explore) return this.explore.on && (this.playT(now) ?? 0) < this.steps().length - 1;
    return Boolean(this.state?.play.on && !this.ended);
  }

  // ——— the viewer's own exploring, when the presenter has not locked it ———

  private canExplore() {
    return Boolean(this.state && !this.state.locked && !this.ended && this.steps().length > 1);
  }

  exploreAt(t: number) {
    if (!this.canExplore()) return;
    this.explore = { t: Math.max(0, t), on: false, at: performance.now() };
    this.emit();
  }

  explorePlay() {
    if (!this.canExplore()) return;
    const now = performance.now();
    const from = this.playT(now) ?? this.board()!.current;
    this.explore = { t: from >= this.steps().length - 1 ? 0 : from, on: true, at: now };
    this.emit();
  }

  explorePause() {
    if (!this.explore) return;
    this.explore = { t: this.playT(performance.now()) ?? 0, on: false, at: performance.now() };
    this.emit();
  }

  /** "Canlıya dön": back to what the presenter shows. */
  backToLive() {
    this.explore = null;
    this.emit();
  }

  // ——— the store ———

  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => void this.listeners.delete(fn);
  };

  getSummary = () => this.summary;

  private set(patch: { status?: LiveStatus; message?: Shown | null }) {
    if (patch.status) this.status = patch.status;
    if (patch.message !== undefined) this.message = patch.message;
    this.emit();
  }

  emit() {
    const next = this.computeSummary();
    const prev = this.summary;
    if ((Object.keys(next) as (keyof LiveSummary)[]).some((k) => next[k] !== prev[k])) this.summary = next;
    for (const fn of this.listeners) fn();
  }

  /** Called by the canvas every frame while something runs, so the scrubber follows. */
  tick() {
    this.emit();
  }

  private computeSummary(): LiveSummary {
    const s = this.state;
    const board = this.board();
    const t = this.playT(performance.now());
    return {
      status: this.status,
      message: this.message,
      viewers: s?.viewers ?? 0,
      locked: s?.locked ?? false,
      presenter: s?.presenter ?? true,
      hasBoard: board !== null,
      still: this.stillSrc(),
      videoPlaying: s?.still?.data === '',
      stepCount: this.steps().length,
      t: t === null ? null : Math.round(t * 10) / 10,
      step: t === null ? (board?.current ?? 0) : Math.min(this.steps().length - 1, Math.floor(t + 1e-6)),
      exploring: this.explore !== null,
      playing: this.explore ? this.explore.on : Boolean(s?.play.on),
      ended: this.ended,
    };
  }

  /** The still as an image address, made once per still (a JPEG in base64url on the wire). */
  private stillSrc(): string | null {
    const data = this.state?.still?.data ?? '';
    if (data !== this.stillCache.data) {
      const base64 = data.replace(/-/g, '+').replace(/_/g, '/');
      this.stillCache = { data, src: data ? `data:image/jpeg;base64,${base64}${'='.repeat((4 - (base64.length % 4)) % 4)}` : null };
    }
    return this.stillCache.src;
  }

  close() {
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
    this.listeners.clear();
  }
}
