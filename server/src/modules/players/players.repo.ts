import { asc, count, desc, eq, getTableColumns, like, sql } from 'drizzle-orm';
import type { BuilderPlayer, BuilderTeam } from '@onbir/shared/players/types';
import { foldText } from '@onbir/shared/text/fold';
import type { Db, Queryable } from '../../db/client';
import { clubs, players, poolMeta } from '../../db/schema';
import { toBuilderPlayer, toBuilderTeam, type PlayerRow } from './playerViews';

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
  const words = /[^\p{ASCII}]/u.test(text) ? foldText(text).replace(/[^\p{L}\p{N}]+/gu, ' ') : text.toLocaleLowerCase('en').replace(/[^a-z0-9]+/g, ' ');
  return words.trim();
}

/** A LIKE pattern matching the folded text anywhere; LIKE's own wildcards in the query are taken literally. */
function containsPattern(q: string): string {
  return `%${foldText(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Every player with his club's name and colours, and the folded search name: what the game pool in memory loads. */
export function readPoolPlayers(db: Queryable) {
  return db
    .select({ ...getTableColumns(players), clubName: clubs.name, clubPrimary: clubs.primaryColor, clubSecondary: clubs.secondaryColor })
    .from(players)
    .leftJoin(clubs, eq(clubs.id, players.clubId));
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

/** One club in the builder's shape, or null. */
export async function getClub(db: Db, clubId: number): Promise<BuilderTeam | null> {
  const [club] = await db.select(clubColumns).from(clubs).where(eq(clubs.id, clubId));
  return club ? toBuilderTeam(club) : null;
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
