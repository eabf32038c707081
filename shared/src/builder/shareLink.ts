// Links of version 3 ('#s=': compressed, pool players by id). Loaded only when the builder opens a link.
import { z } from 'zod/mini';
import type { BuilderPlayer, BuilderTeam } from '../players/types';
import { isBuilderFormation, LINEUP_SIZE } from './formations';
import { UNKNOWN_PLAYER_NAME, type Lineup, type LineupEntry } from './lineup';
import { fromBase64Url, inflate, LinkTooBig } from './linkCodec';
import { isManualId } from './share';
import { colours, withUniqueNumbers } from './shareDecode';
import { BENCH_SIZE, changeSquadFormation, COACH_MAX, emptySquad, isBenchKey, SHIRT_MAX, SHIRT_MIN, squadEntries, type Squad, TITLE_MAX } from './squad';

const text = (max: number) => z.string().check(z.maxLength(max));
const id = text(80).check(z.minLength(1));
const manual = z.tuple([id, text(60).check(z.minLength(1)), text(8), z.nullable(z.int()), text(60)]);
const place = z.tuple([text(8), z.union([id, manual])]);
const payloadV3 = z.object({
  v: z.literal(3),
  f: z.string().check(z.refine(isBuilderFormation)),
  c: z.nullable(z.int()),
  p: z.array(place).check(z.maxLength(LINEUP_SIZE)),
  b: z.array(place).check(z.maxLength(BENCH_SIZE), z.refine((rows) => rows.every((r) => isBenchKey(r[0])))),
  k: z.nullable(z.int()),
  n: z.array(z.tuple([z.int(), z.int().check(z.gte(SHIRT_MIN), z.lte(SHIRT_MAX))])).check(z.maxLength(LINEUP_SIZE + BENCH_SIZE)),
  t: text(TITLE_MAX),
  h: text(COACH_MAX),
  o: z.enum(['gk-bottom', 'gk-top']),
  x: z.nullable(colours),
});

/** What a link gives before the server has named its players: the squad with stand-ins, and whom to ask for. */
export interface SquadFromLink {
  squad: Squad;
  /** Pool players' ids (to look up) and the club's id; empty when the link names everyone itself. */
  ids: string[];
  clubId: number | null;
}

export type LinkRead = { ok: true; link: SquadFromLink } | { ok: false; reason: 'damaged' | 'too_big' };

/**
 * A stand-in's name until the server answers (or when it cannot: offline, or a player the pool has lost):
 * the words of a pool id's slug ('pool-1-fernando-muslera' -> 'Fernando Muslera'), else 'Bilinmiyor'.
 */
export function nameFromId(playerId: string): string {
  const m = /^pool-\d+-([a-z0-9-]+)$/.exec(playerId);
  if (!m) return UNKNOWN_PLAYER_NAME;
  return m[1]
    .split('-')
    .filter(Boolean)
    .map((w) => w[0].toLocaleUpperCase('en') + w.slice(1))
    .join(' ');
}

function entryOf(key: string, ref: z.infer<typeof place>[1], clubId: number | null): LineupEntry {
  if (typeof ref === 'string') {
    return { player_id: ref, player_name: nameFromId(ref), player_image_url: '', position: '', current_club_id: clubId, club_name: '', assignedPosition: key };
  }
  const [player_id, player_name, position, current_club_id, club_name] = ref;
  return { player_id, player_name, player_image_url: '', position, current_club_id, club_name, assignedPosition: key };
}

/** The places of one part of the squad; a player named twice (a forged link) keeps his first place only. */
function placesOf(rows: z.infer<typeof place>[], clubId: number | null, seen: Set<string>): Lineup {
  const places: Record<string, LineupEntry> = {};
  for (const [key, ref] of rows) {
    const entry = entryOf(key, ref, clubId);
    if (seen.has(entry.player_id)) continue;
    seen.add(entry.player_id);
    places[key] = entry;
  }
  return places;
}

/** Reads a version 3 code: at most MAX_CODE_CHARS of text inflating to MAX_INFLATED_BYTES, then validated. */
export async function readSquadLink(code: string): Promise<LinkRead> {
  let raw: unknown;
  try {
    raw = JSON.parse(await inflate(fromBase64Url(code)));
  } catch (err) {
    return { ok: false, reason: err instanceof LinkTooBig ? 'too_big' : 'damaged' };
  }
  const parsed = payloadV3.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: 'damaged' };
  const d = parsed.data;
  const club: BuilderTeam | null = d.c === null ? null : { club_id: d.c, club_name: '', logo_url: '' };
  const seen = new Set<string>();
  const formed = changeSquadFormation(
    { ...emptySquad(d.f), club, lineup: placesOf(d.p, d.c, seen), bench: placesOf(d.b, d.c, seen), title: d.t, coach: d.h, orientation: d.o, kit: d.x ? { primary: d.x[0], secondary: d.x[1] } : null },
    d.f,
  );
  // Captain and numbers point into the places in their order (the encoder's squadEntries).
  const entries = squadEntries(formed);
  const idAt = (i: number) => entries[i]?.player_id;
  const captain = d.k === null ? null : (idAt(d.k) ?? null);
  const numbers = Object.fromEntries(d.n.flatMap(([i, n]) => (idAt(i) ? [[idAt(i)!, n]] : [])));
  const squad = withUniqueNumbers(changeSquadFormation({ ...formed, captain, numbers }, d.f));
  const ids = squadEntries(squad)
    .map((e) => e.player_id)
    .filter((playerId) => !isManualId(playerId));
  return { ok: true, link: { squad, ids, clubId: d.c } };
}

/**
 * The squad with the server's answer filled in: every player it knows gets his name, face, position and
 * club, and the club its name, crest and colours. Players it does not know keep their stand-ins.
 */
export function withLookedUp(squad: Squad, players: readonly BuilderPlayer[], club: BuilderTeam | null): Squad {
  const byId = new Map(players.map((p) => [p.player_id, p]));
  const fill = (places: Lineup): Lineup =>
    Object.fromEntries(Object.entries(places).map(([key, e]) => [key, byId.has(e.player_id) ? { ...byId.get(e.player_id)!, assignedPosition: key } : e]));
  const sameClub = club && squad.club && club.club_id === squad.club.club_id;
  return { ...squad, club: sameClub ? club : squad.club, lineup: fill(squad.lineup), bench: fill(squad.bench) };
}
