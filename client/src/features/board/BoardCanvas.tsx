import { useLayoutEffect, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import { layoutOf, type Board } from '@onbir/shared/board/model';
import { isDoubleTap, pieceAt, type Tap } from '@onbir/shared/board/input';
import type { Point } from '@onbir/shared/board/layout';
import { viewToWorld, viewTransform } from '@onbir/shared/board/pitch';
import { applyFrame, frameAt, stepsOf, type Step } from '@onbir/shared/board/steps';
import { useHydrated } from '../../lib/hydration';
import { PITCH_ID } from '../site/SkipLink';
import { i18n } from '../../lib/i18n/runtime';
import type { BoardStore } from './boardStore';
import { BoardStill } from './BoardStill';
import { takeEarlyMoves } from './earlyDrag';
import { BoardRenderer } from './render/renderer';
import { Gestures } from './tools/gestures';

interface Props {
  store: BoardStore;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** While recording, every animation frame is painted so the video stream gets a steady frame rate. */
  recording: boolean;
  onEditPlayer(id: number): void;
  onKeyDown(e: React.KeyboardEvent<HTMLCanvasElement>): void;
  /** Says why a gesture did nothing (the board is full of drawings). */
  tell(text: string): void;
  /** Shown over the canvas (the in-place text editor). */
  children?: ReactNode;
}

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

export function BoardCanvas({ store, canvasRef, recording, onEditPlayer, onKeyDown, tell, children }: Props) {
  const { t } = useLingui();
  const layout = layoutOf(store.board);
  // The canvas is the browser's: a prerendered page shows the board's still picture until it hydrates.
  const hydrated = useHydrated();
  const dpr = hydrated ? Math.min(window.devicePixelRatio || 1, 3) : 1;
  const gestures = useRef(new Gestures(store, tell));
  /** The drag in progress; the canvas box is read once at its start (the page cannot scroll meanwhile). */
  const drag = useRef<{ pointerId: number; rect: DOMRect } | null>(null);
  const lastTap = useRef<Tap | null>(null);
  const pendingEdit = useRef<number | null>(null);

  // Before the canvas's first frame: the drags its still picture answered (earlyDrag.ts) are the board's.
  useLayoutEffect(() => {
    if (hydrated) takeEarlyMoves(store);
  }, [hydrated, store]);

  // Rendering: repaint on the next animation frame after any change (or every frame while recording).
  // A layout effect, so the board is drawn before the page's first paint, not one frame after it.
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
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
      const start = performance.now();
      const { ui, board } = store;
      const shown = shownBoard(board, ui.playT, stepsNow);
      renderer.render(ctx, {
        ...shown,
        pending: store.pending,
        pendingObject: store.pendingObject,
        active: gestures.current.activePiece,
        overlays: {
          selected: ui.playT === null ? (board.objects.find((o) => o.id === ui.selected) ?? null) : null,
          // The keyboard's focus ring, while the pitch is used from the keyboard (a pointer has its own marks).
          focus: ui.keyboard ? ui.focus : null,
          pair: ui.pair,
          measure: board.measure,
          playback: ui.playT === null ? null : { steps: stepsNow(), t: ui.playT },
          cursor: ui.playT === null && !board.penOn && ui.tool !== 'select' ? ui.cursor : null,
        },
      });
      measureFrame(start);
      if (recording) frame = requestAnimationFrame(paint);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(paint);
    };
    paint();
    // That first frame was drawn with no cache (render/renderer.ts): they are built in the idle moments that
    // follow, a piece at a time, so neither a first drag nor a frame in between waits for all of them.
    const warm = whileIdle((timeLeft) => renderer.prepare(store.board, timeLeft));
    const unsubscribe = store.subscribe(schedule);
    // The pitch's words (measurements, the captain's armband) follow a change of language.
    const offLanguage = i18n.on('change', schedule);
    return () => {
      unsubscribe();
      offLanguage();
      cancelAnimationFrame(frame);
      warm();
    };
  }, [store, canvasRef, layout, dpr, recording, hydrated]);

  /** Where a pointer event falls in world pixels, whatever size CSS gives the canvas and whatever the view. */
  const point = (e: { clientX: number; clientY: number }, r = canvasRef.current!.getBoundingClientRect()): Point => {
    const onCanvas = { x: ((e.clientX - r.left) * layout.width) / r.width, y: ((e.clientY - r.top) * layout.height) / r.height };
    return viewToWorld(viewTransform(layout, store.board.view), onCanvas);
  };
  // Nothing can be edited while the animation plays or is scrubbed.
  const locked = () => store.ui.playT !== null;

  const onPointerDown = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (drag.current || locked() || (e.pointerType === 'mouse' && e.button !== 0)) return;
    const rect = e.currentTarget.getBoundingClientRect();
    const p = point(e, rect);
    const touch = e.pointerType !== 'mouse';
    if (touch && store.ui.tool === 'select' && !store.board.penOn) {
      // Touch and pen: a second tap within 300 ms opens the editor (mouse users double-click).
      const piece = pieceAt(store.board, p, 8);
      if (piece?.kind === 'player') {
        const tap = { playerId: piece.id, at: e.timeStamp };
        const double = isDoubleTap(lastTap.current, tap);
        lastTap.current = double ? null : tap;
        if (double) {
          // Opened on the tap's click, not now: a modal shown under the finger would receive that click.
          pendingEdit.current = piece.id;
          return;
        }
      }
    }
    // The label editor opens under the pointer and takes the focus; the canvas must not take it back.
    if (store.ui.tool === 'text' && !store.board.penOn) e.preventDefault();
    gestures.current.down(p, touch);
    if (gestures.current.gesture) {
      e.currentTarget.setPointerCapture(e.pointerId);
      drag.current = { pointerId: e.pointerId, rect };
    }
  };

  const onPointerMove = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const d = drag.current;
    if (d && d.pointerId === e.pointerId) gestures.current.move(point(e, d.rect));
  };

  const openPendingEdit = () => {
    const id = pendingEdit.current;
    pendingEdit.current = null;
    if (id !== null) onEditPlayer(id);
  };

  const onPointerEnd = (e: React.PointerEvent<HTMLCanvasElement>) => {
    // If the browser sends no click for this tap, open the editor anyway once the tap is over.
    if (pendingEdit.current !== null) setTimeout(openPendingEdit, 350);
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    drag.current = null;
    if (e.type === 'pointercancel') gestures.current.cancel();
    else gestures.current.up();
  };

  const onDoubleClick = (e: React.MouseEvent<HTMLCanvasElement>) => {
    if (locked() || store.board.penOn) return;
    const p = point(e);
    const piece = pieceAt(store.board, p);
    if (piece?.kind === 'player' && store.ui.tool === 'select') onEditPlayer(piece.id);
    const selected = store.board.objects.find((o) => o.id === store.ui.selected);
    if (!piece && selected?.kind === 'text') store.setUi({ editingText: selected.id });
  };

  const tool = store.board.penOn ? 'pen' : store.ui.tool;
  const className = `board-canvas board-canvas--${tool}`;
  // Sized by CSS alone (board.css, "The pitch's size"), from the layout's proportions: the same box in the
  // prerendered HTML and once hydrated, so the pitch never moves.
  const box = { '--board-ratio': String(layout.width / layout.height) } as CSSProperties;
  if (!hydrated) {
    return (
      <div className="board-canvas-wrap">
        <BoardStill board={store.board} className={className} style={box} />
      </div>
    );
  }
  return (
    <div className="board-canvas-wrap">
      <canvas
        ref={canvasRef}
        className={className}
        data-testid="board-canvas"
        width={Math.round(layout.width * dpr)}
        height={Math.round(layout.height * dpr)}
        id={PITCH_ID}
        style={box}
        tabIndex={0}
        role="application"
        aria-roledescription={t`taktik tahtası`}
        aria-label={t`Taktik tahtası sahası. ] ve [ tuşları oyuncular, top ve nesneler arasında gezinir; ok tuşları seçileni taşır (Shift ile daha çok); Enter düzenler; Delete nesneyi siler; Boşluk animasyonu oynatır. Araçlar: S seç, K kalem, O ok, C çizgi, A alan, Y yazı, E ekipman; çizim araçlarında ok tuşları imleci taşır, Enter noktayı koyar.`}
        aria-describedby="board-announcer"
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClick={openPendingEdit}
        onDoubleClick={onDoubleClick}
        onContextMenu={(e) => e.preventDefault()}
      />
      {children}
    </div>
  );
}
