import { z } from 'zod';
import { deflateRaw, fromBase64Url, inflateCapped, toBase64Url } from '../codec/deflate';
import { formationOf } from './formations';
import { layoutFor, type LayoutKind } from './layout';
import { LIMITS } from './limits';
import { TEAMS, type Board, type TrailPoint } from './model';
import { canvasToPitch, metres, type PitchPoint } from './pitch';
import { decodeObjects, decodeSteps, encodeObjects, encodeSteps, type objectsSchema, type stepsSchema } from './serializeObjects';
import { coord, dec, isLegacy, legacyBoard, legacySchema, pointsIn } from './serializeLegacy';
import { simplifyBoard } from './simplify';
import { stepsOf } from './steps';
import { boardOfFields, LAYOUT_CODES, storedFields, TRAIL_RUNS } from './storedFields';
import { stepRuns } from './trails';
import { storedView, viewFields, type BoardView } from './view';

/**
 * The board as compact JSON for saved boards and share links. Version 4 (written): every coordinate
 * in pitch metres, pieces, trails and strokes in centimetres as integers (trails and strokes as flat
 * [x, y, x, y, ...] arrays), objects and steps in decimetres (serializeObjects.ts), cards and the
 * goalkeeper as bit flags. Earlier versions open and are migrated on read: version 3 (the same fields
 * in tenths of a pixel of the layout `l` it was made on), versions 1 and 2 (11v11 boards of the first
 * pitch sizes: serializeLegacy.ts). Every list has a limit (limits.ts).
 */

/** Centimetres of the pitch: a stroke may start in the margin round it. */
const cm = z.number().int().min(-5_000).max(20_000);
const toCm = (v: number) => Math.round(v * 100);
/** Metres kept to the centimetre, as they are stored (a migrated board then saves and reads back the same). */
export const centimetres = (p: PitchPoint): PitchPoint => metres(toCm(p.x) / 100, toCm(p.y) / 100);
const flatCm = (points: readonly PitchPoint[]) => points.flatMap((p) => [toCm(p.x), toCm(p.y)]);

const v4Schema = z.object({ v: z.literal(4), ...storedFields(cm) });
const v3Schema = z.object({ v: z.literal(3), l: z.enum(['d', 'm', 'c']), ...storedFields(coord) });
/** A stored board as written (version 4) or as an older save or plan may still hold it (version 3). */
export const storedBoardSchema = z.union([v4Schema, v3Schema]);
export type StoredBoard = z.infer<typeof storedBoardSchema>;

/** The document as stored; with a view (the presenter's payload alone), that view too (view.ts `viewFields`). */
export function serializeBoard(board: Board, view?: BoardView): z.infer<typeof v4Schema> {
  // The builder's spots are kept even under a name the board knows: reset keeps them until a formation is chosen.
  const known = formationOf(board.format, board.formation);
  const custom = !known || JSON.stringify(known.slots) !== JSON.stringify(board.lineup);
  const k = board.keepers;
  return {
    v: 4,
    fm: board.format,
    sd: board.sides,
    f: board.formation,
    ...(custom ? { u: board.lineup.flatMap((s) => [Math.round(s.d * 1000), Math.round(s.w * 1000), s.num, s.gk ? 1 : 0]) } : {}),
    kp: [k.A, k.B, k.C],
    c: board.coloursSwapped,
    p: board.players.map((p) => [
      p.id,
      toCm(p.x),
      toCm(p.y),
      p.name,
      (p.cards.yellow ? 1 : 0) | (p.cards.red ? 2 : 0) | (p.gk ? 4 : 0),
      p.goals,
      flatCm(p.trail),
      TEAMS.indexOf(p.team),
      p.num,
    ]),
    b: [toCm(board.ball.x), toCm(board.ball.y), flatCm(board.ball.trail)],
    d: board.drawings.map((d) => [d.id, flatCm(d.points)]),
    ...(board.objects.length ? { o: encodeObjects(board.objects), sh: board.shown } : {}),
    ...(board.steps.length ? { s: encodeSteps(stepsOf(board)), k: board.current } : {}),
    ...(view ? viewFields(view) : {}),
    ...trailSteps(board),
  };
}

function trailSteps(board: Board): { ts?: Array<[number, number[]]> } {
  const pieces: Array<[number, TrailPoint[]]> = [[0, board.ball.trail], ...board.players.map((p): [number, TrailPoint[]] => [p.id, p.trail])];
  const ts = pieces.flatMap(([id, trail]): Array<[number, number[]]> => {
    const runs = stepRuns(trail);
    return runs && runs.length <= TRAIL_RUNS ? [[id, runs]] : [];
  });
  return ts.length ? { ts } : {};
}

/** A version 3 board: its tenths of a pixel read on the layout it was made on, as metres. */
function fromV3(s: z.infer<typeof v3Schema>): Board | null {
  const kind: LayoutKind = LAYOUT_CODES[s.l];
  const layout = layoutFor(kind, s.fm);
  return boardOfFields(s, kind, (x, y) => centimetres(canvasToPitch(layout, { x: dec(x), y: dec(y) })));
}

/**
 * Rebuilds a board from stored JSON of any version; null when it is not a valid board (a broken link, old
 * storage). A version 4 board opens on the desktop pitch (its metres do not depend on it): callers put it
 * on their own (`convertLayout`).
 */
export function deserializeBoard(data: unknown): Board | null {
  let board: Board | null;
  let extras: { o?: unknown; sh?: number[]; s?: unknown; k?: number };
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
    const stored = parsed.data;
    board = stored.v === 4 ? boardOfFields(stored, 'desktop', (x, y) => metres(x / 100, y / 100)) : fromV3(stored);
  }
  if (!board) return null;
  const objects = extras.o ? decodeObjects(extras.o as z.infer<typeof objectsSchema>) : [];
  const steps = extras.s ? decodeSteps(extras.s as z.infer<typeof stepsSchema>) : [];
  if (!objects || !steps || (steps.length && (extras.k ?? 0) >= steps.length)) return null;
  return simplifyBoard({
    ...board,
    objects,
    shown: extras.sh ?? [],
    steps,
    current: steps.length ? (extras.k ?? 0) : 0,
  });
}

/** Share-link payload: the stored JSON, deflated, as base64url (fits in a URL hash); a view only in the presenter's. */
export async function encodeBoard(board: Board, view?: BoardView): Promise<string> {
  return toBase64Url(await deflateRaw(new TextEncoder().encode(JSON.stringify(serializeBoard(board, view)))));
}

/** A share link's board; null when the link is broken or bigger than a board can be (limits.ts). */
export async function decodeBoard(text: string): Promise<Board | null> {
  return (await decodeShared(text))?.board ?? null;
}

/** A payload's board and the view fields it holds (the presenter's, or a link of an earlier version: view.ts `storedView`). */
export async function decodeShared(text: string): Promise<{ board: Board; view: Partial<BoardView> } | null> {
  if (!text || text.length > LIMITS.linkChars) return null;
  try {
    const json = await inflateCapped(fromBase64Url(text), LIMITS.decompressedBytes);
    const data: unknown = json && JSON.parse(new TextDecoder().decode(json));
    const board = data ? deserializeBoard(data) : null;
    return board && { board, view: storedView(data) };
  } catch {
    return null;
  }
}
