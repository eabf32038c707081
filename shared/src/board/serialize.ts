import { z } from 'zod';
import { createBoard } from './board';
import { formationOf } from './formations';
import { FORMAT_SIZES } from './formats';
import { layoutFor, type LayoutKind } from './layout';
import { LIMITS } from './limits';
import { TEAMS, type Board, type BoardPlayer, type TrailPoint } from './model';
import { PITCH_VIEWS } from './pitch';
import { decodeObjects, decodeSteps, encodeObjects, encodeSteps, objectsSchema, stepsSchema } from './serializeObjects';
import { flat, coord, dec, enc, flatten, isLegacy, legacyBoard, legacySchema, pointsIn, unflatten } from './serializeLegacy';
import { MAX_STEPS, stepsOf } from './steps';
import { stepRuns, withStepRuns } from './trails';

/**
 * The board as compact JSON for saved boards and share links: coordinates in tenths of a pixel as
 * integers, trails and strokes as flat [x, y, x, y, ...] arrays, cards and the goalkeeper as bit flags.
 * Version 3 adds the format, the sides, the third team, shirt numbers and goalkeeper colours to version
 * 2 (objects, steps, view and settings: serializeObjects.ts); versions 1 and 2 (11v11 boards of the
 * first pitch sizes) still open (serializeLegacy.ts). Every list has a limit (limits.ts).
 */
const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const LAYOUT_CODES = { d: 'desktop', m: 'mobile', c: 'compact' } as const satisfies Record<string, LayoutKind>;
const CODE_OF: Record<LayoutKind, keyof typeof LAYOUT_CODES> = { desktop: 'd', mobile: 'm', compact: 'c' };

/** Runs of steps a stored trail may have (a trail whose steps alternate more is stored as the first step's). */
const TRAIL_RUNS = 2 * MAX_STEPS * 20;

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

export const storedBoardSchema = z.object({
  v: z.literal(3),
  l: z.enum(['d', 'm', 'c']),
  fm: z.union(FORMAT_SIZES.map((n) => z.literal(n)) as [z.ZodLiteral<5>, z.ZodLiteral<7>, z.ZodLiteral<8>, z.ZodLiteral<9>, z.ZodLiteral<11>]),
  sd: z.union([z.literal(1), z.literal(2)]),
  f: z.string().min(1).max(20),
  // A lineup not among the format's formations (the builder's): [d, w, number, goalkeeper] per place, d and w in thousandths.
  u: z.array(z.number().int().min(0).max(1000)).max(64).optional(),
  kp: z.tuple([hex, hex, hex]).optional(),
  t: z.boolean(),
  c: z.boolean(),
  p: z.array(player).min(1).max(LIMITS.players),
  b: z.tuple([coord, coord, flat(LIMITS.storedPathPoints)]),
  d: z.array(z.tuple([z.number().int(), flat(LIMITS.storedPathPoints)])).max(LIMITS.drawings),
  o: objectsSchema.optional(),
  sh: z.array(z.number().int()).max(LIMITS.objects).optional(),
  s: stepsSchema.optional(),
  k: z.number().int().min(0).max(100).optional(),
  w: z.enum(PITCH_VIEWS).optional(),
  st: z.boolean().optional(),
  ms: z.boolean().optional(),
  // The steps of the trails' points (trails.ts): [piece id (0 the ball), [step, count, step, count, …]].
  ts: z.array(z.tuple([z.number().int().min(0).max(999), z.array(z.number().int().min(0).max(LIMITS.storedPathPoints)).max(TRAIL_RUNS)])).max(LIMITS.players + 1).optional(),
});
export type StoredBoard = z.infer<typeof storedBoardSchema>;

export function serializeBoard(board: Board): StoredBoard {
  // The builder's spots are kept even under a name the board knows: reset keeps them until a formation is chosen.
  const known = formationOf(board.format, board.formation);
  const custom = !known || JSON.stringify(known.slots) !== JSON.stringify(board.lineup);
  const k = board.keepers;
  return {
    v: 3,
    l: CODE_OF[board.layout],
    fm: board.format,
    sd: board.sides,
    f: board.formation,
    ...(custom ? { u: board.lineup.flatMap((s) => [Math.round(s.d * 1000), Math.round(s.w * 1000), s.num, s.gk ? 1 : 0]) } : {}),
    kp: [k.A, k.B, k.C],
    t: board.trailsOn,
    c: board.coloursSwapped,
    p: board.players.map((p) => [
      p.id,
      enc(p.x),
      enc(p.y),
      p.name,
      (p.cards.yellow ? 1 : 0) | (p.cards.red ? 2 : 0) | (p.gk ? 4 : 0),
      p.goals,
      flatten(p.trail),
      TEAMS.indexOf(p.team),
      p.num,
    ]),
    b: [enc(board.ball.x), enc(board.ball.y), flatten(board.ball.trail)],
    d: board.drawings.map((d) => [d.id, flatten(d.points)]),
    ...(board.objects.length ? { o: encodeObjects(board.objects), sh: board.shown } : {}),
    ...(board.steps.length ? { s: encodeSteps(stepsOf(board)), k: board.current } : {}),
    ...(board.view !== 'full' ? { w: board.view } : {}),
    ...(board.stripes ? {} : { st: false }),
    ...(board.measure ? { ms: true } : {}),
    ...trailSteps(board),
  };
}

function trailSteps(board: Board): Pick<StoredBoard, 'ts'> {
  const pieces: Array<[number, TrailPoint[]]> = [[0, board.ball.trail], ...board.players.map((p): [number, TrailPoint[]] => [p.id, p.trail])];
  const ts = pieces.flatMap(([id, trail]): Array<[number, number[]]> => {
    const runs = stepRuns(trail);
    return runs && runs.length <= TRAIL_RUNS ? [[id, runs]] : [];
  });
  return ts.length ? { ts } : {};
}

function fromV3(s: StoredBoard): Board | null {
  const ids = s.p.map((p) => p[0]);
  if (new Set(ids).size !== ids.length) return null;
  const teams = s.p.map((p) => TEAMS[p[7]]);
  if (!teams.includes('A') || (s.sd === 1 && teams.includes('B')) || (s.sd === 2 && !teams.includes('B'))) return null;
  const known = formationOf(s.fm, s.f);
  const u = s.u;
  if (u ? u.length % 4 || !u.length : !known) return null;
  const lineup = !u ? known!.slots : Array.from({ length: u!.length / 4 }, (_, i) => ({ d: u![4 * i] / 1000, w: u![4 * i + 1] / 1000, num: u![4 * i + 2] || i + 1, gk: u![4 * i + 3] === 1 }));
  const layout = LAYOUT_CODES[s.l];
  const runs = new Map(s.ts ?? []);
  const players: BoardPlayer[] = s.p.map(([id, x, y, name, flags, goals, trail, team, num]) => ({
    id,
    team: TEAMS[team],
    num,
    gk: (flags & 4) === 4,
    name: name || String(num),
    x: dec(x),
    y: dec(y),
    trail: withStepRuns(unflatten(trail), runs.get(id)),
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
    ball: { x: dec(s.b[0]), y: dec(s.b[1]), radius: layoutFor(layout, s.fm).ballRadius, trail: withStepRuns(unflatten(s.b[2]), runs.get(0)) },
    drawings: s.d.map(([id, pts]) => ({ id, points: unflatten(pts) })),
    trailsOn: s.t,
    coloursSwapped: s.c,
  };
}

/** Rebuilds a board from stored JSON of any version; null when it is not a valid board (a broken link, old storage). */
export function deserializeBoard(data: unknown): Board | null {
  let board: Board | null;
  let extras: { o?: unknown; sh?: number[]; s?: unknown; k?: number; w?: Board['view']; st?: boolean; ms?: boolean };
  if (isLegacy(data)) {
    const parsed = legacySchema.safeParse(data);
    if (!parsed.success) return null;
    extras = parsed.data;
    board = legacyBoard(parsed.data);
    if (board && pointsIn(parsed.data) > LIMITS.storedPoints) return null;
  } else {
    const parsed = storedBoardSchema.safeParse(data);
    if (!parsed.success || pointsIn(parsed.data) > LIMITS.storedPoints) return null;
    extras = parsed.data;
    board = fromV3(parsed.data);
  }
  if (!board) return null;
  const objects = extras.o ? decodeObjects(extras.o as z.infer<typeof objectsSchema>) : [];
  const steps = extras.s ? decodeSteps(extras.s as z.infer<typeof stepsSchema>) : [];
  if (!objects || !steps || (steps.length && (extras.k ?? 0) >= steps.length)) return null;
  return {
    ...board,
    objects,
    shown: extras.sh ?? [],
    steps,
    current: steps.length ? (extras.k ?? 0) : 0,
    view: extras.w ?? 'full',
    stripes: extras.st ?? true,
    measure: extras.ms ?? false,
  };
}

export function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

export async function compress(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw')));
  return new Uint8Array(await out.arrayBuffer());
}

/**
 * Inflates at most `limit` bytes: reading stops, and the stream is cancelled, as soon as the output
 * passes it, so a small link that inflates to gigabytes costs no more than the limit.
 */
export async function inflateCapped(bytes: Uint8Array<ArrayBuffer>, limit: number): Promise<Uint8Array | null> {
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** Share-link payload: the stored JSON, deflated, as base64url (fits in a URL hash). */
export async function encodeBoard(board: Board): Promise<string> {
  return toBase64Url(await compress(new TextEncoder().encode(JSON.stringify(serializeBoard(board)))));
}

/** A share link's board; null when the link is broken or bigger than a board can be (limits.ts). */
export async function decodeBoard(text: string): Promise<Board | null> {
  if (!text || text.length > LIMITS.linkChars) return null;
  try {
    const json = await inflateCapped(fromBase64Url(text), LIMITS.decompressedBytes);
    return json && deserializeBoard(JSON.parse(new TextDecoder().decode(json)));
  } catch {
    return null;
  }
}
