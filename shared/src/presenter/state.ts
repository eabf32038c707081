import { STEP_MS } from '../board/steps';
import type { PresenterCode } from '../messages/presenter';
import { refusalOf, type Refusal, type RefusalParams } from '../messages/refusal';
import { addChunk, type Pending } from './chunks';
import { JPEG_START, type AnyOp, type BoardOp, type LivePatch, type LivePlayWire, type LiveSnapshot, type Placed, type PlayOp, type StillOp } from './protocol';

/**
 * A live session's state and the pure functions that change it. The server keeps one per session (and,
 * with several processes, one copy in each: every process applies the same ops in the same order, so
 * the copies agree and each serves its own viewers). `now` is always passed in: no clock here.
 */

export interface LivePlay {
  t: number | null;
  on: boolean;
  speed: PlayOp['speed'];
  loop: boolean;
  /** When it was set, on the clock of whoever holds this state. */
  at: number;
}

export interface LiveState {
  /** Patches made so far; a viewer's state is in step when it has seen exactly these. */
  seq: number;
  board: { n: number; data: string } | null;
  /** A board arriving in chunks (the presenter's side of the wire only; viewers never see it). */
  pending: Pending | null;
  /** The video page's held frame (empty data while its clip plays); null in a board's session. */
  still: { n: number; data: string } | null;
  stillPending: Pending | null;
  /** Pieces dragged since the board was captured, by id. */
  moves: Record<string, Placed>;
  play: LivePlay;
  locked: boolean;
  presenter: boolean;
}

export const liveRefusal = (code: PresenterCode, params?: RefusalParams): Refusal<PresenterCode> => refusalOf(code, params);

export function initialState(now: number): LiveState {
  return {
    seq: 0,
    board: null,
    pending: null,
    still: null,
    stillPending: null,
    moves: {},
    play: { t: null, on: false, speed: 1, loop: false, at: now },
    locked: false,
    presenter: true,
  };
}

export interface Applied {
  state: LiveState;
  /** What the viewers get; null when nothing they see changed (a chunk of a board still arriving, a stale op). */
  patch: LivePatch | null;
}

/** The most characters a session's board and its still may have (configuration: LIVE_MAX_BOARD_BYTES, LIVE_MAX_STILL_BYTES). */
export interface PayloadLimits {
  board: number;
  still: number;
}

/**
 * One op on the state. Refused: a board or a still whose chunks add up to more than its limit, a still that
 * is not a JPEG. Ignored (no patch): a board, a still or a move older than the one already shown, a chunk of
 * a payload already replaced.
 */
export function applyOp(state: LiveState, op: AnyOp, now: number, limits: PayloadLimits): Applied | Refusal<PresenterCode> {
  const seq = state.seq + 1;
  const same: Applied = { state, patch: null };
  switch (op.k) {
    case 'board':
      return applyBoard(state, op, limits.board);
    case 'still':
      return applyStill(state, op, limits.still);
    case 'move': {
      if (state.board && op.n <= state.board.n) return same;
      const moves = { ...state.moves };
      const p = op.p.filter(([id]) => (moves[id]?.[2] ?? -1) < op.n);
      if (!p.length) return same;
      for (const [id, x, y] of p) moves[id] = [x, y, op.n];
      return { state: { ...state, seq, moves }, patch: { seq, k: 'move', n: op.n, p } };
    }
    case 'play': {
      const play: LivePlay = { t: op.t, on: op.t !== null && op.on, speed: op.speed, loop: op.loop, at: now };
      return { state: { ...state, seq, play }, patch: { seq, k: 'play', play: playWire(play, now) } };
    }
    case 'lock':
      if (op.on === state.locked) return same;
      return { state: { ...state, seq, locked: op.on }, patch: { seq, k: 'lock', on: op.on } };
    case 'presence':
      if (op.on === state.presenter) return same;
      return { state: { ...state, seq, presenter: op.on }, patch: { seq, k: 'presence', on: op.on } };
  }
}

function applyBoard(state: LiveState, op: BoardOp, maxChars: number): Applied | Refusal<PresenterCode> {
  if (state.board && op.n <= state.board.n) return { state, patch: null };
  const r = addChunk(state.pending, op, maxChars);
  if (r.kind === 'bad') return liveRefusal('LIVE_BAD_REQUEST');
  if (r.kind === 'tooBig') return liveRefusal('LIVE_BOARD_TOO_BIG', { kb: Math.round(maxChars / 1024) });
  if (r.kind === 'stale') return { state, patch: null };
  if (r.kind === 'pending') return { state: { ...state, pending: r.pending }, patch: null };
  const seq = state.seq + 1;
  const moves = Object.fromEntries(Object.entries(state.moves).filter(([, m]) => m[2] > op.n));
  return { state: { ...state, seq, board: { n: op.n, data: r.data }, pending: null, moves }, patch: { seq, k: 'board', n: op.n, data: r.data } };
}

function applyStill(state: LiveState, op: StillOp, maxChars: number): Applied | Refusal<PresenterCode> {
  if (state.still && op.n <= state.still.n) return { state, patch: null };
  if (op.part === 0 && op.data && !op.data.startsWith(JPEG_START)) return liveRefusal('LIVE_BAD_REQUEST');
  const r = addChunk(state.stillPending, op, maxChars);
  if (r.kind === 'bad') return liveRefusal('LIVE_BAD_REQUEST');
  if (r.kind === 'tooBig') return liveRefusal('LIVE_STILL_TOO_BIG', { kb: Math.round(maxChars / 1024) });
  if (r.kind === 'stale') return { state, patch: null };
  if (r.kind === 'pending') return { state: { ...state, stillPending: r.pending }, patch: null };
  const seq = state.seq + 1;
  return { state: { ...state, seq, still: { n: op.n, data: r.data }, stillPending: null }, patch: { seq, k: 'still', n: op.n, data: r.data } };
}

function playWire(play: LivePlay, now: number): LivePlayWire {
  return { t: play.t, on: play.on, speed: play.speed, loop: play.loop, ms: Math.max(0, now - play.at) };
}

/** What a viewer that joins now gets. */
export function snapshotOf(code: string, state: LiveState, viewers: number, now: number): LiveSnapshot {
  return {
    code,
    seq: state.seq,
    board: state.board,
    still: state.still,
    moves: state.moves,
    play: playWire(state.play, now),
    locked: state.locked,
    presenter: state.presenter,
    viewers,
  };
}

/** The viewer's side: the state as received (its playback clock on the viewer's own clock). */
export type ViewerState = Omit<LiveState, 'pending' | 'stillPending'> & { code: string; viewers: number };

export function viewerStateOf(s: LiveSnapshot, now: number): ViewerState {
  const { ms, ...play } = s.play;
  return { code: s.code, seq: s.seq, board: s.board, still: s.still, moves: s.moves, play: { ...play, at: now - ms }, locked: s.locked, presenter: s.presenter, viewers: s.viewers };
}

/**
 * A patch on the viewer's state: the same state when it was already seen, null when one was missed
 * (the viewer asks for the whole state again).
 */
export function applyPatch(v: ViewerState, patch: LivePatch, now: number): ViewerState | null {
  if (patch.seq <= v.seq) return v;
  if (patch.seq !== v.seq + 1) return null;
  const seq = patch.seq;
  switch (patch.k) {
    case 'board':
      return { ...v, seq, board: { n: patch.n, data: patch.data }, moves: Object.fromEntries(Object.entries(v.moves).filter(([, m]) => m[2] > patch.n)) };
    case 'still':
      return { ...v, seq, still: { n: patch.n, data: patch.data } };
    case 'move': {
      const moves = { ...v.moves };
      for (const [id, x, y] of patch.p) moves[id] = [x, y, patch.n];
      return { ...v, seq, moves };
    }
    case 'play': {
      const { ms, ...play } = patch.play;
      return { ...v, seq, play: { ...play, at: now - ms } };
    }
    case 'lock':
      return { ...v, seq, locked: patch.on };
    case 'presence':
      return { ...v, seq, presenter: patch.on };
  }
}

/**
 * The step time shown at `now`: null while the presenter edits a step; while playing, the time runs at
 * the chosen speed and stops at the last step (or starts again from the first when looping).
 */
export function playTimeAt(play: LivePlay, now: number, lastStep: number): number | null {
  if (play.t === null) return null;
  if (!play.on) return Math.min(play.t, lastStep);
  const t = play.t + (Math.max(0, now - play.at) * play.speed) / STEP_MS;
  if (t < lastStep) return t;
  return play.loop && lastStep > 0 ? t % lastStep : lastStep;
}
