import { z } from 'zod';
import { createBoard } from './board';
import { formationOf } from './formations';
import { FORMAT_SIZES } from './formats';
import type { LayoutKind } from './layout';
import { LIMITS } from './limits';
import { TEAMS, type Board, type BoardPlayer } from './model';
import type { PitchPoint } from './pitch';
import { drawnFields, flat } from './serializeLegacy';
import { MAX_STEPS } from './steps';
import { withStepRuns } from './trails';

/**
 * The fields versions 3 and 4 of the stored board share (serialize.ts): they differ only in the unit of
 * the pieces, trails and strokes (`coord`): version 3 tenths of a pixel of the layout named by `l`,
 * version 4 centimetres of the pitch.
 */
const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/);
export const LAYOUT_CODES = { d: 'desktop', m: 'mobile', c: 'compact' } as const satisfies Record<string, LayoutKind>;

/** Runs of steps a stored trail may have (a trail whose steps alternate more is stored as the first step's). */
export const TRAIL_RUNS = 2 * MAX_STEPS * 20;

export function storedFields(coord: z.ZodNumber) {
  const player = z.tuple([
    z.number().int().min(1).max(999),
    coord,
    coord,
    z.string().max(40),
    // 1 yellow card, 2 red card, 4 goalkeeper
    z.number().int().min(0).max(7),
    z.number().int().min(0).max(999),
    flat(LIMITS.storedPathPoints),
    // team: 0 A, 1 B, 2 C
    z.number().int().min(0).max(2),
    z.number().int().min(1).max(99),
  ]);
  return {
    fm: z.union(FORMAT_SIZES.map((n) => z.literal(n)) as [z.ZodLiteral<5>, z.ZodLiteral<7>, z.ZodLiteral<8>, z.ZodLiteral<9>, z.ZodLiteral<11>]),
    sd: z.union([z.literal(1), z.literal(2)]),
    f: z.string().min(1).max(20),
    // A lineup not among the format's formations (the builder's): [d, w, number, goalkeeper] per place, d and w in thousandths.
    u: z.array(z.number().int().min(0).max(1000)).max(64).optional(),
    kp: z.tuple([hex, hex, hex]).optional(),
    // Trails on (view.ts): written by the presenter and by boards of earlier versions; a board does not read it.
    t: z.boolean().optional(),
    c: z.boolean(),
    p: z.array(player).min(1).max(LIMITS.players),
    ...drawnFields(coord),
    // The steps of the trails' points (trails.ts): [piece id (0 the ball), [step, count, step, count, …]].
    ts: z.array(z.tuple([z.number().int().min(0).max(999), z.array(z.number().int().min(0).max(LIMITS.storedPathPoints)).max(TRAIL_RUNS)])).max(LIMITS.players + 1).optional(),
  };
}

type StoredFields = z.infer<z.ZodObject<ReturnType<typeof storedFields>>>;

/** Stored [x, y, x, y, …] as points, each read by `point`. */
function points(a: readonly number[], point: (x: number, y: number) => PitchPoint): PitchPoint[] {
  const out: PitchPoint[] = [];
  for (let i = 0; i < a.length; i += 2) out.push(point(a[i], a[i + 1]));
  return out;
}

/** The board of stored fields, opened on the pitch of `layout`; `point` turns a stored pair into metres. Null when they do not make a board. */
export function boardOfFields(s: StoredFields, layout: LayoutKind, point: (x: number, y: number) => PitchPoint): Board | null {
  const ids = s.p.map((p) => p[0]);
  if (new Set(ids).size !== ids.length) return null;
  const teams = s.p.map((p) => TEAMS[p[7]]);
  if (!teams.includes('A') || (s.sd === 1 && teams.includes('B')) || (s.sd === 2 && !teams.includes('B'))) return null;
  const known = formationOf(s.fm, s.f);
  const u = s.u;
  if (u ? u.length % 4 || !u.length : !known) return null;
  const lineup = !u ? known!.slots : Array.from({ length: u.length / 4 }, (_, i) => ({ d: u[4 * i] / 1000, w: u[4 * i + 1] / 1000, num: u[4 * i + 2] || i + 1, gk: u[4 * i + 3] === 1 }));
  const runs = new Map(s.ts ?? []);
  const players: BoardPlayer[] = s.p.map(([id, x, y, name, flags, goals, trail, team, num]) => ({
    id,
    team: TEAMS[team],
    num,
    gk: (flags & 4) === 4,
    name: name || String(num),
    ...point(x, y),
    trail: withStepRuns(points(trail, point), runs.get(id)),
    // Red wins if both bits are set: the cards are exclusive.
    cards: { yellow: (flags & 1) === 1 && (flags & 2) === 0, red: (flags & 2) === 2 },
    goals,
  }));
  const base = createBoard(layout, { format: s.fm });
  return {
    ...base,
    sides: s.sd,
    formation: s.f,
    lineup,
    keepers: s.kp ? { A: s.kp[0], B: s.kp[1], C: s.kp[2] } : base.keepers,
    players,
    ball: { ...point(s.b[0], s.b[1]), trail: withStepRuns(points(s.b[2], point), runs.get(0)) },
    drawings: s.d.map(([id, pts]) => ({ id, points: points(pts, point) })),
    coloursSwapped: s.c,
  };
}
