import { z } from 'zod';
import { createBoard, shirtNumber, type Board, type BoardPlayer } from './board';
import { FORMATION_SPOTS, isBoardFormation } from './formations';
import { LAYOUTS, type Point, type Spot } from './layout';
import { decodeObjects, decodeSteps, encodeObjects, encodeSteps, objectsSchema, stepsSchema } from './serializeObjects';
import { PITCH_VIEWS } from './pitch';
import { stepsOf } from './steps';

/**
 * The board as compact JSON for saved boards and share links: coordinates in tenths of a pixel as
 * integers, trails and strokes as flat [x, y, x, y, ...] arrays, cards as bit flags.
 * Version 1 (the first board) had only that; version 2 adds the objects, steps, view and settings
 * (serializeObjects.ts), all optional, so a version 1 board reads as a version 2 board with defaults.
 */
const flat = z.array(z.number().int()).refine((a) => a.length % 2 === 0, 'odd point list');
const coord = z.number().int().min(0).max(20_000);

export const storedBoardSchema = z.object({
  v: z.union([z.literal(1), z.literal(2)]),
  l: z.enum(['d', 'm']),
  m: z.union([z.literal(11), z.literal(22)]),
  f: z.string().min(1).max(20),
  u: z.array(z.number().int().min(0).max(1000)).length(22).optional(),
  t: z.boolean(),
  c: z.boolean(),
  p: z.array(z.tuple([z.number().int().min(1).max(22), coord, coord, z.string().max(40), z.number().int().min(0).max(2), z.number().int().min(0).max(999), flat])).max(22),
  b: z.tuple([coord, coord, flat]),
  d: z.array(z.tuple([z.number().int(), flat])).max(500),
  o: objectsSchema.optional(),
  sh: z.array(z.number().int()).max(1000).optional(),
  s: stepsSchema.optional(),
  k: z.number().int().min(0).max(100).optional(),
  w: z.enum(PITCH_VIEWS).optional(),
  st: z.boolean().optional(),
  ms: z.boolean().optional(),
});
export type StoredBoard = z.infer<typeof storedBoardSchema>;

const enc = (v: number) => Math.round(v * 10);
const dec = (v: number) => v / 10;
const flatten = (points: Point[]) => points.flatMap((p) => [enc(p.x), enc(p.y)]);
function unflatten(a: number[]): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < a.length; i += 2) out.push({ x: dec(a[i]), y: dec(a[i + 1]) });
  return out;
}

export function serializeBoard(board: Board): StoredBoard {
  const custom = !isBoardFormation(board.formation);
  return {
    v: 2,
    l: board.layout === 'desktop' ? 'd' : 'm',
    m: board.mode,
    f: board.formation,
    ...(custom ? { u: board.lineup.flatMap((s) => [Math.round(s.d * 1000), Math.round(s.w * 1000)]) } : {}),
    t: board.trailsOn,
    c: board.coloursSwapped,
    p: board.players.map((p) => [p.id, enc(p.x), enc(p.y), p.name, (p.cards.yellow ? 1 : 0) | (p.cards.red ? 2 : 0), p.goals, flatten(p.trail)]),
    b: [enc(board.ball.x), enc(board.ball.y), flatten(board.ball.trail)],
    d: board.drawings.map((d) => [d.id, flatten(d.points)]),
    ...(board.objects.length ? { o: encodeObjects(board.objects), sh: board.shown } : {}),
    ...(board.steps.length ? { s: encodeSteps(stepsOf(board)), k: board.current } : {}),
    ...(board.view !== 'full' ? { w: board.view } : {}),
    ...(board.stripes ? {} : { st: false }),
    ...(board.measure ? { ms: true } : {}),
  };
}

/** Rebuilds a board from stored JSON; null when the data is not a valid board (a broken link, old storage). */
export function deserializeBoard(data: unknown): Board | null {
  const parsed = storedBoardSchema.safeParse(data);
  if (!parsed.success) return null;
  const s = parsed.data;
  const expectedIds = Array.from({ length: s.m }, (_, i) => i + 1).join();
  if (s.p.map((p) => p[0]).join() !== expectedIds) return null;
  let lineup: Spot[];
  if (isBoardFormation(s.f)) lineup = FORMATION_SPOTS[s.f];
  else if (s.u) lineup = Array.from({ length: 11 }, (_, i) => ({ d: s.u![2 * i] / 1000, w: s.u![2 * i + 1] / 1000 }));
  else return null;
  const layout = s.l === 'd' ? 'desktop' : 'mobile';
  const players: BoardPlayer[] = s.p.map(([id, x, y, name, flags, goals, trail]) => ({
    id,
    name: name || String(shirtNumber(id)),
    x: dec(x),
    y: dec(y),
    team: id <= 11 ? 'A' : 'B',
    trail: unflatten(trail),
    // Red wins if both bits are set: the cards are exclusive.
    cards: { yellow: (flags & 1) === 1 && (flags & 2) === 0, red: (flags & 2) === 2 },
    goals,
  }));
  const objects = s.o ? decodeObjects(s.o) : [];
  const steps = s.s ? decodeSteps(s.s) : [];
  if (!objects || !steps || (steps.length && (s.k ?? 0) >= steps.length)) return null;
  return {
    ...createBoard(layout),
    objects,
    shown: s.sh ?? [],
    steps,
    current: steps.length ? (s.k ?? 0) : 0,
    view: s.w ?? 'full',
    stripes: s.st ?? true,
    measure: s.ms ?? false,
    mode: s.m,
    formation: s.f,
    lineup,
    players,
    ball: { x: dec(s.b[0]), y: dec(s.b[1]), radius: LAYOUTS[layout].ballRadius, trail: unflatten(s.b[2]) },
    drawings: s.d.map(([id, pts]) => ({ id, points: unflatten(pts) })),
    trailsOn: s.t,
    coloursSwapped: s.c,
  };
}

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

async function pipe(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/** Share-link payload: the stored JSON, deflated, as base64url (fits in a URL hash). */
export async function encodeBoard(board: Board): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(serializeBoard(board)));
  return toBase64Url(await pipe(json, new CompressionStream('deflate-raw')));
}

export async function decodeBoard(text: string): Promise<Board | null> {
  try {
    const json = await pipe(fromBase64Url(text), new DecompressionStream('deflate-raw'));
    return deserializeBoard(JSON.parse(new TextDecoder().decode(json)));
  } catch {
    return null;
  }
}
