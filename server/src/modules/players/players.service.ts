import { and, asc, count, desc, eq, inArray, like, notInArray, sql, type SQL } from 'drizzle-orm';
import type { BuilderPlayer, BuilderTeam, GamePlayer, Page } from '@onbir/shared/players/types';
import { foldText } from '@onbir/shared/players/text';
import type { Db, Queryable } from '../../db/client';
import { clubs, players, poolMeta, searchWords } from '../../db/schema';
import { toBuilderPlayer, toBuilderTeam, toGamePlayer, type PlayerRow } from './playerViews';

export const PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

const playerColumns = {
  id: players.id,
  fullName: players.fullName,
  shortName: players.shortName,
  positions: players.positions,
  clubId: players.clubId,
  clubName: clubs.name,
  clubPrimary: clubs.primaryColor,
  clubSecondary: clubs.secondaryColor,
  league: players.league,
  overall: players.overall,
  pace: players.pace,
  shooting: players.shooting,
  passing: players.passing,
  dribbling: players.dribbling,
  defending: players.defending,
  physic: players.physic,
  goalkeeping: players.goalkeeping,
  faceUrl: players.faceUrl,
};
const clubColumns = {
  id: clubs.id,
  name: clubs.name,
  crestUrl: clubs.crestUrl,
  primaryColor: clubs.primaryColor,
  secondaryColor: clubs.secondaryColor,
};
const rankOrder = [desc(players.overall), asc(players.shortName), asc(players.id)];

/**
 * The form search matches on: the words (runs of letters and digits) of the folded text, separated by
 * single spaces ('Saint-Maximin (10)' -> 'saint maximin 10'). ASCII text folds to its lower case, so
 * it skips foldText's Unicode passes (an import folds every player's names).
 */
export function searchNameOf(text: string): string {
  const words = /[^\p{ASCII}]/u.test(text) ? foldText(text).replace(/[^\p{L}\p{N}]+/gu, ' ') : text.toLowerCase().replace(/[^a-z0-9]+/g, ' ');
  return words.trim();
}

/** A LIKE pattern matching the folded text anywhere; LIKE's own wildcards in the query are taken literally. */
function containsPattern(q: string): string {
  return `%${foldText(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Word-prefix search through the GIN index on the search name's words: every word of the query must
 * start a word of the player's names or club name ('haal' finds Haaland, 'man city' finds City's
 * players). Words are runs of letters and digits on both sides, so the tsquery is written directly
 * (no parser). Null when the query has no searchable word.
 */
function wordPrefixMatch(q: string): SQL | null {
  const words = searchNameOf(q).split(' ').filter(Boolean);
  if (words.length === 0) return null;
  return sql`${searchWords(players.searchName)} @@ ${words.map((w) => `'${w}':*`).join(' & ')}::tsquery`;
}

/** Totals are counted up to this many rows (100 pages), so a broad filter never counts the whole pool. */
export const TOTAL_CAP = 2000;

export interface PlayerFilter {
  /** Word prefixes of the player's names or his club's name, case- and accent-insensitive. */
  q?: string;
  clubId?: number;
  /** Empty, or containing 'all': every league. */
  leagues?: string[];
  /** A player qualifies when this is one of his positions. */
  position?: string;
  excludeIds?: string[];
}

function playerWhere(f: PlayerFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.q?.trim()) parts.push(wordPrefixMatch(f.q) ?? sql`false`);
  if (f.clubId !== undefined) parts.push(eq(players.clubId, f.clubId));
  if (f.leagues?.length && !f.leagues.includes('all')) parts.push(inArray(players.league, f.leagues));
  if (f.position) parts.push(sql`${players.positions} @> array[${f.position}]::text[]`);
  if (f.excludeIds?.length) parts.push(notInArray(players.id, f.excludeIds));
  return and(...parts);
}

/** A PlayerRow's fields, read from the page subquery `p` and its club `c` (joined to the page's rows only). */
const PAGE_COLUMNS = sql.raw(
  `p.id, p.full_name as "fullName", p.short_name as "shortName", p.positions, p.club_id as "clubId", c.name as "clubName",
   c.primary_color as "clubPrimary", c.secondary_color as "clubSecondary", p.league, p.overall, p.pace, p.shooting,
   p.passing, p.dribbling, p.defending, p.physic, p.goalkeeping, p.face_url as "faceUrl"`,
);
const RANK = sql.raw('overall desc, short_name, id');
const PAGE_RANK = sql.raw('p.overall desc, p.short_name, p.id');

const countMatches = (where: SQL) => sql`(select count(*)::int from (select 1 from ${players} where ${where} limit ${TOTAL_CAP}) m)`;

/**
 * One page and the total (counted up to TOTAL_CAP) in one statement: the page is cut from the
 * players alone, only its rows look up their club, and the count runs once beside it. Only a page
 * past the last one needs a second statement for the total.
 */
async function searchRows(db: Db, f: PlayerFilter, page: number, pageSize: number): Promise<{ rows: PlayerRow[]; total: number }> {
  const where = playerWhere(f) ?? sql`true`;
  const size = Math.min(Math.max(1, pageSize), MAX_PAGE_SIZE);
  const offset = (Math.max(1, page) - 1) * size;
  const { rows } = (await db.execute(sql`select ${PAGE_COLUMNS}, ${countMatches(where)} as total
    from (select * from ${players} where ${where} order by ${RANK} limit ${size} offset ${offset}) p
    left join ${clubs} c on c.id = p.club_id
    order by ${PAGE_RANK}`)) as unknown as { rows: Array<PlayerRow & { total: number }> };
  if (rows.length > 0) return { rows, total: rows[0].total };
  if (offset === 0) return { rows: [], total: 0 };
  const counted = (await db.execute(sql`select ${countMatches(where)} as total`)) as unknown as { rows: Array<{ total: number }> };
  return { rows: [], total: counted.rows[0].total };
}

export interface PageOptions {
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

/** One page of the game's pool, best first (overall desc, then name): the draft's player picker. */
export async function searchGamePlayers(db: Db, opts: PlayerFilter & PageOptions = {}): Promise<Page<GamePlayer>> {
  const page = opts.page ?? 1;
  const pageSize = opts.pageSize ?? PAGE_SIZE;
  const { rows, total } = await searchRows(db, opts, page, pageSize);
  return { items: rows.map(toGamePlayer), page, pageSize, total };
}

/** The given players in the game's shape (unknown ids are left out), in the order of `ids`. */
export async function getGamePlayersByIds(db: Db, ids: string[]): Promise<GamePlayer[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(playerColumns)
    .from(players)
    .leftJoin(clubs, eq(clubs.id, players.clubId))
    .where(inArray(players.id, ids));
  const byId = new Map(rows.map((r) => [r.id, toGamePlayer(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The highest-rated player of these leagues who can play `position` and is not excluded (an automatic pick), or null. */
export async function bestEligibleGamePlayer(
  db: Db,
  opts: { leagues: string[]; position: string; excludeIds: string[] },
): Promise<GamePlayer | null> {
  const { rows } = await searchRows(db, opts, 1, 1);
  return rows[0] ? toGamePlayer(rows[0]) : null;
}

/** Clubs by name (case- and accent-insensitive), lowest id first: empty q gives the popular clubs. */
export async function searchClubs(db: Db, opts: { q?: string; limit?: number }): Promise<BuilderTeam[]> {
  const rows = await db
    .select(clubColumns)
    .from(clubs)
    .where(opts.q?.trim() ? like(clubs.searchName, containsPattern(opts.q)) : undefined)
    .orderBy(asc(clubs.id))
    .limit(Math.min(Math.max(1, opts.limit ?? PAGE_SIZE), MAX_PAGE_SIZE));
  return rows.map(toBuilderTeam);
}

/** A club and its squad (best first), or null for an unknown club. */
export async function getClubSquad(db: Db, clubId: number): Promise<{ club: BuilderTeam; players: BuilderPlayer[] } | null> {
  const [club] = await db.select(clubColumns).from(clubs).where(eq(clubs.id, clubId));
  if (!club) return null;
  const rows = await db
    .select(playerColumns)
    .from(players)
    .leftJoin(clubs, eq(clubs.id, players.clubId))
    .where(eq(players.clubId, clubId))
    .orderBy(...rankOrder);
  return { club: toBuilderTeam(club), players: rows.map(toBuilderPlayer) };
}

/** The whole pool in both shapes, read in one go for the cached pool endpoints. */
export async function readWholePool(db: Db): Promise<{ players: PlayerRow[]; teams: BuilderTeam[] }> {
  const [rows, clubRows] = await Promise.all([
    db.select(playerColumns).from(players).leftJoin(clubs, eq(clubs.id, players.clubId)).orderBy(...rankOrder),
    db.select(clubColumns).from(clubs).orderBy(asc(clubs.id)),
  ]);
  return { players: rows, teams: clubRows.map(toBuilderTeam) };
}

/** The pool's version: changes whenever a load or an import changes a row (the ETag of the pool endpoints). */
export async function getPoolVersion(db: Queryable): Promise<number> {
  const [row] = await db.select({ version: poolMeta.version }).from(poolMeta).where(eq(poolMeta.id, 1));
  return row?.version ?? 0;
}

export async function bumpPoolVersion(db: Db): Promise<void> {
  await db
    .insert(poolMeta)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: poolMeta.id, set: { version: sql`${poolMeta.version} + 1`, updatedAt: sql`now()` } });
}

export async function countPlayers(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(players);
  return n;
}
