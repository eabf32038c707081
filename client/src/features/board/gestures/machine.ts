import { addDrawingPoint, canDraw, commitDrawing, moveBall, movePlayer } from '@onbir/shared/board/board';
import { layoutOf } from '@onbir/shared/board/model';
import { addObject, moveObject, updateObject } from '@onbir/shared/board/boardObjects';
import { dragHandle } from '@onbir/shared/board/handles';
import type { Piece } from '@onbir/shared/board/input';
import type { LayoutPoint } from '@onbir/shared/board/layout';
import { canvasToPitch, pitchDistance, type PitchPoint } from '@onbir/shared/board/pitch';
import { wording } from '@onbir/shared/messages/message';
import type { BoardStore } from '../../boardCore';
import { bigEnough, shapeFrom } from '../tools/shapes';
import { startGesture, type Gesture } from './start';
import type { Shown } from '../../../lib/i18n/RefusalText';

/**
 * Where a pointer gesture is: `pointing` from the press until the pointer moves, then `dragging` (a piece,
 * an object, a handle) or `drawing` (a stroke, a shape); it ends `done` (kept) or `cancelled` (undone).
 */
export type Phase = 'idle' | 'pointing' | 'dragging' | 'drawing';
export type Outcome = 'done' | 'cancelled';

/** Polygon corners are taken at least this far apart (metres). */
const POLYGON_SPACING = 2;

const movingPhase = (g: Gesture): Phase => (g.kind === 'pen' || g.kind === 'draw' ? 'drawing' : 'dragging');

/** One step of a gesture under the pointer at `m` (metres). */
function stepGesture(s: BoardStore, g: Gesture, m: PitchPoint) {
  switch (g.kind) {
    case 'pen': {
      const pending = s.pending;
      const points = pending && addDrawingPoint(layoutOf(s.board), pending.points, m);
      if (pending && points !== pending.points) s.setPending({ ...pending, points: points! });
      return;
    }
    case 'piece':
      s.updateGesture((b) => (g.piece.kind === 'ball' ? moveBall(b, m, s.view.trailsOn) : movePlayer(b, g.piece.id, m, s.view.trailsOn)));
      return;
    case 'move': {
      const by = { x: m.x - g.last.x, y: m.y - g.last.y };
      g.last = m;
      s.updateGesture((b) => moveObject(b, g.id, by));
      return;
    }
    case 'handle':
      s.updateGesture((b) => updateObject(b, g.id, (o) => dragHandle(o, g.handle, m)));
      return;
    case 'draw': {
      const prev = s.pendingObject;
      const path = prev?.kind === 'zone' && prev.points ? prev.points : [g.start];
      const grown = pitchDistance(path[path.length - 1], m) >= POLYGON_SPACING ? [...path, m] : path;
      s.setPendingObject(shapeFrom(s.ui, s.board, g.start, m, grown));
    }
  }
}

/** Keeps what a finished gesture made: the drag's undo step, the stroke, the shape (if big enough). */
function finishGesture(s: BoardStore, g: Gesture, tell: (text: Shown) => void) {
  if (g.kind === 'pen') {
    const pending = s.pending;
    s.setPending(null);
    if (!pending || pending.points.length <= 1) return;
    if (!canDraw(s.board, pending.points.length)) tell(wording('board', 'DRAWING_LIMIT'));
    else s.apply((b) => commitDrawing(b, pending));
  } else if (g.kind === 'draw') {
    const o = s.pendingObject;
    s.setPendingObject(null);
    if (!o || !bigEnough(o)) return;
    s.apply((b) => addObject(b, o));
    s.setUi({ selected: o.id, focus: { kind: 'object', id: o.id } });
  } else {
    s.endGesture();
  }
}

/**
 * A press, drag and release on the pitch as a small state machine: idle → pointing → dragging or drawing →
 * done | cancelled → idle. The store marks the document at the press; a cancel (the browser's
 * pointercancel, Escape, a second finger, the window losing focus) takes it back to that mark, so an
 * interrupted gesture leaves no undo step, no stroke and no half-moved piece. Points arrive in world pixels
 * (the full-pitch layout); they are hit-tested there and everything the board keeps is in metres.
 */
export class Gestures {
  private state: { phase: Phase; gesture: Gesture | null } = { phase: 'idle', gesture: null };

  constructor(
    private store: BoardStore,
    /** Says why a stroke was not kept (the board is full of drawings). */
    private tell: (text: Shown) => void = () => undefined,
  ) {}

  get phase(): Phase {
    return this.state.phase;
  }

  get gesture(): Gesture | null {
    return this.state.gesture;
  }

  /** The piece being dragged, for the renderer (its trail is drawn live). */
  get activePiece(): Piece | null {
    const g = this.state.gesture;
    return g?.kind === 'piece' ? g.piece : null;
  }

  private metres(p: LayoutPoint): PitchPoint {
    return canvasToPitch(layoutOf(this.store.board), p);
  }

  /** Returns the piece pressed with the select tool (for the double tap), or null. */
  down(p: LayoutPoint, touch: boolean): Piece | null {
    if (this.state.phase !== 'idle') this.cancel();
    this.store.mark();
    const gesture = startGesture(this.store, p, this.metres(p), touch);
    if (!gesture) {
      this.store.dropMark();
      return null;
    }
    this.state = { phase: 'pointing', gesture };
    return this.activePiece;
  }

  move(p: LayoutPoint) {
    const g = this.state.gesture;
    if (!g) return;
    this.state = { phase: movingPhase(g), gesture: g };
    stepGesture(this.store, g, this.metres(p));
  }

  up(): Outcome | null {
    const g = this.state.gesture;
    if (!g) return null;
    this.state = { phase: 'idle', gesture: null };
    finishGesture(this.store, g, this.tell);
    this.store.dropMark();
    return 'done';
  }

  cancel(): Outcome | null {
    if (!this.state.gesture) return null;
    this.state = { phase: 'idle', gesture: null };
    this.store.backToMark();
    return 'cancelled';
  }
}
