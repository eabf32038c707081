import { useLayoutEffect, type RefObject } from 'react';
import type { Board } from '@onbir/shared/board/model';
import type { Layout } from '@onbir/shared/board/layout';
import { applyFrame, frameAt, stepsOf, type Step } from '@onbir/shared/board/steps';
import { i18n } from '../../../lib/i18n/runtime';
import { type BoardStore, BoardRenderer } from '../../boardCore';
import type { Gestures } from '../gestures/machine';

/** Frame cost is published as a User Timing measure (the benchmark reads it); old entries are dropped. */
const FRAME_MEASURE = 'taktik:frame';
let measuredFrames = 0;

function measureFrame(start: number) {
  performance.measure(FRAME_MEASURE, { start, end: performance.now() });
  if (++measuredFrames % 1000 === 0) performance.clearMeasures(FRAME_MEASURE);
}

/**
 * The board as the canvas shows it: the open step, or the animation's frame at the playback time
 * (equipment positions apart, so the board's drawn objects keep their cached picture).
 */
export function shownBoard(board: Board, playT: number | null, steps: () => Step[]): { board: Board; equipment?: Step['equipment'] } {
  if (playT === null) return { board };
  const frame = frameAt(steps(), board.objects, playT);
  return { board: applyFrame(board, { ...frame, equipment: {} }), equipment: frame.equipment };
}

/** Milliseconds of work a warm-up step takes where the browser does not say how long the page is idle. */
const IDLE_SLICE_MS = 10;

/**
 * Has `work` run in the page's idle moments (each within a second), given how long it may take, until it
 * says it is done; returns its cancellation.
 */
function whileIdle(work: (timeLeft: () => number) => boolean): () => void {
  let cancel = () => {};
  const step = (deadline?: IdleDeadline) => {
    const end = performance.now() + IDLE_SLICE_MS;
    const timeLeft = deadline && !deadline.didTimeout ? () => deadline.timeRemaining() : () => end - performance.now();
    if (!work(timeLeft)) cancel = next();
  };
  const next = () => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(step, { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(step, 200);
    return () => clearTimeout(id);
  };
  cancel = next();
  return () => cancel();
}

/** One frame of the board with its editing marks. */
function paintFrame(renderer: BoardRenderer, ctx: CanvasRenderingContext2D, store: BoardStore, gestures: Gestures, steps: () => Step[]) {
  const start = performance.now();
  const { ui, board, view } = store;
  renderer.render(ctx, {
    ...shownBoard(board, ui.playT, steps),
    view,
    pending: store.pending,
    pendingObject: store.pendingObject,
    active: gestures.activePiece,
    overlays: {
      selected: ui.playT === null ? (board.objects.find((o) => o.id === ui.selected) ?? null) : null,
      // The keyboard's focus ring, while the pitch is used from the keyboard (a pointer has its own marks).
      focus: ui.keyboard ? ui.focus : null,
      pair: ui.pair,
      measure: view.measure,
      playback: ui.playT === null ? null : { steps: steps(), t: ui.playT },
      cursor: ui.playT === null && !view.penOn && ui.tool !== 'select' ? ui.cursor : null,
    },
  });
  measureFrame(start);
}

interface Painting {
  store: BoardStore;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  gestures: Gestures;
  layout: Layout;
  dpr: number;
  /** While recording, every animation frame is painted so the video stream gets a steady frame rate. */
  recording: boolean;
  hydrated: boolean;
}

/**
 * Repaints on the next animation frame after any change (or every frame while recording). A layout
 * effect, so the board is drawn before the page's first paint, not one frame after it.
 */
export function usePainter({ store, canvasRef, gestures, layout, dpr, recording, hydrated }: Painting) {
  useLayoutEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return;
    const renderer = new BoardRenderer(layout, dpr);
    let frame = 0;
    // Steps change only with the board: computed once per board during playback.
    let stepsFor: Board | null = null;
    let steps: Step[] = [];
    const stepsNow = () => {
      if (stepsFor !== store.board) [stepsFor, steps] = [store.board, stepsOf(store.board)];
      return steps;
    };
    const paint = () => {
      frame = 0;
      paintFrame(renderer, ctx, store, gestures, stepsNow);
      if (recording) frame = requestAnimationFrame(paint);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(paint);
    };
    paint();
    // That first frame was drawn with no cache (render/renderer.ts): they are built in the idle moments that
    // follow, a piece at a time, so neither a first drag nor a frame in between waits for all of them.
    const warm = whileIdle((timeLeft) => renderer.prepare(store.board, store.view, timeLeft));
    const unsubscribe = store.subscribe(schedule);
    // The pitch's words (measurements, the captain's armband) follow a change of language.
    const offLanguage = i18n.on('change', schedule);
    return () => {
      unsubscribe();
      offLanguage();
      cancelAnimationFrame(frame);
      warm();
    };
  }, [store, canvasRef, gestures, layout, dpr, recording, hydrated]);
}
