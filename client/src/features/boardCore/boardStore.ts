import { useSyncExternalStore } from 'react';
import { convertLayout, hasDrawings, hasTrails } from '@onbir/shared/board/board';
import { changeBetween, type BoardChange } from '@onbir/shared/board/change';
import type { FormatSize } from '@onbir/shared/board/formats';
import { checkpoint, commit, createHistory, redo, replace, settle, undo, type History } from '@onbir/shared/board/history';
import type { LayoutKind } from '@onbir/shared/board/layout';
import { teamPlayers, type Board, type Drawing, type Team } from '@onbir/shared/board/model';
import type { BoardObject } from '@onbir/shared/board/objects';
import { stepCount } from '@onbir/shared/board/steps';
import { DEFAULT_VIEW, type BoardView } from '@onbir/shared/board/view';
import { INITIAL_UI, type BoardUi } from './tools/ui';

/** What the controls above the pitch need; recomputed only when one of these changes. */
export interface BoardControls extends Omit<BoardUi, 'playT'>, Omit<BoardView, 'trailsBeforePen'> {
  /** Playback mode (the animation is shown, playing or paused): nothing can be edited. */
  playMode: boolean;
  stepCount: number;
  current: number;
  /** The kind of the selected object, if any. */
  selectedKind: BoardObject['kind'] | null;
  formation: string;
  format: FormatSize;
  /** The layout the board is in: the page draws the canvas again when a device change converts the board. */
  layout: LayoutKind;
  sides: 1 | 2;
  /** Players of each team on the board (0: the team is not there). */
  counts: Record<Team, number>;
  keeperA: string;
  keeperB: string;
  keeperC: string;
  coloursSwapped: boolean;
  hasDrawings: boolean;
  hasTrails: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

/**
 * The board's state outside React: the canvas redraws from it on every pointer move without
 * re-rendering the page, and the controls subscribe only to their own summary. The document (the
 * history) and the view (pen, trails, pitch view, stripes, measurements: view.ts) are kept apart: a view
 * change is never an undo step, and undo never changes the view.
 */
export class BoardStore {
  private history: History<Board>;
  /** The stroke being drawn with the pen (not yet part of the board). */
  pending: Drawing | null = null;
  /** The arrow, line or zone being drawn (not yet part of the board). */
  pendingObject: BoardObject | null = null;
  private uiState: BoardUi = INITIAL_UI;
  private viewState: BoardView;
  private listeners = new Set<() => void>();
  private controls: BoardControls;
  /** The history as it was when the gesture in progress began (`mark`), to go back to if it is cancelled. */
  private marked: History<Board> | null = null;
  /**
   * The pitch the board is drawn on (the device's layout): a view of the document, not part of it. The
   * history keeps boards in metres, which no layout changes; the board handed out is put on this pitch.
   */
  private layoutKind: LayoutKind;
  private onPitch: { from: Board; board: Board } | null = null;

  /** `onView` hears every view change (the page keeps the pitch's look as the device's preference). */
  constructor(
    board: Board,
    view: BoardView = DEFAULT_VIEW,
    private onView: (view: BoardView) => void = () => {},
  ) {
    this.viewState = view;
    this.history = createHistory(board);
    this.layoutKind = board.layout;
    this.controls = this.computeControls();
  }

  get board(): Board {
    const present = this.history.present;
    if (present.layout === this.layoutKind) return present;
    if (this.onPitch?.from !== present) this.onPitch = { from: present, board: convertLayout(present, this.layoutKind) };
    return this.onPitch.board;
  }

  /** A board of the history as handed out: the history's own object, so an unchanged gesture settles without a step. */
  private own(b: Board): Board {
    return this.onPitch && b === this.onPitch.board ? this.onPitch.from : b;
  }

  get ui(): BoardUi {
    return this.uiState;
  }

  get view(): BoardView {
    return this.viewState;
  }

  /** Pen, trails, pitch view, stripes, measurements: the view, never an undo step; `remember` false: not the device's choice (a link's view). */
  setView(fn: (v: BoardView) => BoardView, remember = true) {
    const next = fn(this.viewState);
    if (next === this.viewState) return;
    this.viewState = next;
    if (remember) this.onView(next);
    this.refresh();
  }

  /** Tool, selection, focus and playback: screen state, never an undo step. */
  setUi(patch: Partial<BoardUi>) {
    this.uiState = { ...this.uiState, ...patch };
    this.refresh();
  }

  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => void this.listeners.delete(fn);
  };

  getControls = () => this.controls;

  private set(next: History<Board>) {
    if (next === this.history) return;
    this.history = next;
    // An undo may take the selected object away.
    const sel = this.uiState.selected;
    if (sel !== null && !next.present.objects.some((o) => o.id === sel)) this.uiState = { ...this.uiState, selected: null };
    this.refresh();
  }

  private refresh() {
    const c = this.computeControls();
    if (Object.keys(c).some((k) => c[k as keyof BoardControls] !== this.controls[k as keyof BoardControls])) this.controls = c;
    this.emit();
  }

  private emit() {
    for (const fn of this.listeners) fn();
  }

  private computeControls(): BoardControls {
    const b = this.board;
    const ui = this.uiState;
    const { playT, ...rest } = ui;
    const { trailsBeforePen: _beforePen, ...view } = this.viewState;
    return {
      ...rest,
      ...view,
      playMode: playT !== null,
      stepCount: stepCount(b),
      current: b.current,
      selectedKind: b.objects.find((o) => o.id === ui.selected)?.kind ?? null,
      formation: b.formation,
      format: b.format,
      layout: b.layout,
      sides: b.sides,
      counts: this.counts(b),
      keeperA: b.keepers.A,
      keeperB: b.keepers.B,
      keeperC: b.keepers.C,
      coloursSwapped: b.coloursSwapped,
      hasDrawings: hasDrawings(b),
      hasTrails: hasTrails(b),
      canUndo: this.history.past.length > 0,
      canRedo: this.history.future.length > 0,
    };
  }

  private countsKey = '';
  private countsValue: Record<Team, number> = { A: 0, B: 0, C: 0 };

  /** The same object while the counts stay, so the controls do not re-render on every move. */
  private counts(b: Board): Record<Team, number> {
    const next = { A: teamPlayers(b, 'A').length, B: teamPlayers(b, 'B').length, C: teamPlayers(b, 'C').length };
    const key = `${next.A},${next.B},${next.C}`;
    if (key !== this.countsKey) [this.countsKey, this.countsValue] = [key, next];
    return this.countsValue;
  }

  /** A board the page opened with (a link, the builder's eleven): the start of the history, not an edit. */
  reset(board: Board) {
    this.set(createHistory(convertLayout(board, this.layoutKind)));
  }

  /** One undoable step. */
  apply(fn: (b: Board) => Board) {
    this.set(commit(this.history, this.own(fn(this.board))));
  }

  /** A change that is not an edit (playback leaving the board on its last step): it does not become an undo step. */
  applyUnrecorded(fn: (b: Board) => Board) {
    this.set(replace(this.history, this.own(fn(this.board))));
  }

  beginGesture() {
    this.set(checkpoint(this.history));
  }

  updateGesture(fn: (b: Board) => Board) {
    this.set(replace(this.history, this.own(fn(this.board))));
  }

  endGesture() {
    this.set(settle(this.history));
  }

  /**
   * Remembers the document as it is (a gesture starts): `backToMark` returns to it exactly, with no undo step
   * and nothing pending, and `dropMark` forgets it once the gesture is done.
   */
  mark() {
    this.marked = this.history;
  }

  dropMark() {
    this.marked = null;
  }

  backToMark() {
    const at = this.marked;
    this.marked = null;
    this.pending = null;
    this.pendingObject = null;
    // The canvas repaints without what was pending even where the history is the same (a pen stroke).
    if (at && at !== this.history) this.set(at);
    else this.emit();
  }

  setPending(drawing: Drawing | null) {
    this.pending = drawing;
    this.emit();
  }

  setPendingObject(o: BoardObject | null) {
    this.pendingObject = o;
    this.emit();
  }

  /** Undoes one step and says what it changed (null: there was none to undo). */
  undo(): BoardChange | null {
    return this.travel(undo);
  }

  redo(): BoardChange | null {
    return this.travel(redo);
  }

  private travel(move: (h: History<Board>) => History<Board>): BoardChange | null {
    const before = this.board;
    const next = move(this.history);
    if (next === this.history) return null;
    this.set(next);
    return changeBetween(before, this.board);
  }

  /** Follows the viewport to another pitch: the board is drawn again; its history (in metres) is left as it is. */
  setLayout(kind: LayoutKind) {
    if (this.layoutKind === kind) return;
    this.layoutKind = kind;
    this.refresh();
  }
}

export function useBoardControls(store: BoardStore): BoardControls {
  return useSyncExternalStore(store.subscribe, store.getControls, store.getControls);
}

/** The playback time alone (changes every frame while playing; only the scrubber follows it). */
export function usePlayTime(store: BoardStore): number | null {
  const playT = () => store.ui.playT;
  return useSyncExternalStore(store.subscribe, playT, playT);
}
