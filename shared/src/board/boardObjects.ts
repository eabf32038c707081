import { LIMITS } from './limits';
import { fitInside, type Box } from './labels';
import type { Layout, Point } from './layout';
import { layoutOf, type Board } from './model';
import type { ShownBoard } from './view';
import { EQUIPMENT_HALF, isEquipment, objectAt, TEXT_METRES, translateObject, type BoardObject, type Equipment, type EquipmentObject, type TextObject } from './objects';
import { canvasToPitch, pitchToCanvas, pixelsPerMetre, viewToWorld, viewTransform, worldToView, type PitchPoint, type ViewTransform } from './pitch';

/**
 * The select tool's operations on the board's objects. Each returns a new board (one undo step when
 * committed); an unknown id leaves the board as it is.
 */

/** Equipment shows in every step; a drawing in the steps that list it. */
export function isVisible(board: Pick<Board, 'shown'>, o: BoardObject): boolean {
  return isEquipment(o) || board.shown.includes(o.id);
}

export function visibleObjects(board: Pick<Board, 'objects' | 'shown'>): BoardObject[] {
  return board.objects.filter((o) => isVisible(board, o));
}

/** The next free object id. */
export function nextObjectId(board: Pick<Board, 'objects'>): number {
  return board.objects.reduce((m, o) => Math.max(m, o.id), 0) + 1;
}

/** Adds an object on top, shown in the current step; equipment joins every step where it stands. */
export function addObject(board: Board, o: BoardObject): Board {
  if (board.objects.length >= LIMITS.objects || board.objects.some((x) => x.id === o.id)) return board;
  const steps = isEquipment(o) ? board.steps.map((s) => ({ ...s, equipment: { ...s.equipment, [o.id]: { at: o.at, rot: o.rot } } })) : board.steps;
  return { ...board, objects: [...board.objects, o], shown: isEquipment(o) ? board.shown : [...board.shown, o.id], steps };
}

export function updateObject(board: Board, id: number, fn: (o: BoardObject) => BoardObject): Board {
  let changed = false;
  const objects = board.objects.map((o) => {
    if (o.id !== id) return o;
    const next = fn(o);
    changed ||= next !== o;
    return next;
  });
  return changed ? { ...board, objects } : board;
}

export function moveObject(board: Board, id: number, by: PitchPoint): Board {
  return updateObject(board, id, (o) => translateObject(o, by));
}

export function rotateObject(board: Board, id: number, rot: number): Board {
  return updateObject(board, id, (o) => (isEquipment(o) ? { ...o, rot } : o));
}

/** Removes the object from the board and from every step. */
export function deleteObject(board: Board, id: number): Board {
  if (!board.objects.some((o) => o.id === id)) return board;
  const drop = (ids: number[]) => ids.filter((x) => x !== id);
  const steps = board.steps.map((s) => {
    const equipment = { ...s.equipment };
    delete equipment[id];
    return { ...s, shown: drop(s.shown), equipment };
  });
  return { ...board, objects: board.objects.filter((o) => o.id !== id), shown: drop(board.shown), steps };
}

export function bringToFront(board: Board, id: number): Board {
  const o = board.objects.find((x) => x.id === id);
  if (!o || board.objects[board.objects.length - 1] === o) return board;
  return { ...board, objects: [...board.objects.filter((x) => x !== o), o] };
}

/** A copy two metres down and to the right, on top, with the next free id. */
export function duplicateObject(board: Board, id: number): Board {
  const o = board.objects.find((x) => x.id === id);
  if (!o) return board;
  return addObject(board, { ...translateObject(o, { x: 2, y: 2 }), id: nextObjectId(board) });
}

/** Half the width and height of a piece of equipment as drawn (metres): its real size, or the layout's smallest. */
export function equipmentHalf(item: Equipment, layout: Layout): { w: number; h: number } {
  const half = EQUIPMENT_HALF[item];
  const k = Math.max(1, layout.equipmentMin / (Math.max(half.w, half.h) * pixelsPerMetre(layout)));
  return { w: half.w * k, h: half.h * k };
}

/** The pitch's part the view shows, on the canvas. */
export function visiblePitch(layout: Layout, t: ViewTransform): Box {
  const x0 = Math.max(layout.padding, t.rect.x);
  const y0 = Math.max(layout.padding, t.rect.y);
  const x1 = Math.min(layout.width - layout.padding, t.rect.x + t.rect.w);
  const y1 = Math.min(layout.height - layout.padding, t.rect.y + t.rect.h);
  const a = worldToView(t, { x: x0, y: y0 });
  const b = worldToView(t, { x: x1, y: y1 });
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), w: Math.abs(b.x - a.x), h: Math.abs(b.y - a.y) };
}

/**
 * Where a label is drawn on the canvas and at what size: its height in metres on this view, shrunk if
 * it is wider than the pitch, moved in if it would cross a line of the pitch. `measure` gives the text's
 * width at a font size.
 */
export function textBox(o: TextObject, layout: Layout, t: ViewTransform, measure: (font: number) => number): { at: Point; font: number; w: number; h: number } {
  const font = TEXT_METRES[o.size] * pixelsPerMetre(layout) * t.scale;
  // The halo and a little air on each side.
  const w = measure(font) + font * 0.4;
  const h = font * 1.25;
  const fit = fitInside(worldToView(t, pitchToCanvas(layout, o.at)), w, h, visiblePitch(layout, t));
  return { at: fit.at, font: font * fit.scale, w: w * fit.scale, h: h * fit.scale };
}

/** Text width without a canvas: about 0.6 of the font size a character (for hit tests). */
export const estimateText = (text: string) => (font: number) => Math.max(1, text.length) * font * 0.6;

/** The topmost visible object under a point in metres; labels where they are drawn, equipment at its drawn size. */
export function visibleObjectAt(board: Pick<ShownBoard, 'objects' | 'shown' | 'layout' | 'format' | 'view'>, p: PitchPoint, tolerance: number): BoardObject | null {
  const layout = layoutOf(board);
  const t = viewTransform(layout, board.view);
  const drawn = board.objects.map((o) => {
    if (o.kind !== 'text') return o;
    const at = canvasToPitch(layout, viewToWorld(t, textBox(o, layout, t, estimateText(o.text)).at));
    return { ...o, at };
  });
  const scale = (o: EquipmentObject) => equipmentHalf(o.item, layout).w / EQUIPMENT_HALF[o.item].w;
  const hit = objectAt(drawn, p, tolerance, (o) => isVisible(board, o), layout.orientation === 'portrait', scale);
  return hit && board.objects.find((o) => o.id === hit.id)!;
}
