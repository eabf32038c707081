import { z } from 'zod';
import { EQUIPMENT, PALETTE, type ArrowStyle, type BoardObject, type TextSize, type ZoneShape } from './objects';
import type { PitchPoint } from './pitch';
import type { Step } from './steps';

/**
 * Objects and steps of a stored board (format version 2) as flat arrays of small integers, which
 * deflate well: metres in decimetres, colours as palette indexes, kinds as single letters.
 *   arrow  ['a', id, colour, style, fromX, fromY, toX, toY, (midX, midY)]
 *   line   ['l', id, colour, fromX, fromY, toX, toY]
 *   zone   ['z', id, colour, shape, x, y, w, h] or ['z', id, colour, 2, x1, y1, x2, y2, ...] (polygon)
 *   text   ['t', id, colour, size, x, y, text]
 *   equip. ['e', id, colour, item, x, y, rotation]
 * A step is [players [id, x, y, ...], ball [x, y], equipment [id, x, y, rotation, ...], shown ids].
 */
const cell = z.union([z.number().int().min(-100_000).max(100_000), z.string().max(200)]);
export const objectsSchema = z.array(z.array(cell).min(4).max(200)).max(300);
const ints = z.array(z.number().int().min(-100_000).max(100_000)).max(2000);
export const stepsSchema = z.array(z.tuple([ints, ints, ints, ints])).max(30);
export type StoredObject = z.infer<typeof objectsSchema>[number];
export type StoredStep = z.infer<typeof stepsSchema>[number];

const STYLES: ArrowStyle[] = ['pass', 'run', 'dribble'];
const SHAPES: ZoneShape[] = ['rect', 'ellipse', 'polygon'];
const SIZES: TextSize[] = ['s', 'm', 'l'];

const dm = (v: number) => Math.round(v * 10);
const m = (v: number) => v / 10;
const pt = (p: PitchPoint) => [dm(p.x), dm(p.y)];
const colourCode = (c: string): number | string => {
  const i = (PALETTE as readonly string[]).indexOf(c);
  return i >= 0 ? i : c;
};

function encodeObject(o: BoardObject): StoredObject {
  const head = [o.id, colourCode(o.colour)];
  switch (o.kind) {
    case 'arrow':
      return ['a', ...head, STYLES.indexOf(o.style), ...pt(o.from), ...pt(o.to), ...(o.mid ? pt(o.mid) : [])];
    case 'line':
      return ['l', ...head, ...pt(o.from), ...pt(o.to)];
    case 'zone':
      return o.shape === 'polygon'
        ? ['z', ...head, 2, ...(o.points ?? []).flatMap(pt)]
        : ['z', ...head, SHAPES.indexOf(o.shape), ...pt(o.at), dm(o.w), dm(o.h)];
    case 'text':
      return ['t', ...head, SIZES.indexOf(o.size), ...pt(o.at), o.text];
    case 'equipment':
      return ['e', ...head, EQUIPMENT.indexOf(o.item), ...pt(o.at), Math.round(o.rot)];
  }
}

export function encodeObjects(objects: readonly BoardObject[]): StoredObject[] {
  return objects.map(encodeObject);
}

class Invalid extends Error {}

function num(v: unknown): number {
  if (typeof v !== 'number') throw new Invalid();
  return v;
}

function pick<T>(list: readonly T[], v: unknown): T {
  const i = num(v);
  if (i < 0 || i >= list.length) throw new Invalid();
  return list[i];
}

function points(a: unknown[]): PitchPoint[] {
  if (a.length % 2) throw new Invalid();
  const out: PitchPoint[] = [];
  for (let i = 0; i < a.length; i += 2) out.push({ x: m(num(a[i])), y: m(num(a[i + 1])) });
  return out;
}

function colourOf(v: unknown): string {
  if (typeof v === 'number') return pick(PALETTE, v);
  if (typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v)) return v;
  throw new Invalid();
}

function decodeObject(a: StoredObject): BoardObject {
  const [kind, idCell, colourCell, variant, ...rest] = a;
  const id = num(idCell);
  const colour = colourOf(colourCell);
  switch (kind) {
    case 'a': {
      const p = points(rest);
      if (p.length !== 2 && p.length !== 3) throw new Invalid();
      return { kind: 'arrow', id, colour, style: pick(STYLES, variant), from: p[0], to: p[1], ...(p[2] ? { mid: p[2] } : {}) };
    }
    case 'l': {
      const p = points([variant, ...rest]);
      if (p.length !== 2) throw new Invalid();
      return { kind: 'line', id, colour, from: p[0], to: p[1] };
    }
    case 'z': {
      const shape = pick(SHAPES, variant);
      if (shape === 'polygon') {
        const p = points(rest);
        if (p.length < 3) throw new Invalid();
        return { kind: 'zone', id, colour, shape, at: p[0], w: 0, h: 0, points: p };
      }
      if (rest.length !== 4) throw new Invalid();
      const [at] = points(rest.slice(0, 2));
      return { kind: 'zone', id, colour, shape, at, w: m(num(rest[2])), h: m(num(rest[3])) };
    }
    case 't': {
      const text = rest[2];
      if (rest.length !== 3 || typeof text !== 'string') throw new Invalid();
      return { kind: 'text', id, colour, size: pick(SIZES, variant), at: points(rest.slice(0, 2))[0], text };
    }
    case 'e':
      if (rest.length !== 3) throw new Invalid();
      return { kind: 'equipment', id, colour, item: pick(EQUIPMENT, variant), at: points(rest.slice(0, 2))[0], rot: num(rest[2]) };
    default:
      throw new Invalid();
  }
}

/** Null when any object is malformed (a broken link): a board is taken whole or not at all. */
export function decodeObjects(stored: readonly StoredObject[]): BoardObject[] | null {
  try {
    const objects = stored.map(decodeObject);
    return new Set(objects.map((o) => o.id)).size === objects.length ? objects : null;
  } catch (e) {
    if (e instanceof Invalid) return null;
    throw e;
  }
}

export function encodeSteps(steps: readonly Step[]): StoredStep[] {
  return steps.map((s) => [
    Object.entries(s.players).flatMap(([id, p]) => [Number(id), ...pt(p)]),
    pt(s.ball),
    Object.entries(s.equipment).flatMap(([id, e]) => [Number(id), ...pt(e.at), Math.round(e.rot)]),
    [...s.shown],
  ]);
}

export function decodeSteps(stored: readonly StoredStep[]): Step[] | null {
  const out: Step[] = [];
  for (const [players, ball, equipment, shown] of stored) {
    if (players.length % 3 || ball.length !== 2 || equipment.length % 4) return null;
    const s: Step = { players: {}, ball: { x: m(ball[0]), y: m(ball[1]) }, equipment: {}, shown };
    for (let i = 0; i < players.length; i += 3) s.players[players[i]] = { x: m(players[i + 1]), y: m(players[i + 2]) };
    for (let i = 0; i < equipment.length; i += 4) s.equipment[equipment[i]] = { at: { x: m(equipment[i + 1]), y: m(equipment[i + 2]) }, rot: equipment[i + 3] };
    out.push(s);
  }
  return out;
}
