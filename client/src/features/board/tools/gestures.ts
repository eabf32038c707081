import { addDrawingPoint, canDraw, commitDrawing, moveBall, movePlayer } from '@onbir/shared/board/board';
import { layoutOf } from '@onbir/shared/board/model';
import { addObject, moveObject, nextObjectId, updateObject, visibleObjectAt } from '@onbir/shared/board/boardObjects';
import { dragHandle, handleAt, type Handle } from '@onbir/shared/board/handles';
import { pieceAt, type Piece } from '@onbir/shared/board/input';
import type { Point } from '@onbir/shared/board/layout';
import { hitsObject, type BoardObject } from '@onbir/shared/board/objects';
import { canvasToPitch, pitchDistance, pixelsPerMetre, viewTransform, type PitchPoint } from '@onbir/shared/board/pitch';
import { boardMessages } from '@onbir/shared/messages/board';
import type { BoardStore } from '../boardStore';
import { bigEnough, shapeFrom } from './shapes';
import type { Focus } from './ui';

type Gesture =
  | { kind: 'piece'; piece: Piece }
  | { kind: 'pen' }
  | { kind: 'move'; id: number; last: PitchPoint }
  | { kind: 'handle'; id: number; handle: Handle }
  | { kind: 'draw'; start: PitchPoint };

/** Polygon corners are taken at least this far apart (metres). */
const POLYGON_SPACING = 2;

/**
 * What a press, drag and release on the pitch do with the current tool. Points arrive in world
 * pixels (the full-pitch layout); objects are handled in metres.
 */
export class Gestures {
  gesture: Gesture | null = null;

  constructor(
    private store: BoardStore,
    /** Says why a stroke was not kept (the board is full of drawings). */
    private tell: (text: string) => void = () => undefined,
  ) {}

  /** The piece being dragged, for the renderer (its trail is drawn live). */
  get activePiece(): Piece | null {
    return this.gesture?.kind === 'piece' ? this.gesture.piece : null;
  }

  private tolerance(touch: boolean): number {
    const b = this.store.board;
    return (touch ? 14 : 7) / (pixelsPerMetre(layoutOf(b)) * viewTransform(layoutOf(b), b.view).scale);
  }

  private metres(p: Point): PitchPoint {
    return canvasToPitch(layoutOf(this.store.board), p);
  }

  /** Returns the piece pressed with the select tool (for the double tap), or null. */
  down(p: Point, touch: boolean): Piece | null {
    const s = this.store;
    const board = s.board;
    const m = this.metres(p);
    // A pointer takes over from the keyboard's drawing cursor.
    if (s.ui.cursor || s.ui.draft.length || s.ui.keyboard) s.setUi({ cursor: null, draft: [], keyboard: false });
    if (board.penOn) {
      this.gesture = { kind: 'pen' };
      s.setPending({ id: Date.now(), points: [p] });
      return null;
    }
    const ui = s.ui;
    const tol = this.tolerance(touch);
    if (ui.tool === 'select') {
      const selected = board.objects.find((o) => o.id === ui.selected);
      let handle = selected ? handleAt(selected, m, tol * 1.5) : null;
      // A press on equipment's own body moves it, even where the rotation knob's catch area reaches over it.
      if (selected && handle?.kind === 'rotate' && hitsObject(selected, m, 0)) handle = null;
      if (selected && handle) {
        s.beginGesture();
        this.gesture = { kind: 'handle', id: selected.id, handle };
        return null;
      }
      const piece = pieceAt(board, p, touch ? 8 : 0);
      if (piece) {
        const focus: Focus = piece.kind === 'ball' ? { kind: 'ball' } : { kind: 'player', id: piece.id };
        const pair = board.measure ? [...ui.pair.filter((f) => JSON.stringify(f) !== JSON.stringify(focus)), focus].slice(-2) : ui.pair;
        s.setUi({ selected: null, focus, pair });
        s.beginGesture();
        this.gesture = { kind: 'piece', piece };
        return piece;
      }
      const o = visibleObjectAt(board, m, tol);
      s.setUi({ selected: o?.id ?? null, focus: o ? { kind: 'object', id: o.id } : ui.focus });
      if (o) {
        s.beginGesture();
        this.gesture = { kind: 'move', id: o.id, last: m };
      }
      return null;
    }
    if (ui.tool === 'text' || ui.tool === 'equipment') {
      const id = nextObjectId(board);
      const o: BoardObject =
        ui.tool === 'text'
          ? { kind: 'text', id, colour: ui.colour, at: m, text: '', size: ui.textSize }
          : { kind: 'equipment', id, colour: ui.colour, item: ui.equipment, at: m, rot: 0 };
      s.apply((b) => addObject(b, o));
      s.setUi({ selected: id, focus: { kind: 'object', id }, editingText: ui.tool === 'text' ? id : null });
      return null;
    }
    this.gesture = { kind: 'draw', start: m };
    s.setPendingObject(shapeFrom(s.ui, s.board, m, m, [m]));
    return null;
  }

  move(p: Point) {
    const g = this.gesture;
    const s = this.store;
    if (!g) return;
    const m = this.metres(p);
    switch (g.kind) {
      case 'pen': {
        const pending = s.pending;
        if (!pending) return;
        const points = addDrawingPoint(pending.points, p);
        if (points !== pending.points) s.setPending({ ...pending, points });
        return;
      }
      case 'piece': {
        const piece = g.piece;
        s.updateGesture((b) => (piece.kind === 'ball' ? moveBall(b, p) : movePlayer(b, piece.id, p)));
        return;
      }
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
        return;
      }
    }
  }

  up() {
    const g = this.gesture;
    const s = this.store;
    this.gesture = null;
    if (!g) return;
    if (g.kind === 'pen') {
      const pending = s.pending;
      s.setPending(null);
      if (!pending || pending.points.length <= 1) return;
      if (!canDraw(s.board, pending.points.length)) this.tell(boardMessages.DRAWING_LIMIT);
      else s.apply((b) => commitDrawing(b, pending));
      return;
    }
    if (g.kind === 'draw') {
      const o = s.pendingObject;
      s.setPendingObject(null);
      if (!o || !bigEnough(o)) return;
      s.apply((b) => addObject(b, o));
      s.setUi({ selected: o.id, focus: { kind: 'object', id: o.id } });
      return;
    }
    s.endGesture();
  }

  cancel() {
    if (this.gesture?.kind === 'draw') this.store.setPendingObject(null);
    this.up();
  }
}
