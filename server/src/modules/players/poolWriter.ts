import { sql, type SQL } from 'drizzle-orm';
import { foldText } from '@onbir/shared/text/fold';
import type { PlayerRatings } from '@onbir/shared/players/types';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { bumpPoolVersion, searchNameOf } from './players.repo';

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

// Rows per unnest() statement: each column travels as one array parameter, so the size only bounds memory.
const BATCH = 10_000;

/** How many rows a data-modifying statement (with `returning 1`) touched, counted in the database. */
async function countOf(db: Db, dml: SQL): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(db, sql`with touched as (${dml}) select count(*)::int as n from touched`);
  return n;
}

type ColumnType = 'text' | 'smallint' | 'integer' | 'text[]';

/** A record field, its column and the column's type; the first column is the key `id`. */
type Column<R> = readonly [field: keyof R & string, column: string, type: ColumnType];

const PLAYER_COLUMNS: ReadonlyArray<Column<PlayerRecord>> = [
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
];

const CLUB_COLUMNS: ReadonlyArray<Column<ClubRecord>> = [
  ['id', 'id', 'integer'],
  ['name', 'name', 'text'],
  ['league', 'league', 'text'],
  ['primaryColor', 'primary_color', 'text'],
  ['secondaryColor', 'secondary_color', 'text'],
  ['crestUrl', 'crest_url', 'text'],
  ['source', 'source', 'text'],
  ['sourceId', 'source_id', 'text'],
];

/** A table's values column by column: each column's name, type and one value per row. */
type ColumnValues = Array<readonly [column: string, type: ColumnType, values: unknown[]]>;

function columnValues<R>(rows: R[], columns: ReadonlyArray<Column<R>>): ColumnValues {
  return columns.map(([field, column, type]) => [column, type, rows.map((r) => r[field] ?? null)] as const);
}

/** A text[] value as an array literal (how an array travels inside a text parameter or a COPY field). */
const arrayLiteral = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** The part of PGlite's client that COPY needs: a query whose /dev/blob reads the given Blob. */
interface BlobQueryable {
  query(query: string, params: unknown[], options: { blob: Blob }): Promise<unknown>;
  exec(query: string): Promise<unknown>;
}

/**
 * PGlite's client under a drizzle database or transaction (drizzle keeps it as session.client), or
 * null for node-postgres. Only PGlite can COPY from a Blob, and only through its own client.
 */
function pgliteClientOf(db: Db): BlobQueryable | null {
  const client = (db as unknown as { session?: { client?: Partial<BlobQueryable> } }).session?.client;
  return typeof client?.exec === 'function' && typeof client.query === 'function' ? (client as BlobQueryable) : null;
}

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const copyEscape = (text: string) => (COPY_SPECIAL.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]) : text);

/** A column's values as fields of COPY's text format (\N for null, special characters escaped). */
function copyFields([, type, values]: ColumnValues[number]): string[] {
  if (type === 'smallint' || type === 'integer') return values.map((v) => (v === null ? '\\N' : String(v)));
  if (type === 'text[]') return values.map((v) => (v === null ? '\\N' : copyEscape(arrayLiteral(v as string[]))));
  return values.map((v) => (v === null ? '\\N' : copyEscape(v as string)));
}

/** The rows in COPY's text format: one line per row, tab-separated. */
function copyText(columns: ColumnValues): string {
  const fields = columns.map(copyFields);
  const lines = new Array<string>(fields[0].length);
  const line = new Array<string>(fields.length);
  for (let i = 0; i < lines.length; i++) {
    for (let c = 0; c < fields.length; c++) line[c] = fields[c][i];
    lines[i] = line.join('\t');
  }
  return `${lines.join('\n')}\n`;
}

/** COPY into the table from a Blob (PGlite): the cheapest way in for rows, in its single WebAssembly thread. */
async function copyInto(pglite: BlobQueryable, table: string, columns: ColumnValues): Promise<void> {
  const names = columns.map(([column]) => column).join(', ');
  await pglite.query(`copy ${table} (${names}) from '/dev/blob'`, [], { blob: new Blob([copyText(columns)]) });
}

/** One unnest() statement per batch with one array parameter per column (no parameter limit, no JSON to parse). */
async function unnestInto(db: Db, table: string, columns: ColumnValues): Promise<void> {
  const names = sql.raw(columns.map(([column]) => column).join(', '));
  // text[] values travel as array literals in a text[] (unnest would flatten an array of arrays).
  const selected = sql.raw(columns.map(([column, type]) => (type === 'text[]' ? `${column}::text[]` : column)).join(', '));
  for (let i = 0; i < columns[0][2].length; i += BATCH) {
    const arrays = columns.map(([, type, values]) => {
      const batch = values.slice(i, i + BATCH);
      const param = sql.param(type === 'text[]' ? batch.map((v) => (v === null ? null : arrayLiteral(v as string[]))) : batch);
      return sql`${param}::${sql.raw(type === 'text[]' ? 'text' : type)}[]`;
    });
    await db.execute(sql`insert into ${sql.raw(table)} (${names}) select ${selected} from unnest(${sql.join(arrays, sql`, `)}) as x(${names})`);
  }
}

/**
 * Copies the rows into a temporary table beside `table` (pg_temp.stage_<table>, dropped at commit),
 * by COPY on PGlite and by unnest() on PostgreSQL, deletes the staged rows equal to the stored ones
 * and marks those that are stored (changed, to update; the rest are new, to insert). Returns how many
 * rows are new or changed: those are all that is left to write.
 */
async function stageChanged(db: Db, table: string, columns: ColumnValues): Promise<number> {
  const stage = `pg_temp.stage_${table}`;
  const [key, ...rest] = columns.map(([column]) => column);
  await db.execute(sql.raw(`drop table if exists ${stage}`));
  await db.execute(
    sql.raw(`create temp table stage_${table} (${columns.map(([column, type]) => `${column} ${type}`).join(', ')}, stored boolean not null default false) on commit drop`),
  );
  if (columns[0][2].length > 0) {
    const pglite = pgliteClientOf(db);
    await (pglite ? copyInto(pglite, stage, columns) : unnestInto(db, stage, columns));
  }
  const row = (alias: string) => `(${rest.map((c) => `${alias}.${c}`).join(', ')})`;
  await db.execute(sql.raw(`delete from ${stage} s using ${table} t where t.${key} = s.${key} and ${row('t')} is not distinct from ${row('s')}`));
  await db.execute(sql.raw(`update ${stage} s set stored = true from ${table} t where t.${key} = s.${key}`));
  const [{ n }] = await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${stage}`));
  return n;
}

/**
 * Writes the staged rows of `table` (all new or changed): updates the stored ones, inserts the new
 * ones. The caller holds a lock that keeps other pool writers out, so a new row cannot appear meanwhile.
 */
async function writeStaged(db: Db, table: string, columns: ColumnValues): Promise<void> {
  const [key, ...rest] = columns.map(([column]) => column);
  const stage = `pg_temp.stage_${table}`;
  await db.execute(sql.raw(`update ${table} t set ${rest.map((n) => `${n} = s.${n}`).join(', ')} from ${stage} s where s.stored and s.${key} = t.${key}`));
  await db.execute(sql.raw(`insert into ${table} (${key}, ${rest.join(', ')}) select ${key}, ${rest.join(', ')} from ${stage} where not stored`));
}

/**
 * What search matches: the words of the player's names and of his club's name, separated by single
 * spaces ('rodrigo hernandez cascante rodri manchester city'), the form players_search_idx splits.
 * The club's part comes ready (folded once per club, not once per player).
 */
function searchText(p: PlayerRecord, clubPart = ''): string {
  const names = searchNameOf(p.shortName === p.fullName ? p.fullName : `${p.fullName} ${p.shortName}`);
  return names && clubPart ? `${names} ${clubPart}` : names || clubPart;
}

/** From this many new or changed players on, a write drops the players table's indexes and foreign keys and builds them again afterwards. */
const BULK_ROWS = 5000;

/**
 * Drops the table's non-unique indexes and its foreign keys and returns the statements that restore
 * them, read from the catalogue (so they stay those of the migrations). PostgreSQL's advice for bulk
 * loads: building an index once and checking a foreign key with one join are several times cheaper
 * than maintaining them row by row (the table stays locked until commit either way).
 */
async function dropForBulkWrite(db: Db, table: string): Promise<string[]> {
  const rows = await queryRows<{ drop: string; restore: string }>(
    db,
    sql`select format('alter table %I drop constraint %I', ${table}::text, conname) as drop,
          format('alter table %I add constraint %I %s', ${table}::text, conname, pg_get_constraintdef(oid)) as restore
        from pg_constraint where conrelid = ${table}::regclass and contype = 'f'
        union all
        select format('drop index %I', c.relname), pg_get_indexdef(i.indexrelid)
        from pg_index i join pg_class c on c.oid = i.indexrelid
        where i.indrelid = ${table}::regclass and not i.indisunique`,
  );
  for (const r of rows) await db.execute(sql.raw(r.drop));
  return rows.map((r) => r.restore).reverse();
}

export interface WriteSummary {
  /** Rows inserted or changed. */
  clubsChanged: number;
  playersChanged: number;
  playersRemoved: number;
}

/**
 * Writes leagues, clubs and players in one transaction (a savepoint inside the caller's). 'replace'
 * first removes every player and club not in this write, except players already drafted in a room
 * (room history keeps them). Rows equal to the stored ones are not touched. Bumps the pool version
 * when anything changed.
 */
export async function writePool(
  db: Db,
  data: { leagues: LeagueRecord[]; clubs: ClubRecord[]; players: PlayerRecord[] },
  mode: 'merge' | 'replace',
): Promise<WriteSummary> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // One pool writer at a time (two processes seeding an empty database: the second waits, then finds
    // every row stored). Searches only read, and this mode lets them.
    await tx.execute(sql`lock table clubs, players in share row exclusive mode`);
    if (data.leagues.length) {
      const [names, countries, seasons] = [data.leagues.map((l) => l.name), data.leagues.map((l) => l.country), data.leagues.map((l) => l.season)];
      await tx.execute(sql`insert into leagues (name, country, season)
        select * from unnest(${sql.param(names)}::text[], ${sql.param(countries)}::text[], ${sql.param(seasons)}::text[]) on conflict (name) do nothing`);
    }
    const clubSearchNames = data.clubs.map((c) => foldText(c.name));
    const clubParts = new Map(data.clubs.map((c) => [c.id, searchNameOf(c.name)]));
    const clubColumns: ColumnValues = [...columnValues(data.clubs, CLUB_COLUMNS), ['search_name', 'text', clubSearchNames]];
    const playerColumns: ColumnValues = [
      ...columnValues(data.players, PLAYER_COLUMNS),
      ['search_name', 'text', data.players.map((p) => searchText(p, clubParts.get(p.clubId)))],
    ];
    const clubsChanged = await stageChanged(tx, 'clubs', clubColumns);
    const playersChanged = await stageChanged(tx, 'players', playerColumns);
    let playersRemoved = 0;
    if (mode === 'replace') {
      // Unchanged players were taken out of the stage: what to keep is every player of this write.
      const keep = sql.param(data.players.map((p) => p.id));
      playersRemoved = await countOf(
        tx,
        sql`delete from players where id not in (select unnest(${keep}::text[])) and id not in (select player_id from room_picks) returning 1`,
      );
    }
    await writeStaged(tx, 'clubs', clubColumns);
    const restore = playersChanged >= BULK_ROWS ? await dropForBulkWrite(tx, 'players') : [];
    await writeStaged(tx, 'players', playerColumns);
    for (const statement of restore) await tx.execute(sql.raw(statement));
    if (mode === 'replace') {
      const keep = sql.param(data.clubs.map((c) => c.id));
      await tx.execute(sql`delete from clubs where id not in (select unnest(${keep}::integer[])) and id not in (select club_id from players where club_id is not null)`);
    }
    if (clubsChanged + playersChanged + playersRemoved > 0) {
      await bumpPoolVersion(tx);
      // Fresh planner statistics, so the first searches after a load already use the indexes well. The
      // search index's expression needs them most: without them the planner may walk the rank index
      // and split every player's search name for a rare word (tens of times slower than the GIN index).
      await tx.execute(sql`analyze players`);
      await tx.execute(sql`analyze clubs`);
    }
    return { clubsChanged, playersChanged, playersRemoved };
  });
}
