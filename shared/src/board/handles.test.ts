import { describe, expect, it } from 'vitest';
import { dragHandle, handleAt, objectHandles } from './handles';
import type { ArrowObject, EquipmentObject, ZoneObject } from './objects';

const arrow: ArrowObject = { kind: 'arrow', id: 1, colour: '#ffffff', style: 'run', from: { x: 10, y: 10 }, to: { x: 30, y: 10 } };
const cone: EquipmentObject = { kind: 'equipment', id: 2, colour: '#ff9800', item: 'cone', at: { x: 50, y: 30 }, rot: 0 };
const zone: ZoneObject = { kind: 'zone', id: 3, colour: '#ffeb3b', shape: 'ellipse', at: { x: 70, y: 30 }, w: 10, h: 6 };

describe('select tool handles', () => {
  it('bends an arrow by its middle and snaps it straight again near the chord', () => {
    const mid = handleAt(arrow, { x: 20.3, y: 10.2 }, 1)!;
    expect(mid.kind).toBe('mid');
    const bent = dragHandle(arrow, mid, { x: 20, y: 16 }) as ArrowObject;
    expect(bent.mid).toEqual({ x: 20, y: 16 });
    expect(objectHandles(bent).find((h) => h.kind === 'mid')!.at).toEqual({ x: 20, y: 16 });
    expect((dragHandle(bent, mid, { x: 20.2, y: 10.3 }) as ArrowObject).mid).toBeUndefined();
    expect(dragHandle(arrow, handleAt(arrow, { x: 30, y: 10 }, 1)!, { x: 35, y: 12 })).toMatchObject({ to: { x: 35, y: 12 } });
  });

  it('resizes a zone from a corner and turns equipment with its knob', () => {
    const corner = handleAt(zone, { x: 75, y: 33 }, 0.5)!;
    expect(corner).toMatchObject({ kind: 'corner', sx: 1, sy: 1 });
    expect(dragHandle(zone, corner, { x: 81, y: 40 })).toMatchObject({ at: { x: 73, y: 33.5 }, w: 16, h: 13 });
    const knob = objectHandles(cone)[0];
    expect(knob).toEqual({ kind: 'rotate', at: { x: 50, y: 27.2 } });
    expect(dragHandle(cone, knob, { x: 50, y: 40 })).toMatchObject({ rot: 180 });
    expect(dragHandle(cone, knob, { x: 40, y: 30 })).toMatchObject({ rot: 270 });
    expect(handleAt(cone, { x: 60, y: 60 }, 1)).toBeNull();
  });
});
