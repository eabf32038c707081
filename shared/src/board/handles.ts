import { arrowHandle, EQUIPMENT_HALF, resizeZone, rotationTowards, type BoardObject, type ZoneObject } from './objects';
import { pitchDistance, type PitchPoint } from './pitch';

/**
 * The handles the select tool shows on the selected object: the ends of arrows and lines, the bend
 * of an arrow, the corners of a zone and the rotation knob of equipment.
 */
export type HandleKind = 'from' | 'to' | 'mid' | 'corner' | 'rotate';
export interface Handle {
  kind: HandleKind;
  at: PitchPoint;
  sx?: -1 | 1;
  sy?: -1 | 1;
}

/** The rotation knob sits this far beyond the equipment's front edge. */
const KNOB_METRES = 2;

function bounds(z: ZoneObject) {
  if (z.shape !== 'polygon') return { x0: z.at.x - z.w / 2, y0: z.at.y - z.h / 2, x1: z.at.x + z.w / 2, y1: z.at.y + z.h / 2 };
  const pts = z.points ?? [];
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

export function objectHandles(o: BoardObject): Handle[] {
  switch (o.kind) {
    case 'arrow':
      return [{ kind: 'from', at: o.from }, { kind: 'to', at: o.to }, { kind: 'mid', at: arrowHandle(o) }];
    case 'line':
      return [{ kind: 'from', at: o.from }, { kind: 'to', at: o.to }];
    case 'zone': {
      const b = bounds(o);
      const out: Handle[] = [];
      for (const sx of [-1, 1] as const) for (const sy of [-1, 1] as const) out.push({ kind: 'corner', at: { x: sx < 0 ? b.x0 : b.x1, y: sy < 0 ? b.y0 : b.y1 }, sx, sy });
      return out;
    }
    case 'equipment': {
      const r = (o.rot * Math.PI) / 180;
      const d = EQUIPMENT_HALF[o.item].h + KNOB_METRES;
      return [{ kind: 'rotate', at: { x: o.at.x + Math.sin(r) * d, y: o.at.y - Math.cos(r) * d } }];
    }
    case 'text':
      return [];
  }
}

/** The handle of `o` within `tolerance` metres of `p`, nearest first. */
export function handleAt(o: BoardObject, p: PitchPoint, tolerance: number): Handle | null {
  let best: Handle | null = null;
  let bestD = tolerance;
  for (const h of objectHandles(o)) {
    const d = pitchDistance(h.at, p);
    if (d <= bestD) {
      best = h;
      bestD = d;
    }
  }
  return best;
}

/** Closer than this to the straight chord, a bent arrow snaps back to straight. */
const STRAIGHT_SNAP = 0.75;

/** The object with handle `h` dragged to `p`. */
export function dragHandle(o: BoardObject, h: Handle, p: PitchPoint): BoardObject {
  switch (h.kind) {
    case 'from':
    case 'to':
      return o.kind === 'arrow' || o.kind === 'line' ? { ...o, [h.kind]: p } : o;
    case 'mid': {
      if (o.kind !== 'arrow') return o;
      const chordMid = { x: (o.from.x + o.to.x) / 2, y: (o.from.y + o.to.y) / 2 };
      if (pitchDistance(chordMid, p) < STRAIGHT_SNAP) {
        const { mid: _drop, ...straight } = o;
        return straight;
      }
      return { ...o, mid: p };
    }
    case 'corner':
      return o.kind === 'zone' ? resizeZone(o, p, { sx: h.sx ?? 1, sy: h.sy ?? 1 }) : o;
    case 'rotate':
      return o.kind === 'equipment' ? { ...o, rot: rotationTowards(o.at, p) } : o;
  }
}
