import { z } from 'zod';
import { createBoard } from './board';
import { formationOf } from './formations';
import { layoutFor, type Frame, type LayoutPoint } from './layout';
import { LIMITS } from './limits';
import type { Board, BoardPlayer } from './model';
import { canvasToPitch, clampBall, clampPlayer, metres, PITCH_VIEWS, type PitchPoint } from './pitch';
import { objectsSchema, stepsSchema } from './serializeObjects';
import { reframe } from './teams';

/**
 * Boards stored by the first two versions (11v11 only, `m` 11 or 22 players with ids 1..11 for team A
 * and 12..22 for team B), on the first board's pitch boxes, which stretched the pitch: desktop 1200 x 800 and
 * mobile 350 x 450. They open on today's pitch of the same device, every piece at the same place of
 * the pitch; objects and steps, in metres of the same 105 x 68 m pitch, are unchanged.
 */
export const LEGACY_FRAMES: Record<'d' | 'm', Frame> = {
  d: { width: 1200, height: 800, padding: 40, orientation: 'landscape' },
  m: { width: 350, height: 450, padding: 15, orientation: 'portrait' },
};

/** A flat [x, y, x, y, ...] list of at most `points` points. */
export const flat = (points: number) =>
  z
    .array(z.number().int())
    .max(points * 2)
    .refine((a) => a.length % 2 === 0, 'odd point list');
export const coord = z.number().int().min(0).max(20_000);

export const dec = (v: number) => v / 10;
function unflatten(a: number[]): LayoutPoint[] {
  const out: LayoutPoint[] = [];
  for (let i = 0; i < a.length; i += 2) out.push({ x: dec(a[i]), y: dec(a[i + 1]) });
  return out;
}

/** The ball, the strokes, objects, steps and settings: stored alike by every version, in its own unit `c`. */
export const drawnFields = (c: z.ZodNumber) => ({
  b: z.tuple([c, c, flat(LIMITS.storedPathPoints)]),
  d: z.array(z.tuple([z.number().int(), flat(LIMITS.storedPathPoints)])).max(LIMITS.drawings),
  o: objectsSchema.optional(),
  sh: z.array(z.number().int()).max(LIMITS.objects).optional(),
  s: stepsSchema.optional(),
  k: z.number().int().min(0).max(100).optional(),
  w: z.enum(PITCH_VIEWS).optional(),
  st: z.boolean().optional(),
  ms: z.boolean().optional(),
});

export const legacySchema = z.object({
  v: z.union([z.literal(1), z.literal(2)]),
  l: z.enum(['d', 'm']),
  m: z.union([z.literal(11), z.literal(22)]),
  f: z.string().min(1).max(20),
  u: z.array(z.number().int().min(0).max(1000)).length(22).optional(),
  t: z.boolean(),
  c: z.boolean(),
  p: z.array(z.tuple([z.number().int().min(1).max(22), coord, coord, z.string().max(40), z.number().int().min(0).max(2), z.number().int().min(0).max(999), flat(LIMITS.storedPathPoints)])).max(22),
  ...drawnFields(coord),
});
type LegacyBoard = z.infer<typeof legacySchema>;

export function isLegacy(data: unknown): boolean {
  const v = (data as { v?: unknown } | null)?.v;
  return v === 1 || v === 2;
}

/** Every trail and stroke point of a stored board (of any version), to refuse one too big to draw. */
export function pointsIn(s: { p: Array<readonly unknown[]>; b: readonly [number, number, number[]]; d: Array<readonly [number, number[]]> }): number {
  const trails = s.p.reduce((n, p) => n + (p[6] as number[]).length, 0);
  return (trails + s.b[2].length + s.d.reduce((n, d) => n + d[1].length, 0)) / 2;
}

export function legacyBoard(s: LegacyBoard): Board | null {
  const expectedIds = Array.from({ length: s.m }, (_, i) => i + 1).join();
  if (s.p.map((p) => p[0]).join() !== expectedIds) return null;
  const known = formationOf(11, s.f);
  if (!known && !s.u) return null;
  const lineup = known ? known.slots : Array.from({ length: 11 }, (_, i) => ({ d: s.u![2 * i] / 1000, w: s.u![2 * i + 1] / 1000, num: i + 1, gk: i === 0 }));
  const kind = s.l === 'd' ? 'desktop' : 'mobile';
  const layout = layoutFor(kind, 11);
  const onPitch = reframe(LEGACY_FRAMES[s.l], layout);
  // Today's pixels of the same place of the pitch, as metres kept to the centimetre (as version 4 stores them).
  const map = (p: LayoutPoint): PitchPoint => {
    const m = canvasToPitch(layout, onPitch(p));
    return metres(Math.round(m.x * 100) / 100, Math.round(m.y * 100) / 100);
  };
  const players: BoardPlayer[] = s.p.map(([id, x, y, name, flags, goals, trail]) => {
    const num = id > 11 ? id - 11 : id;
    return {
      id,
      team: id <= 11 ? 'A' : 'B',
      num,
      gk: num === 1,
      name: name || String(num),
      ...clampPlayer(layout, map({ x: dec(x), y: dec(y) })),
      trail: unflatten(trail).map(map),
      cards: { yellow: (flags & 1) === 1 && (flags & 2) === 0, red: (flags & 2) === 2 },
      goals,
    };
  });
  return {
    ...createBoard(kind, { format: 11 }),
    sides: s.m === 22 ? 2 : 1,
    formation: s.f,
    lineup,
    players,
    ball: { ...clampBall(layout, map({ x: dec(s.b[0]), y: dec(s.b[1]) })), trail: unflatten(s.b[2]).map(map) },
    drawings: s.d.map(([id, pts]) => ({ id, points: unflatten(pts).map(map) })),
    coloursSwapped: s.c,
  };
}
