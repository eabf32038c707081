// zod/mini: the same checks in a fraction of the bytes (this file ships in the builder's page chunk).
import { z } from 'zod/mini';
import type { BuilderTeam } from '../players/types';
import { builderSlots, isBuilderFormation } from './formations';
import { isHexColour, kitPaint, type KitPaint } from './kit';
import { displayName, type Lineup } from './lineup';
import {
  BENCH_KEYS,
  BENCH_SIZE,
  changeSquadFormation,
  COACH_MAX,
  emptySquad,
  isBenchKey,
  type Orientation,
  SHIRT_MAX,
  SHIRT_MIN,
  type Squad,
  TITLE_MAX,
} from './squad';

// Compact tuples keep the link short: a full squad with image paths fits in about 5 kB.
const clubTuple = z.tuple([z.int(), z.string(), z.string()]);
const playerTuple = z.tuple([z.string(), z.string().check(z.minLength(1)), z.string(), z.string(), z.string(), z.nullable(z.int()), z.string()]);
const hex = z.string().check(z.refine(isHexColour));
const colours = z.tuple([hex, hex]);

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

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
}

const toTuples = (places: Lineup) =>
  Object.entries(places).map(([key, e]) => [key, e.player_id, e.player_name, e.player_image_url, e.position, e.current_club_id, e.club_name]);

type PlayerTuple = z.infer<typeof playerTuple>;
const fromTuples = (rows: PlayerTuple[]): Lineup =>
  Object.fromEntries(
    rows.map(([key, player_id, player_name, player_image_url, position, current_club_id, club_name]) => [
      key,
      { player_id, player_name, player_image_url, position, current_club_id, club_name, assignedPosition: key },
    ]),
  );

/** The value of the link's 'k' parameter: base64url of a small JSON document (UTF-8, so Turkish names survive). */
export function encodeSharedSquad(squad: Squad): string {
  const { club } = squad;
  return toBase64Url(
    JSON.stringify({
      v: 2,
      f: squad.formation,
      c: club ? [club.club_id, club.club_name, club.logo_url] : null,
      cc: club?.colors ?? null,
      p: toTuples(squad.lineup),
      b: toTuples(squad.bench),
      k: squad.captain,
      n: Object.entries(squad.numbers),
      t: squad.title,
      h: squad.coach,
      o: squad.orientation,
      x: squad.kit ? [squad.kit.primary, squad.kit.secondary] : null,
    }),
  );
}

function clubOf(c: z.infer<typeof clubTuple> | null, colors?: [string, string] | null): BuilderTeam | null {
  if (!c) return null;
  return { club_id: c[0], club_name: c[1], logo_url: c[2], ...(colors ? { colors } : {}) };
}

/**
 * Reads a link's 'k' value, of either version (a first-version link opens as that eleven with an empty
 * bench and the defaults); anything damaged or foreign gives null (the builder then starts empty).
 */
export function decodeSharedSquad(encoded: string): Squad | null {
  let raw: unknown;
  try {
    raw = JSON.parse(fromBase64Url(encoded));
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

function withUniqueNumbers(squad: Squad): Squad {
  const seen = new Set<number>();
  const numbers = Object.fromEntries(Object.entries(squad.numbers).filter(([, n]) => !seen.has(n) && seen.add(n)));
  return { ...squad, numbers };
}

/** One player as the tactics board receives him (contract agreed with the board). */
export interface TacticsPlayer {
  /** The displayed name, or the slot's position code when the slot is empty. */
  n: string;
  /** 0 = own goal line, 1 = opponent goal line. */
  d: number;
  /** 0 = the right flank (where RB plays), 1 = the left flank. */
  w: number;
}

/** The eleven in slot order, each where his slot sits on the builder's pitch. */
export function tacticsPlayers(formation: string, lineup: Lineup): TacticsPlayer[] {
  return builderSlots(formation).map((slot) => {
    const entry = lineup[slot.key];
    return { n: entry ? displayName(entry.player_name) : slot.position, d: slot.depth, w: slot.width };
  });
}

/** What the board receives besides the eleven (extra fields: a board that does not know them ignores them). */
export interface TacticsHandOver {
  formation: string;
  players: Array<TacticsPlayer & { num?: number }>;
  bench: string[];
  /** Index in `players` of the captain, or null. */
  captain: number | null;
  title: string;
  coach: string;
  orientation: Orientation;
  kit: KitPaint;
}

export function tacticsHandOver(squad: Squad): TacticsHandOver {
  const slots = builderSlots(squad.formation);
  const players = tacticsPlayers(squad.formation, squad.lineup).map((p, i) => {
    const num = squad.numbers[squad.lineup[slots[i].key]?.player_id ?? ''];
    return num ? { ...p, num } : p;
  });
  const captainIndex = slots.findIndex((s) => squad.captain !== null && squad.lineup[s.key]?.player_id === squad.captain);
  return {
    formation: squad.formation,
    players,
    bench: BENCH_KEYS.flatMap((k) => (squad.bench[k] ? [displayName(squad.bench[k].player_name)] : [])),
    captain: captainIndex >= 0 ? captainIndex : null,
    title: squad.title,
    coach: squad.coach,
    orientation: squad.orientation,
    kit: kitPaint(squad.kit, squad.club),
  };
}

/** '/taktik?ilk11=...': the tactics board opens with these eleven. */
export function tacticsBoardLink(squad: Squad): string {
  return `/taktik?ilk11=${encodeURIComponent(JSON.stringify(tacticsHandOver(squad)))}`;
}
