import { useEffect, useRef, useState, type RefObject } from 'react';
import { drawnBoard } from '@onbir/shared/board/drawnBoard';
import { isDoubleTap, pieceAt, type Tap } from '@onbir/shared/board/input';
import type { Layout, LayoutPoint } from '@onbir/shared/board/layout';
import { viewToWorld, viewTransform } from '@onbir/shared/board/pitch';
import type { BoardStore } from '../../boardCore';
import { Gestures } from './machine';
import type { Shown } from '../../../lib/i18n/RefusalText';

type PointerEvent = React.PointerEvent<HTMLCanvasElement>;

/**
 * The pointer on the pitch: a press, drag and release run the gesture machine (machine.ts); the browser's
 * pointercancel, a second finger, Escape and the window losing focus cancel the gesture in progress.
 * Touch and pen: a second tap on a player within 300 ms opens the editor (mouse users double-click).
 */
export function usePointerGestures(store: BoardStore, canvasRef: RefObject<HTMLCanvasElement | null>, layout: Layout, tell: (text: Shown) => void, onEditPlayer: (id: number) => void) {
  const [gestures] = useState(() => new Gestures(store, tell));
  /** The drag in progress; the canvas box is read once at its start (the page cannot scroll meanwhile). */
  const drag = useRef<{ pointerId: number; rect: DOMRect } | null>(null);
  const lastTap = useRef<Tap | null>(null);
  const pendingEdit = useRef<number | null>(null);

  const cancel = () => {
    drag.current = null;
    return gestures.cancel() !== null;
  };
  useCancelKeys(cancel);

  /** Where a pointer event falls in world pixels, whatever size CSS gives the canvas and whatever the view. */
  const point = (e: { clientX: number; clientY: number }, r = canvasRef.current!.getBoundingClientRect()): LayoutPoint => {
    const onCanvas = { x: ((e.clientX - r.left) * layout.width) / r.width, y: ((e.clientY - r.top) * layout.height) / r.height };
    return viewToWorld(viewTransform(layout, store.view.view), onCanvas);
  };
  // Nothing can be edited while the animation plays or is scrubbed.
  const locked = () => store.ui.playT !== null;

  /** A second tap on the same player: the editor opens on the tap's click, not under the finger now. */
  const doubleTap = (p: LayoutPoint, at: number): boolean => {
    const piece = pieceAt(drawnBoard(store.board), p, 8);
    if (piece?.kind !== 'player') return false;
    const tap = { playerId: piece.id, at };
    const double = isDoubleTap(lastTap.current, tap);
    lastTap.current = double ? null : tap;
    if (double) pendingEdit.current = piece.id;
    return double;
  };

  const onPointerDown = (e: PointerEvent) => {
    // A second finger (a pinch, a palm) is no gesture of its own: it cancels the one in progress.
    if (drag.current && drag.current.pointerId !== e.pointerId) return void cancel();
    if (drag.current || locked() || (e.pointerType === 'mouse' && e.button !== 0)) return;
    const rect = e.currentTarget.getBoundingClientRect();
    const p = point(e, rect);
    const touch = e.pointerType !== 'mouse';
    if (touch && store.ui.tool === 'select' && !store.view.penOn && doubleTap(p, e.timeStamp)) return;
    // The label editor opens under the pointer and takes the focus; the canvas must not take it back.
    if (store.ui.tool === 'text' && !store.view.penOn) e.preventDefault();
    gestures.down(p, touch);
    if (gestures.gesture) {
      e.currentTarget.setPointerCapture(e.pointerId);
      drag.current = { pointerId: e.pointerId, rect };
    }
  };

  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current;
    if (d && d.pointerId === e.pointerId) gestures.move(point(e, d.rect));
  };

  const openPendingEdit = () => {
    const id = pendingEdit.current;
    pendingEdit.current = null;
    if (id !== null) onEditPlayer(id);
  };

  const onPointerEnd = (e: PointerEvent) => {
    // If the browser sends no click for this tap, open the editor anyway once the tap is over.
    if (pendingEdit.current !== null) setTimeout(openPendingEdit, 350);
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    if (e.type === 'pointercancel') cancel();
    else {
      drag.current = null;
      gestures.up();
    }
  };

  const onDoubleClick = (e: React.MouseEvent<HTMLCanvasElement>) => {
    if (locked() || store.view.penOn) return;
    const piece = pieceAt(drawnBoard(store.board), point(e));
    if (piece?.kind === 'player' && store.ui.tool === 'select') onEditPlayer(piece.id);
    const selected = store.board.objects.find((o) => o.id === store.ui.selected);
    if (!piece && selected?.kind === 'text') store.setUi({ editingText: selected.id });
  };

  const handlers = { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd, onClick: openPendingEdit, onDoubleClick };
  return { gestures, handlers };
}

/**
 * Escape (before any other key handler: the gesture is the first thing it leaves) and the window losing
 * focus (a call, another app) cancel the gesture in progress.
 */
function useCancelKeys(cancel: () => boolean) {
  const latest = useRef(cancel);
  latest.current = cancel;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !latest.current()) return;
      e.preventDefault();
      e.stopPropagation();
    };
    const onBlur = () => void latest.current();
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('blur', onBlur);
    };
  }, []);
}
