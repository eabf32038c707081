import { useEffect, useRef, type RefObject } from 'react';
import { addDrawingPoint, commitDrawing, layoutOf, moveBall, movePlayer } from '@onbir/shared/board/board';
import { isDoubleTap, pieceAt, type Piece, type Tap } from '@onbir/shared/board/input';
import type { Point } from '@onbir/shared/board/layout';
import type { BoardStore } from './boardStore';
import { createPitchCache } from './render/pitch';
import { BoardRenderer } from './render/pieces';

interface Props {
  store: BoardStore;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** While recording, every animation frame is painted so the video stream gets a steady frame rate. */
  recording: boolean;
  onEditPlayer(id: number): void;
}

/** Frame cost is published as a User Timing measure (the benchmark reads it); old entries are dropped. */
const FRAME_MEASURE = 'taktik:frame';
let measuredFrames = 0;

function measureFrame(start: number) {
  performance.measure(FRAME_MEASURE, { start, end: performance.now() });
  if (++measuredFrames % 1000 === 0) performance.clearMeasures(FRAME_MEASURE);
}

/** Where a pointer event falls in layout pixels, whatever size CSS gives the canvas. */
function eventPoint(r: DOMRect, e: { clientX: number; clientY: number }, width: number, height: number): Point {
  return { x: ((e.clientX - r.left) * width) / r.width, y: ((e.clientY - r.top) * height) / r.height };
}

export function BoardCanvas({ store, canvasRef, recording, onEditPlayer }: Props) {
  const layout = layoutOf(store.board);
  const dpr = Math.min(window.devicePixelRatio || 1, 3);
  /** The drag in progress; the canvas box is read once at its start (the page cannot scroll meanwhile). */
  const gesture = useRef<{ pointerId: number; piece: Piece | null; rect: DOMRect } | null>(null);
  const lastTap = useRef<Tap | null>(null);
  const pendingEdit = useRef<number | null>(null);

  // Rendering: repaint on the next animation frame after any change (or every frame while recording).
  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const renderer = new BoardRenderer(createPitchCache(layout, dpr), layout, dpr);
    let frame = 0;
    const paint = () => {
      frame = 0;
      const start = performance.now();
      renderer.render(ctx, store.board, store.pending, gesture.current?.piece ?? null);
      measureFrame(start);
      if (recording) frame = requestAnimationFrame(paint);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(paint);
    };
    paint();
    const unsubscribe = store.subscribe(schedule);
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [store, canvasRef, layout, dpr, recording]);

  const point = (e: { clientX: number; clientY: number }, rect = canvasRef.current!.getBoundingClientRect()) =>
    eventPoint(rect, e, layout.width, layout.height);

  const onPointerDown = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (gesture.current || (e.pointerType === 'mouse' && e.button !== 0)) return;
    const rect = e.currentTarget.getBoundingClientRect();
    const p = point(e, rect);
    const board = store.board;
    if (board.penOn) {
      e.currentTarget.setPointerCapture(e.pointerId);
      gesture.current = { pointerId: e.pointerId, piece: null, rect };
      store.setPending({ id: Date.now(), points: [p] });
      return;
    }
    const piece = pieceAt(board, p, e.pointerType === 'mouse' ? 0 : 8);
    if (!piece) return;
    if (piece.kind === 'player' && e.pointerType !== 'mouse') {
      // Touch and pen: a second tap within 300 ms opens the editor (mouse users double-click).
      const tap = { playerId: piece.id, at: e.timeStamp };
      const double = isDoubleTap(lastTap.current, tap);
      lastTap.current = double ? null : tap;
      if (double) {
        // Opened on the tap's click, not now: a modal shown under the finger would receive that click.
        pendingEdit.current = piece.id;
        return;
      }
    }
    e.currentTarget.setPointerCapture(e.pointerId);
    gesture.current = { pointerId: e.pointerId, piece, rect };
    store.beginGesture();
  };

  const onPointerMove = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const g = gesture.current;
    if (!g || g.pointerId !== e.pointerId) return;
    const p = point(e, g.rect);
    if (!g.piece) {
      const pending = store.pending;
      if (pending) {
        const points = addDrawingPoint(pending.points, p);
        if (points !== pending.points) store.setPending({ ...pending, points });
      }
      return;
    }
    const piece = g.piece;
    store.updateGesture((b) => (piece.kind === 'ball' ? moveBall(b, p) : movePlayer(b, piece.id, p)));
  };

  const openPendingEdit = () => {
    const id = pendingEdit.current;
    pendingEdit.current = null;
    if (id !== null) onEditPlayer(id);
  };

  const onPointerEnd = (e: React.PointerEvent<HTMLCanvasElement>) => {
    // If the browser sends no click for this tap, open the editor anyway once the tap is over.
    if (pendingEdit.current !== null) setTimeout(openPendingEdit, 350);
    const g = gesture.current;
    if (!g || g.pointerId !== e.pointerId) return;
    gesture.current = null;
    if (g.piece) {
      store.endGesture();
      return;
    }
    const pending = store.pending;
    store.setPending(null);
    if (pending) store.apply((b) => commitDrawing(b, pending));
  };

  const onDoubleClick = (e: React.MouseEvent<HTMLCanvasElement>) => {
    const piece = pieceAt(store.board, point(e));
    if (piece?.kind === 'player' && !store.board.penOn) onEditPlayer(piece.id);
  };

  return (
    <canvas
      ref={canvasRef}
      className={`board-canvas${store.board.penOn ? ' board-canvas--pen' : ''}`}
      data-testid="board-canvas"
      width={Math.round(layout.width * dpr)}
      height={Math.round(layout.height * dpr)}
      // Full size when it fits; narrower on small screens so the whole pitch stays in view (viewport units,
      // since a percentage of the shrink-to-fit stage would be circular).
      style={{ width: `min(${layout.width}px, calc(100vw - 32px), calc((100vh - 96px) * ${layout.width / layout.height}))`, aspectRatio: `${layout.width} / ${layout.height}` }}
      aria-label="Taktik tahtası sahası"
      role="img"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onClick={openPendingEdit}
      onDoubleClick={onDoubleClick}
      onContextMenu={(e) => e.preventDefault()}
    />
  );
}
