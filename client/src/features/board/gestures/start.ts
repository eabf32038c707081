import { layoutOf } from '@onbir/shared/board/model';
import { addObject, nextObjectId, visibleObjectAt } from '@onbir/shared/board/boardObjects';
import { handleAt, type Handle } from '@onbir/shared/board/handles';
import { drawnBoard } from '@onbir/shared/board/drawnBoard';
import { pieceAt, type Piece } from '@onbir/shared/board/input';
import type { LayoutPoint } from '@onbir/shared/board/layout';
import { hitsObject, type BoardObject } from '@onbir/shared/board/objects';
import { pixelsPerMetre, viewTransform, type PitchPoint } from '@onbir/shared/board/pitch';
import type { BoardStore, Focus } from '../../boardCore';
import { shapeFrom } from '../tools/shapes';

/** What a press on the pitch started: a piece or an object dragged, a handle pulled, a stroke or a shape drawn. */
export type Gesture =
  | { kind: 'piece'; piece: Piece }
  | { kind: 'pen' }
  | { kind: 'move'; id: number; last: PitchPoint }
  | { kind: 'handle'; id: number; handle: Handle }
  | { kind: 'draw'; start: PitchPoint };

/** How far from a piece or an object a press still takes it (metres): a finger is less precise than a mouse. */
function tolerance(store: BoardStore, touch: boolean): number {
  const b = store.board;
  return (touch ? 14 : 7) / (pixelsPerMetre(layoutOf(b)) * viewTransform(layoutOf(b), store.view.view).scale);
}

/** The select tool: a handle of the selected object, else a piece, else an object, under the press. */
function pressSelect(s: BoardStore, p: LayoutPoint, m: PitchPoint, touch: boolean): Gesture | null {
  const { board, ui } = s;
  const tol = tolerance(s, touch);
  const selected = board.objects.find((o) => o.id === ui.selected);
  let handle = selected ? handleAt(selected, m, tol * 1.5) : null;
  // A press on equipment's own body moves it, even where the rotation knob's catch area reaches over it.
  if (selected && handle?.kind === 'rotate' && hitsObject(selected, m, 0)) handle = null;
  if (selected && handle) return { kind: 'handle', id: selected.id, handle };
  const piece = pieceAt(drawnBoard(board), p, touch ? 8 : 0);
  if (piece) {
    const focus: Focus = piece.kind === 'ball' ? { kind: 'ball' } : { kind: 'player', id: piece.id };
    const pair = s.view.measure ? [...ui.pair.filter((f) => JSON.stringify(f) !== JSON.stringify(focus)), focus].slice(-2) : ui.pair;
    s.setUi({ selected: null, focus, pair });
    return { kind: 'piece', piece };
  }
  const o = visibleObjectAt({ ...board, view: s.view.view }, m, tol);
  s.setUi({ selected: o?.id ?? null, focus: o ? { kind: 'object', id: o.id } : ui.focus });
  return o ? { kind: 'move', id: o.id, last: m } : null;
}

/** A label or a piece of equipment is placed by the press itself: one undo step, no gesture. */
function place(s: BoardStore, m: PitchPoint) {
  const { board, ui } = s;
  const id = nextObjectId(board);
  const o: BoardObject =
    ui.tool === 'text'
      ? { kind: 'text', id, colour: ui.colour, at: m, text: '', size: ui.textSize }
      : { kind: 'equipment', id, colour: ui.colour, item: ui.equipment, at: m, rot: 0 };
  s.apply((b) => addObject(b, o));
  s.setUi({ selected: id, focus: { kind: 'object', id }, editingText: ui.tool === 'text' ? id : null });
}

/**
 * What a press at `p` (world pixels; `m` the same point in metres) starts with the current tool. Drags
 * open an undo step (`beginGesture`); the pen and the shapes draw into the store's pending stroke or object.
 */
export function startGesture(s: BoardStore, p: LayoutPoint, m: PitchPoint, touch: boolean): Gesture | null {
  // A pointer takes over from the keyboard's drawing cursor.
  if (s.ui.cursor || s.ui.draft.length || s.ui.keyboard) s.setUi({ cursor: null, draft: [], keyboard: false });
  if (s.view.penOn) {
    s.setPending({ id: Date.now(), points: [m] });
    return { kind: 'pen' };
  }
  if (s.ui.tool === 'select') {
    const g = pressSelect(s, p, m, touch);
    if (g) s.beginGesture();
    return g;
  }
  if (s.ui.tool === 'text' || s.ui.tool === 'equipment') {
    place(s, m);
    return null;
  }
  s.setPendingObject(shapeFrom(s.ui, s.board, m, m, [m]));
  return { kind: 'draw', start: m };
}
