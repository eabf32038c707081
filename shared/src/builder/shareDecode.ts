// Links of versions 1 and 2 ('#k=', base64url JSON). zod/mini: the same checks in a fraction of the bytes;
// loaded only when the builder opens a link.
import { z } from 'zod/mini';
import type { BuilderTeam } from '../players/types';
import { isBuilderFormation } from './formations';
import { isHexColour } from './kit';
import type { Lineup } from './lineup';
import { fromBase64Url } from './linkCodec';
import { BENCH_SIZE, changeSquadFormation, COACH_MAX, emptySquad, isBenchKey, SHIRT_MAX, SHIRT_MIN, type Squad, TITLE_MAX } from './squad';

// Compact tuples keep the link short: a full squad with image paths fits in about 5 kB.
const clubTuple = z.tuple([z.int(), z.string(), z.string()]);
const playerTuple = z.tuple([z.string(), z.string().check(z.minLength(1)), z.string(), z.string(), z.string(), z.nullable(z.int()), z.string()]);
export const hex = z.string().check(z.refine(isHexColour));
export const colours = z.tuple([hex, hex]);

/** Links of the first version: formation, club and the eleven (still opened: people shared them). */
const payloadV1 = z.object({
  v: z.literal(1),
  f: z.string().check(z.refine(isBuilderFormation)),
  c: z.nullable(clubTuple),
  p: z.array(playerTuple).check(z.maxLength(11)),
});

/** Version 2: the matchday squad (bench, captain, numbers, title, coach, orientation, kit). */
const payloadV2 = z.object({
  v: z.literal(2),
  f: z.string().check(z.refine(isBuilderFormation)),
  c: z.nullable(clubTuple),
  cc: z.nullable(colours),
  p: z.array(playerTuple).check(z.maxLength(11)),
  b: z.array(playerTuple).check(z.maxLength(BENCH_SIZE), z.refine((rows) => rows.every((r) => isBenchKey(r[0])))),
  k: z.nullable(z.string()),
  n: z.array(z.tuple([z.string(), z.int().check(z.gte(SHIRT_MIN), z.lte(SHIRT_MAX))])).check(z.maxLength(11 + BENCH_SIZE)),
  t: z.string().check(z.maxLength(TITLE_MAX)),
  h: z.string().check(z.maxLength(COACH_MAX)),
  o: z.enum(['gk-bottom', 'gk-top']),
  x: z.nullable(colours),
});


type PlayerTuple = z.infer<typeof playerTuple>;
const fromTuples = (rows: PlayerTuple[]): Lineup =>
  Object.fromEntries(
    rows.map(([key, player_id, player_name, player_image_url, position, current_club_id, club_name]) => [
      key,
      { player_id, player_name, player_image_url, position, current_club_id, club_name, assignedPosition: key },
    ]),
  );

function clubOf(c: z.infer<typeof clubTuple> | null, colors?: [string, string] | null): BuilderTeam | null {
  if (!c) return null;
  return { club_id: c[0], club_name: c[1], logo_url: c[2], ...(colors ? { colors } : {}) };
}

/**
 * Reads a link's 'k' value, of version 1 or 2 (a first-version link opens as that eleven with an empty
 * bench and the defaults); anything damaged, foreign or too big gives null.
 */
export function decodeSharedSquad(encoded: string): Squad | null {
  let raw: unknown;
  try {
    // fromBase64Url refuses a code past MAX_CODE_CHARS before decoding it; below that, JSON.parse is bounded.
    raw = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(encoded)));
  } catch {
    return null;
  }
  const v2 = payloadV2.safeParse(raw);
  if (v2.success) {
    const d = v2.data;
    const squad: Squad = {
      ...emptySquad(d.f),
      club: clubOf(d.c, d.cc),
      lineup: fromTuples(d.p),
      bench: fromTuples(d.b),
      captain: d.k,
      numbers: Object.fromEntries(d.n),
      title: d.t,
      coach: d.h,
      orientation: d.o,
      kit: d.x ? { primary: d.x[0], secondary: d.x[1] } : null,
    };
    // Slot keys that the formation does not have are dropped, as on a formation change; so are a
    // captain off the pitch, numbers of players not in the squad and a number used twice.
    return withUniqueNumbers(changeSquadFormation(squad, d.f));
  }
  const v1 = payloadV1.safeParse(raw);
  if (!v1.success) return null;
  return changeSquadFormation({ ...emptySquad(v1.data.f), club: clubOf(v1.data.c), lineup: fromTuples(v1.data.p) }, v1.data.f);
}

export function withUniqueNumbers(squad: Squad): Squad {
  const seen = new Set<number>();
  const numbers = Object.fromEntries(Object.entries(squad.numbers).filter(([, n]) => !seen.has(n) && seen.add(n)));
  return { ...squad, numbers };
}

