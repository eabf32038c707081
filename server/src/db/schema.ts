import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ROOM_STATUSES } from '@onbir/shared/room/constants';
import { DEFAULT_GAME_FORMATION } from '@onbir/shared/room/rules/formations';
import type { RoomOptions } from '@onbir/shared/room/schemas';
import type { Club } from '@onbir/shared/room/rules/club';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ---------- accounts ----------
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    /** Bumped to end every session: a login token carries the version it was signed with. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * The username case-folded and reduced to its confusable skeleton (modules/users/usernameKey.ts): two
     * names that look alike share a key, and the unique index refuses the second. Null only for rows
     * written around the service (test fixtures) until the next start fills it in.
     */
    usernameKey: text('username_key'),
    /** An AI manager's seat-holder: never logs in (its password hash is no bcrypt hash) and is never listed. */
    bot: boolean('bot').notNull().default(false),
    /** The interface language the user chose ('tr' or 'en'; null: never chose): their mails and refusals speak it. */
    language: text('language'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_username_key_uq').on(t.usernameKey),
  ],
);

/** Single-use secrets mailed to users: password reset and e-mail change. Only a hash is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reset', 'email', 'email_cancel'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_tokens_hash_uq').on(t.tokenHash)],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

// ---------- player data ----------
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

// ---------- rooms, draft, tournament ----------
export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomName: text('room_name').notNull(),
    /** Everything the room was created with (shared/src/room/schemas.ts roomOptionsSchema), stored whole. */
    options: jsonb('options').$type<RoomOptions>().notNull(),
    passwordHash: text('password_hash'),
    creatorId: uuid('creator_id').notNull().references(() => users.id),
    status: text('status', { enum: ROOM_STATUSES }).notNull().default('waiting'),
    currentPick: integer('current_pick').notNull().default(0),
    /** When the seat on turn picks automatically (its clock, an AI's think time); null for never. */
    pickDeadline: timestamp('pick_deadline', { withTimezone: true }),
    /** "Taslağı duraklat" and "Otomatik devam" (options.autoContinue) paused by the host. */
    draftPaused: boolean('draft_paused').notNull().default(false),
    autoPaused: boolean('auto_paused').notNull().default(false),
    /** When the countdown kicks the next match off (a timer per room, and a sweep, fire it). */
    nextMatchAt: timestamp('next_match_at', { withTimezone: true }),
    /** The rematch room made from this finished room ("Rövanş"), once someone asked for it. */
    rematchId: uuid('rematch_id'),
    /** Bumped on every change; clients and the pacer use it to drop stale updates. */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('rooms_created_idx').on(t.createdAt), index('rooms_creator_idx').on(t.creatorId, t.status)],
);

export const roomPlayers = pgTable(
  'room_players',
  {
    roomId: uuid('room_id').notNull().references(() => rooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** Order in the players list (join order): the draft's turn order. */
    seat: integer('seat').notNull(),
    isReady: boolean('is_ready').notNull().default(false),
    formation: text('formation').notNull().default(DEFAULT_GAME_FORMATION),
    /** An AI manager's, when an AI holds the seat: filled before the draft (a bot account) or a leaver's taken over (his id stays). */
    aiName: text('ai_name'),
    aiStyle: text('ai_style'),
    /** "Otomatik seç": the seat's picks are made by its queue, then the best fit, without waiting for the clock. */
    autodraft: boolean('autodraft').notNull().default(false),
    /** The private pick queue: player ids, first choice first (shared/src/room/rules/pickQueue.ts). */
    pickQueue: text('pick_queue').array().notNull().default(sql`'{}'::text[]`),
    /** The manager's private match plan (shared/src/match/plans.ts PlanRule[]), frozen into each kick-off's input; null: none. */
    plan: jsonb('plan'),
    /** The manager's own club: name and kit colours (shared/src/room/rules/club.ts); null before one is set (and in rooms made before clubs). */
    club: jsonb('club').$type<Club>(),
    joinedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), uniqueIndex('room_players_seat_uq').on(t.roomId, t.seat)],
);

/** A room's users of one kind: a room and a user, once each, gone with either. */
const roomUsers = (name: string) =>
  pgTable(
    name,
    {
      roomId: uuid('room_id').notNull().references(() => rooms.id, { onDelete: 'cascade' }),
      userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
      createdAt: createdAt(),
    },
    (t) => [primaryKey({ columns: [t.roomId, t.userId] })],
  );
/** Users the creator kicked out of a room: they cannot join it again until the creator lifts the bar. */
export const roomBans = roomUsers('room_bans');
/** Who may watch a locked room's matches without a seat: they gave its password (shared/src/room/actions/watch.ts). */
export const roomWatchers = roomUsers('room_watchers');

/** A room's chat and reactions to picks and matches, kept for the room's life (deleted with it). Plain text only. */
export const roomMessages = pgTable(
  'room_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id').notNull().references(() => rooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** 'chat' (text) or 'reaction' (text is one of the quick reactions, pickNumber the pick it answers, or fixtureId the live match). */
    kind: text('kind', { enum: ['chat', 'reaction'] }).notNull(),
    text: text('text').notNull(),
    pickNumber: integer('pick_number'),
    fixtureId: uuid('fixture_id'),
    createdAt: createdAt(),
  },
  (t) => [index('room_messages_room_idx').on(t.roomId, t.createdAt)],
);

export const roomPicks = pgTable(
  'room_picks',
  {
    roomId: uuid('room_id').notNull().references(() => rooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    playerId: text('player_id').notNull().references(() => players.id),
    assignedPosition: text('assigned_position').notNull(),
    pickNumber: integer('pick_number').notNull(),
    auto: boolean('auto').notNull().default(false),
    pickedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.playerId] }),
    // DEFERRABLE INITIALLY IMMEDIATE in the migration (0009; drizzle cannot say it): checked at the end of
    // each statement, so one statement may swap two players' slots (a formation change).
    unique('room_picks_slot_uq').on(t.roomId, t.userId, t.assignedPosition),
  ],
);

export const fixtures = pgTable(
  'fixtures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id').notNull().references(() => rooms.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    round: integer('round').notNull(),
    teamA: uuid('team_a').notNull().references(() => users.id),
    teamB: uuid('team_b').notNull().references(() => users.id),
    played: boolean('played').notNull().default(false),
    seed: integer('seed'),
    /** The engine's input (seed, squads, formations), frozen at kick-off: the timeline is computed from it. */
    input: jsonb('input'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** With several processes: the last event seq the pacing process broadcast (a taker-over resumes after it). */
    pacedSeq: integer('paced_seq').notNull().default(-1),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    goalsA: integer('goals_a'),
    goalsB: integer('goals_b'),
    result: jsonb('result'),
    /** A cup tie's id ('<round>-<slot>', shared/src/match/cup.ts); null in a league. */
    tie: text('tie'),
    /** The unguessable token of the match's share link: its replay opens without signing in. */
    shareToken: uuid('share_token').notNull().defaultRandom(),
  },
  (t) => [
    uniqueIndex('fixtures_room_ordinal_uq').on(t.roomId, t.ordinal),
    index('fixtures_finished_idx').on(t.finishedAt),
    uniqueIndex('fixtures_share_token_uq').on(t.shareToken),
    index('fixtures_team_a_idx').on(t.teamA, t.finishedAt),
    index('fixtures_team_b_idx').on(t.teamB, t.finishedAt),
  ],
);

/** Who runs a timed job (a match's pacer, a draft clock) when several server processes share the work. */
export const leases = pgTable('leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
