import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

// The player pool: leagues, clubs, players and the pool's version.
export const leagues = pgTable('leagues', {
  /** The league name as the product shows and stores it (docs/rooms.md, 'Fixed values'), e.g. 'Premier League'. */
  name: text('name').primaryKey(),
  country: text('country').notNull(),
  season: text('season').notNull(),
});

export const clubs = pgTable(
  'clubs',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    league: text('league').notNull().references(() => leagues.name),
    primaryColor: text('primary_color').notNull().default('#1f2937'),
    secondaryColor: text('secondary_color').notNull().default('#ffffff'),
    crestUrl: text('crest_url'),
    /** Where the club came from: 'pool' (shipped data) or an importer's source key. */
    source: text('source').notNull().default('pool'),
    sourceId: text('source_id'),
    /** Lower-cased, accent-folded name for search. */
    searchName: text('search_name').notNull().default(''),
  },
  (t) => [index('clubs_league_idx').on(t.league), uniqueIndex('clubs_source_uq').on(t.source, t.sourceId)],
);

/**
 * The words of a search name as a tsvector, for players_search_idx and the searches that use it:
 * search_name holds its words (letters and digits) separated by single spaces, so splitting it costs
 * a fraction of to_tsvector's parser (which every index build, ANALYZE and filtered row would pay).
 */
export const searchWords = (searchName: AnyPgColumn) => sql`array_to_tsvector(array_remove(string_to_array(${searchName}, ' '), ''))`;

export const players = pgTable(
  'players',
  {
    /** Stable id: '{source}-{sourceId}', e.g. 'pool-arsenal-bukayo-saka' or 'eafc-158023'. */
    id: text('id').primaryKey(),
    fullName: text('full_name').notNull(),
    shortName: text('short_name').notNull(),
    /** Position codes, best first: GK, RB, CB, LB, RWB, LWB, CDM, CM, CAM, RM, LM, RW, LW, CF, ST. */
    positions: text('positions').array().notNull(),
    nationality: text('nationality').notNull().default(''),
    shirtNumber: smallint('shirt_number'),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    league: text('league'),
    overall: smallint('overall').notNull(),
    pace: smallint('pace').notNull(),
    shooting: smallint('shooting').notNull(),
    passing: smallint('passing').notNull(),
    dribbling: smallint('dribbling').notNull(),
    defending: smallint('defending').notNull(),
    physic: smallint('physic').notNull(),
    /** Goalkeeping ability (diving/handling/reflexes summarised); low for outfield players. */
    goalkeeping: smallint('goalkeeping').notNull(),
    faceUrl: text('face_url'),
    source: text('source').notNull().default('pool'),
    /** The words of the folded full name, short name and club name, separated by single spaces, for search. */
    searchName: text('search_name').notNull(),
  },
  (t) => [
    index('players_club_idx').on(t.clubId),
    index('players_league_idx').on(t.league, t.overall),
    // The search order (overall desc, then name): a LIMIT 20 page walks this index and stops early.
    index('players_rank_idx').on(t.overall.desc().nullsFirst(), t.shortName, t.id),
    // GIN without the fast-update pending list: writes are rare (loads and imports), and a pending
    // list is scanned in full by every search until it is merged.
    index('players_positions_idx').using('gin', t.positions).with({ fastupdate: false }),
    // Word-prefix search over the folded names and club name ('haal' -> Haaland) without a table scan.
    index('players_search_idx').using('gin', searchWords(t.searchName)).with({ fastupdate: false }),
  ],
);

/** One row: bumped by every pool load or import that changes something; the ETag of the pool endpoints. */
export const poolMeta = pgTable('pool_meta', {
  id: smallint('id').primaryKey().default(1),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
