import { useSyncExternalStore } from 'react';
import { convertLayout, hasDrawings, hasTrails } from '@onbir/shared/board/board';
import { changeBetween, type BoardChange } from '@onbir/shared/board/change';
import type { FormatSize } from '@onbir/shared/board/formats';
import { checkpoint, commit, createHistory, redo, replace, settle, undo, type History } from '@onbir/shared/board/history';
import type { LayoutKind } from '@onbir/shared/board/layout';
import { teamPlayers, type Board, type Drawing, type Team } from '@onbir/shared/board/model';
import type { BoardObject } from '@onbir/shared/board/objects';
import type { PitchView } from '@onbir/shared/board/pitch';
import { stepCount } from '@onbir/shared/board/steps';
import { INITIAL_UI, type BoardUi } from './tools/ui';

/** What the controls above the pitch need; recomputed only when one of these changes. */
export interface BoardControls extends Omit<BoardUi, 'playT'> {
  /** Playback mode (the animation is shown, playing or paused): nothing can be edited. */
  playMode: boolean;
  stepCount: number;
  current: number;
  view: PitchView;
  stripes: boolean;
  measure: boolean;
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
  trailsOn: boolean;
  penOn: boolean;
  hasDrawings: boolean;
  hasTrails: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

/**
 * The board's state outside React: the canvas redraws from it on every pointer move without
 * re-rendering the page, and the controls subscribe only to their own summary.
 */
export class BoardStore {
  private history: History<Board>;
  /** The stroke being drawn with the pen (not yet part of the board). */
  pending: Drawing | null = null;
  /** The arrow, line or zone being drawn (not yet part of the board). */
  pendingObject: BoardObject | null = null;
  private uiState: BoardUi = INITIAL_UI;
  private listeners = new Set<() => void>();
  private controls: BoardControls;

  constructor(board: Board) {
    this.history = createHistory(board);
    this.controls = this.computeControls();
  }

  get board(): Board {
    return this.history.present;
  }

  get ui(): BoardUi {
    return this.uiState;
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
    const b = this.history.present;
    const ui = this.uiState;
    const { playT, ...rest } = ui;
    return {
      ...rest,
      playMode: playT !== null,
      stepCount: stepCount(b),
      current: b.current,
      view: b.view,
      stripes: b.stripes,
      measure: b.measure,
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
      trailsOn: b.trailsOn,
      penOn: b.penOn,
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
    this.set(createHistory(board));
  }

  /** One undoable step. */
  apply(fn: (b: Board) => Board) {
    this.set(commit(this.history, fn(this.board)));
  }

  /** Trail and pen switches are settings, not edits: they do not become undo steps. */
  applySetting(fn: (b: Board) => Board) {
    this.set(replace(this.history, fn(this.board)));
  }

  beginGesture() {
    this.set(checkpoint(this.history));
  }

  updateGesture(fn: (b: Board) => Board) {
    this.set(replace(this.history, fn(this.board)));
  }

  endGesture() {
    this.set(settle(this.history));
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
    this.set(this.keepSettings(next));
    return changeBetween(before, this.board);
  }

  private keepSettings(h: History<Board>): History<Board> {
    const { trailsOn, penOn, view, stripes, measure } = this.board;
    return h === this.history ? h : { ...h, present: { ...h.present, trailsOn, penOn, view, stripes, measure } };
  }

  /** Follows the viewport to the other pitch size, the whole history included. */
  setLayout(kind: LayoutKind) {
    if (this.board.layout === kind) return;
    const h = this.history;
    this.set({ past: h.past.map((b) => convertLayout(b, kind)), present: convertLayout(h.present, kind), future: h.future.map((b) => convertLayout(b, kind)) });
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
