import { describe, expect, it } from 'vitest';
import { createBoard } from './board';
import { addObject, bringToFront, deleteObject, duplicateObject, moveObject, rotateObject, visibleObjectAt } from './boardObjects';
import { commit, createHistory, redo, undo } from './history';
import { curvePoint, hitsObject, objectAt, resizeZone, rotationTowards, type ArrowObject, type BoardObject, type EquipmentObject, type ZoneObject } from './objects';

const curved: ArrowObject = { kind: 'arrow', id: 1, colour: '#ffffff', style: 'pass', from: { x: 10, y: 10 }, to: { x: 30, y: 10 }, mid: { x: 20, y: 20 } };
const goal: EquipmentObject = { kind: 'equipment', id: 2, colour: '#ffffff', item: 'goal', at: { x: 50, y: 30 }, rot: 90 };
const zone: ZoneObject = { kind: 'zone', id: 3, colour: '#ffeb3b', shape: 'rect', at: { x: 70, y: 30 }, w: 10, h: 6 };

describe('board objects: hit-testing', () => {
  it('a curved arrow is hit along its curve, not along the straight chord', () => {
    expect(curvePoint(curved.from, curved.to, curved.mid, 0.5)).toEqual({ x: 20, y: 20 });
    expect(hitsObject(curved, { x: 20, y: 19.6 }, 0.5)).toBe(true);
    expect(hitsObject(curved, { x: 20, y: 10 }, 0.5)).toBe(false);
    expect(hitsObject({ ...curved, mid: undefined }, { x: 20, y: 10 }, 0.5)).toBe(true);
  });

  it('rotated equipment is hit in its own frame', () => {
    // A mini-goal is 2 m by 4 m; turned 90° it lies 4 m along and 2 m across.
    expect(hitsObject(goal, { x: 51.8, y: 30 }, 0)).toBe(true);
    expect(hitsObject(goal, { x: 50, y: 31.8 }, 0)).toBe(false);
    expect(hitsObject({ ...goal, rot: 0 }, { x: 50, y: 31.8 }, 0)).toBe(true);
    expect(hitsObject({ ...goal, rot: 45 }, { x: 48.7, y: 31.3 }, 0)).toBe(true);
    expect(hitsObject({ ...goal, rot: 45 }, { x: 51.3, y: 31.3 }, 0)).toBe(false);
  });

  it('zones, polygons, text and the topmost object', () => {
    expect(hitsObject(zone, { x: 74.9, y: 32.9 }, 0)).toBe(true);
    expect(hitsObject({ ...zone, shape: 'ellipse' }, { x: 74.9, y: 32.9 }, 0)).toBe(false);
    const tri: ZoneObject = { kind: 'zone', id: 4, colour: '#fff', shape: 'polygon', at: { x: 0, y: 0 }, w: 0, h: 0, points: [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 0, y: 10 }] };
    expect(hitsObject(tri, { x: 2, y: 2 }, 0)).toBe(true);
    expect(hitsObject(tri, { x: 8, y: 8 }, 0)).toBe(false);
    const label = { kind: 'text', id: 5, colour: '#fff', at: { x: 10, y: 10 }, text: 'Baskı', size: 'm' } as const;
    expect(hitsObject(label, { x: 13, y: 10 }, 0)).toBe(true);
    // On the portrait pitch the same label runs across the pitch.
    expect(hitsObject(label, { x: 13, y: 10 }, 0, true)).toBe(false);
    expect(hitsObject(label, { x: 10, y: 13 }, 0, true)).toBe(true);
    const objects: BoardObject[] = [zone, { ...goal, at: { x: 70, y: 30 } }];
    expect(objectAt(objects, { x: 70, y: 30 })?.id).toBe(2);
    expect(objectAt(objects, { x: 10, y: 60 })).toBeNull();
  });
});

describe('board objects: select tool operations', () => {
  it('adds, moves, resizes, rotates, brings to front, duplicates and deletes, each undoable', () => {
    let h = createHistory(createBoard('desktop'));
    const step = (fn: (b: typeof h.present) => typeof h.present) => (h = commit(h, fn(h.present)));
    step((b) => addObject(b, curved));
    step((b) => addObject(b, goal));
    step((b) => addObject(b, zone));
    expect(h.present.shown).toEqual([1, 3]);
    step((b) => moveObject(b, 1, { x: 5, y: -2 }));
    expect(h.present.objects[0]).toMatchObject({ from: { x: 15, y: 8 }, to: { x: 35, y: 8 }, mid: { x: 25, y: 18 } });
    step((b) => rotateObject(b, 2, rotationTowards(goal.at, { x: 50, y: 40 })));
    expect(h.present.objects[1]).toMatchObject({ rot: 180 });
    step((b) => ({ ...b, objects: b.objects.map((o) => (o.id === 3 ? resizeZone(zone, { x: 80, y: 40 }, { sx: 1, sy: 1 }) : o)) }));
    // The top-left corner (65, 27) stays; the zone now reaches (80, 40).
    expect(h.present.objects[2]).toMatchObject({ at: { x: 72.5, y: 33.5 }, w: 15, h: 13 });
    step((b) => bringToFront(b, 1));
    expect(h.present.objects.map((o) => o.id)).toEqual([2, 3, 1]);
    step((b) => duplicateObject(b, 3));
    expect(h.present.objects.at(-1)).toMatchObject({ id: 4, kind: 'zone', at: { x: 74.5, y: 35.5 } });
    expect(h.present.shown).toContain(4);
    step((b) => deleteObject(b, 2));
    expect(visibleObjectAt({ ...h.present, view: 'full' }, { x: 50, y: 30 }, 0)).toBeNull();
    h = undo(h);
    expect(visibleObjectAt({ ...h.present, view: 'full' }, { x: 50, y: 30 }, 0)?.id).toBe(2);
    for (let i = 0; i < 8; i++) h = undo(h);
    expect(h.present.objects).toEqual([]);
    h = redo(h);
    expect(h.present.objects).toEqual([curved]);
  });

  it('leaves the board as it is for an unknown id', () => {
    const b = addObject(createBoard('mobile'), zone);
    expect(moveObject(b, 99, { x: 1, y: 1 })).toBe(b);
    expect(deleteObject(b, 99)).toBe(b);
    expect(bringToFront(b, 3)).toBe(b);
    expect(addObject(b, zone)).toBe(b);
  });
});
