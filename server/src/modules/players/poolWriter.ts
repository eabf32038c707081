import { sql, type SQL } from 'drizzle-orm';
import { foldText } from '@onbir/shared/players/text';
import type { PlayerRatings } from '@onbir/shared/players/types';
import type { Db } from '../../db/client';
import { bumpPoolVersion } from './players.service';

/** A league, club and player as every source (pool files, importers) hands them to the writer. */
export interface LeagueRecord {
  name: string;
  country: string;
  season: string;
}

export interface ClubRecord {
  id: number;
  name: string;
  league: string;
  primaryColor: string;
  secondaryColor: string;
  crestUrl: string | null;
  source: string;
  sourceId: string | null;
}

export interface PlayerRecord extends PlayerRatings {
  id: string;
  fullName: string;
  shortName: string;
  positions: string[];
  nationality: string;
  shirtNumber: number | null;
  clubId: number;
  league: string;
  faceUrl: string | null;
  source: string;
}

// Rows per INSERT: each batch is one statement with one JSON parameter, so the size only bounds memory.
const BATCH = 2000;

/** Rows of a raw statement: node-postgres and PGlite both answer { rows }. */
async function rowsOf(db: Db, query: SQL): Promise<unknown[]> {
  return ((await db.execute(query)) as { rows: unknown[] }).rows;
}

const PLAYER_COLUMNS: Array<[keyof PlayerRecord | 'searchName', string, string]> = [
  ['id', 'id', 'text'],
  ['fullName', 'full_name', 'text'],
  ['shortName', 'short_name', 'text'],
  ['positions', 'positions', 'text[]'],
  ['nationality', 'nationality', 'text'],
  ['shirtNumber', 'shirt_number', 'smallint'],
  ['clubId', 'club_id', 'integer'],
  ['league', 'league', 'text'],
  ['overall', 'overall', 'smallint'],
  ['pace', 'pace', 'smallint'],
  ['shooting', 'shooting', 'smallint'],
  ['passing', 'passing', 'smallint'],
  ['dribbling', 'dribbling', 'smallint'],
  ['defending', 'defending', 'smallint'],
  ['physic', 'physic', 'smallint'],
  ['goalkeeping', 'goalkeeping', 'smallint'],
  ['faceUrl', 'face_url', 'text'],
  ['source', 'source', 'text'],
  ['searchName', 'search_name', 'text'],
];

const CLUB_COLUMNS: Array<[keyof ClubRecord | 'searchName', string, string]> = [
  ['id', 'id', 'integer'],
  ['name', 'name', 'text'],
  ['league', 'league', 'text'],
  ['primaryColor', 'primary_color', 'text'],
  ['secondaryColor', 'secondary_color', 'text'],
  ['crestUrl', 'crest_url', 'text'],
  ['source', 'source', 'text'],
  ['sourceId', 'source_id', 'text'],
  ['searchName', 'search_name', 'text'],
];

/**
 * INSERT ... SELECT FROM jsonb_to_recordset: a whole batch travels as one JSON parameter (no
 * 65535-parameter limit, one round trip). A conflicting row is updated only when a value differs,
 * so RETURNING yields exactly the rows that changed and a re-import reports zero.
 */
async function upsertBatch(db: Db, table: string, columns: Array<[string, string, string]>, rows: object[]): Promise<number> {
  const names = columns.map(([, col]) => col);
  const record = columns.map(([key, , type]) => `"${key}" ${type}`).join(', ');
  const select = columns.map(([key, col]) => `x."${key}" as ${col}`).join(', ');
  const nonKey = names.filter((n) => n !== 'id');
  const set = nonKey.map((n) => `${n} = excluded.${n}`).join(', ');
  const distinct = `(${nonKey.map((n) => `${table}.${n}`).join(', ')}) is distinct from (${nonKey.map((n) => `excluded.${n}`).join(', ')})`;
  const head = sql.raw(`insert into ${table} (${names.join(', ')}) select ${select} from jsonb_to_recordset(`);
  const tail = sql.raw(`::jsonb) as x(${record}) on conflict (id) do update set ${set} where ${distinct} returning id`);
  return (await rowsOf(db, sql`${head}${JSON.stringify(rows)}${tail}`)).length;
}

/** What search matches: the player's names and his club's name, folded ('rodrigo hernandez cascante rodri manchester city'). */
function searchText(p: PlayerRecord, clubName: string | undefined): string {
  const words = [p.fullName, ...(p.shortName === p.fullName ? [] : [p.shortName]), ...(clubName ? [clubName] : [])];
  return foldText(words.join(' '));
}

const GIN_INDEXES = ['players_search_idx', 'players_positions_idx'] as const;
/** From this many players on, a write rebuilds the GIN indexes (holding the players table locked until commit). */
const BULK_ROWS = 5000;

/** Drops the named indexes and returns their CREATE statements, to run again after the write. */
async function dropIndexes(db: Db, names: readonly string[]): Promise<string[]> {
  const rows = (await rowsOf(db, sql`select indexdef from pg_indexes where indexname in ${names}`)) as Array<{ indexdef: string }>;
  for (const name of names) await db.execute(sql.raw(`drop index if exists ${name}`));
  return rows.map((r) => r.indexdef);
}

export interface WriteSummary {
  /** Rows inserted or changed. */
  clubsChanged: number;
  playersChanged: number;
  playersRemoved: number;
}

/**
 * Writes leagues, clubs and players (call it inside a transaction). 'replace' first removes every
 * player and club not in this write, except players already drafted in a room (room history keeps them).
 * Bumps the pool version when anything changed.
 */
export async function writePool(
  db: Db,
  data: { leagues: LeagueRecord[]; clubs: ClubRecord[]; players: PlayerRecord[] },
  mode: 'merge' | 'replace',
): Promise<WriteSummary> {
  for (const l of data.leagues) {
    await db.execute(sql`insert into leagues (name, country, season) values (${l.name}, ${l.country}, ${l.season}) on conflict (name) do nothing`);
  }
  let playersRemoved = 0;
  if (mode === 'replace') {
    const keep = JSON.stringify(data.players.map((p) => p.id));
    const removed = await rowsOf(db, sql`delete from players where id not in (select jsonb_array_elements_text(${keep}::jsonb))
      and id not in (select player_id from room_picks) returning id`);
    playersRemoved = removed.length;
  }
  let clubsChanged = 0;
  for (let i = 0; i < data.clubs.length; i += BATCH) {
    const rows = data.clubs.slice(i, i + BATCH).map((c) => ({ ...c, searchName: foldText(c.name) }));
    clubsChanged += await upsertBatch(db, 'clubs', CLUB_COLUMNS, rows);
  }
  // A large write rebuilds the two GIN indexes once instead of growing them row by row (several times
  // cheaper); the definitions are read back from the catalogue, so they stay those of the migrations.
  const rebuild = data.players.length >= BULK_ROWS ? await dropIndexes(db, GIN_INDEXES) : [];
  let playersChanged = 0;
  const clubNames = new Map(data.clubs.map((c) => [c.id, c.name]));
  for (let i = 0; i < data.players.length; i += BATCH) {
    const rows = data.players.slice(i, i + BATCH).map((p) => ({ ...p, searchName: searchText(p, clubNames.get(p.clubId)) }));
    playersChanged += await upsertBatch(db, 'players', PLAYER_COLUMNS, rows);
  }
  if (mode === 'replace') {
    const keep = JSON.stringify(data.clubs.map((c) => c.id));
    await db.execute(sql`delete from clubs where id not in (select jsonb_array_elements_text(${keep}::jsonb)::integer)
      and id not in (select club_id from players where club_id is not null)`);
  }
  for (const definition of rebuild) await db.execute(sql.raw(definition));
  if (clubsChanged + playersChanged + playersRemoved > 0) {
    await bumpPoolVersion(db);
    // Move GIN entries out of the pending list (else every search scans it) and refresh the planner's
    // statistics, so the first searches after a load already use the indexes well.
    await db.execute(sql`select gin_clean_pending_list(${GIN_INDEXES[0]}::regclass), gin_clean_pending_list(${GIN_INDEXES[1]}::regclass)`);
    await db.execute(sql`analyze players`);
    await db.execute(sql`analyze clubs`);
  }
  return { clubsChanged, playersChanged, playersRemoved };
}
