import { pitchDistance, type PitchPoint } from './pitch';

/**
 * What a coach draws on the board besides players and ball, all in pitch metres (pitch.ts). The list
 * order is the drawing order: the last object is on top.
 */
export const ARROW_STYLES_ORDER = ['pass', 'run', 'dribble'] as const;
export type ArrowStyle = (typeof ARROW_STYLES_ORDER)[number];
export type ZoneShape = 'rect' | 'ellipse' | 'polygon';
export type TextSize = 's' | 'm' | 'l';
export const EQUIPMENT = ['cone', 'pole', 'goal', 'mannequin', 'ball'] as const;
export type Equipment = (typeof EQUIPMENT)[number];

/** Colours that stay readable on green grass (white, yellow, orange, red, sky blue, black, magenta). */
export const PALETTE = ['#ffffff', '#ffeb3b', '#ff9800', '#ff1744', '#4fc3f7', '#111111', '#e040fb'] as const;

interface Base {
  id: number;
  colour: string;
}
/** `mid`: the control point of a curved arrow (a quadratic curve); absent for a straight one. */
export interface ArrowObject extends Base { kind: 'arrow'; style: ArrowStyle; from: PitchPoint; to: PitchPoint; mid?: PitchPoint }
export interface LineObject extends Base { kind: 'line'; from: PitchPoint; to: PitchPoint }
/** Rectangle and ellipse: centre and size; polygon: its corners. Zones are filled translucently. */
export interface ZoneObject extends Base { kind: 'zone'; shape: ZoneShape; at: PitchPoint; w: number; h: number; points?: PitchPoint[] }
export interface TextObject extends Base { kind: 'text'; at: PitchPoint; text: string; size: TextSize }
/** Rotation in degrees, clockwise on the landscape pitch. */
export interface EquipmentObject extends Base { kind: 'equipment'; item: Equipment; at: PitchPoint; rot: number }
export type BoardObject = ArrowObject | LineObject | ZoneObject | TextObject | EquipmentObject;

/** Text heights in metres. */
export const TEXT_METRES: Record<TextSize, number> = { s: 2, m: 3, l: 4.5 };
/** Half extents of each piece of equipment in metres (before rotation). */
export const EQUIPMENT_HALF: Record<Equipment, { w: number; h: number }> = {
  cone: { w: 0.8, h: 0.8 },
  pole: { w: 0.4, h: 0.4 },
  goal: { w: 1, h: 2 },
  mannequin: { w: 0.6, h: 1.2 },
  ball: { w: 0.6, h: 0.6 },
};

/** Equipment drawn the same way up whatever the view (round or pointing up); the rest turns with the pitch. */
export const UPRIGHT_EQUIPMENT: ReadonlySet<Equipment> = new Set(['cone', 'pole', 'ball']);

export function isEquipment(o: BoardObject): o is EquipmentObject {
  return o.kind === 'equipment';
}

/** A point of the quadratic curve from → mid → to at t (straight when there is no mid). */
export function curvePoint(from: PitchPoint, to: PitchPoint, mid: PitchPoint | undefined, t: number): PitchPoint {
  if (!mid) return { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t };
  // `mid` is the point the curve passes through at t = 0.5; the Bezier control point follows from it.
  const c = { x: 2 * mid.x - (from.x + to.x) / 2, y: 2 * mid.y - (from.y + to.y) / 2 };
  const u = 1 - t;
  return { x: u * u * from.x + 2 * u * t * c.x + t * t * to.x, y: u * u * from.y + 2 * u * t * c.y + t * t * to.y };
}

/** The curve as a polyline of `n` segments. */
export function curvePolyline(from: PitchPoint, to: PitchPoint, mid: PitchPoint | undefined, n = 24): PitchPoint[] {
  if (!mid) return [from, to];
  return Array.from({ length: n + 1 }, (_, i) => curvePoint(from, to, mid, i / n));
}

/** The handle that bends an arrow: its midpoint on the curve. */
export function arrowHandle(a: ArrowObject | LineObject): PitchPoint {
  return a.kind === 'arrow' && a.mid ? a.mid : curvePoint(a.from, a.to, undefined, 0.5);
}

export function segmentDistance(p: PitchPoint, a: PitchPoint, b: PitchPoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = dx * dx + dy * dy;
  const t = len ? Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len)) : 0;
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function polylineDistance(p: PitchPoint, points: PitchPoint[]): number {
  let best = Infinity;
  for (let i = 1; i < points.length; i++) best = Math.min(best, segmentDistance(p, points[i - 1], points[i]));
  return best;
}

function insidePolygon(p: PitchPoint, poly: PitchPoint[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i];
    const b = poly[j];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** A point in the object's own frame: centred on `at` and turned back by its rotation. */
export function toLocal(at: PitchPoint, rotDeg: number, p: PitchPoint): PitchPoint {
  const r = (-rotDeg * Math.PI) / 180;
  const dx = p.x - at.x;
  const dy = p.y - at.y;
  return { x: dx * Math.cos(r) - dy * Math.sin(r), y: dx * Math.sin(r) + dy * Math.cos(r) };
}

/**
 * Whether `p` (metres) touches the object, with `tolerance` metres of slack for thin strokes. Text is
 * written across the screen: along the pitch on the landscape pitch, across it on the portrait one.
 */
export function hitsObject(o: BoardObject, p: PitchPoint, tolerance: number, portrait = false, equipmentScale = 1): boolean {
  switch (o.kind) {
    case 'arrow':
      return polylineDistance(p, curvePolyline(o.from, o.to, o.mid)) <= tolerance;
    case 'line':
      return segmentDistance(p, o.from, o.to) <= tolerance;
    case 'zone':
      if (o.shape === 'polygon') return insidePolygon(p, o.points ?? []) || polylineDistance(p, [...(o.points ?? []), ...(o.points ?? []).slice(0, 1)]) <= tolerance;
      if (o.shape === 'ellipse') return ((p.x - o.at.x) / (o.w / 2 + tolerance)) ** 2 + ((p.y - o.at.y) / (o.h / 2 + tolerance)) ** 2 <= 1;
      return Math.abs(p.x - o.at.x) <= o.w / 2 + tolerance && Math.abs(p.y - o.at.y) <= o.h / 2 + tolerance;
    case 'text': {
      const h = TEXT_METRES[o.size];
      // Roughly 0.6 of the height per character.
      const along = Math.abs(portrait ? p.y - o.at.y : p.x - o.at.x);
      const across = Math.abs(portrait ? p.x - o.at.x : p.y - o.at.y);
      return along <= (Math.max(1, o.text.length) * h * 0.6) / 2 + tolerance && across <= h / 2 + tolerance;
    }
    case 'equipment': {
      const q = toLocal(o.at, o.rot, p);
      const half = EQUIPMENT_HALF[o.item];
      return Math.abs(q.x) <= half.w * equipmentScale + tolerance && Math.abs(q.y) <= half.h * equipmentScale + tolerance;
    }
  }
}

/** The topmost object under `p`, or null. */
export function objectAt(
  objects: readonly BoardObject[],
  p: PitchPoint,
  tolerance = 1,
  visible?: (o: BoardObject) => boolean,
  portrait = false,
  equipmentScale: (o: EquipmentObject) => number = () => 1,
): BoardObject | null {
  for (let i = objects.length - 1; i >= 0; i--) {
    const o = objects[i];
    if ((!visible || visible(o)) && hitsObject(o, p, tolerance, portrait, o.kind === 'equipment' ? equipmentScale(o) : 1)) return o;
  }
  return null;
}

export function objectCentre(o: BoardObject): PitchPoint {
  if (o.kind === 'arrow' || o.kind === 'line') return arrowHandle(o);
  if (o.kind === 'zone' && o.shape === 'polygon' && o.points?.length) {
    const n = o.points.length;
    return { x: o.points.reduce((s, q) => s + q.x, 0) / n, y: o.points.reduce((s, q) => s + q.y, 0) / n };
  }
  return (o as ZoneObject | TextObject | EquipmentObject).at;
}

const shift = (p: PitchPoint, d: PitchPoint): PitchPoint => ({ x: p.x + d.x, y: p.y + d.y });

/** The object moved by `d` metres. */
export function translateObject<T extends BoardObject>(o: T, d: PitchPoint): T {
  switch (o.kind) {
    case 'arrow':
      return { ...o, from: shift(o.from, d), to: shift(o.to, d), ...(o.mid ? { mid: shift(o.mid, d) } : {}) };
    case 'line':
      return { ...o, from: shift(o.from, d), to: shift(o.to, d) };
    case 'zone':
      return { ...o, at: shift(o.at, d), ...(o.points ? { points: o.points.map((q) => shift(q, d)) } : {}) };
    default:
      return { ...o, at: shift((o as TextObject | EquipmentObject).at, d) };
  }
}

/** Smallest zone side, in metres. */
export const MIN_ZONE = 1;

/**
 * Resizes a rectangle or ellipse by dragging its corner handle to `corner`: the opposite corner
 * stays where it is. A polygon is scaled about its centre instead.
 */
export function resizeZone(z: ZoneObject, corner: PitchPoint, handle: { sx: -1 | 1; sy: -1 | 1 }): ZoneObject {
  if (z.shape === 'polygon') {
    const c = objectCentre(z);
    const pts = z.points ?? [];
    const before = Math.max(...pts.map((q) => pitchDistance(q, c)), 0.001);
    const k = Math.max(0.1, pitchDistance(corner, c) / before);
    return { ...z, points: pts.map((q) => ({ x: c.x + (q.x - c.x) * k, y: c.y + (q.y - c.y) * k })) };
  }
  const fixed = { x: z.at.x - (handle.sx * z.w) / 2, y: z.at.y - (handle.sy * z.h) / 2 };
  const w = Math.max(MIN_ZONE, Math.abs(corner.x - fixed.x));
  const h = Math.max(MIN_ZONE, Math.abs(corner.y - fixed.y));
  return { ...z, w, h, at: { x: fixed.x + (handle.sx * w) / 2, y: fixed.y + (handle.sy * h) / 2 } };
}

/** The corner handles of a rectangle or ellipse. */
export function zoneCorners(z: ZoneObject): Array<{ at: PitchPoint; sx: -1 | 1; sy: -1 | 1 }> {
  const out: Array<{ at: PitchPoint; sx: -1 | 1; sy: -1 | 1 }> = [];
  for (const sx of [-1, 1] as const) for (const sy of [-1, 1] as const) out.push({ at: { x: z.at.x + (sx * z.w) / 2, y: z.at.y + (sy * z.h) / 2 }, sx, sy });
  return out;
}

/** Rotation normalised to 0..359 degrees. */
export function normaliseRotation(deg: number): number {
  return ((Math.round(deg) % 360) + 360) % 360;
}

/** The rotation that points equipment from its centre towards `p` (the rotate handle sits above it). */
export function rotationTowards(at: PitchPoint, p: PitchPoint): number {
  return normaliseRotation((Math.atan2(p.y - at.y, p.x - at.x) * 180) / Math.PI + 90);
}
