import { LIMITS } from './limits';
import type { Board } from './model';
import { isEquipment, objectAt, translateObject, type BoardObject } from './objects';
import type { PitchPoint } from './pitch';

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

/** The topmost visible object under a point in metres. */
export function visibleObjectAt(board: Pick<Board, 'objects' | 'shown' | 'layout'>, p: PitchPoint, tolerance: number): BoardObject | null {
  return objectAt(board.objects, p, tolerance, (o) => isVisible(board, o), board.layout === 'mobile');
}
