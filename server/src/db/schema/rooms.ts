import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROOM_STATUSES } from '@onbir/shared/room/constants';
import { DEFAULT_GAME_FORMATION } from '@onbir/shared/formations/gameFormations';
import type { RoomOptions } from '@onbir/shared/room/schemas';
import type { RoomState } from '@onbir/shared/room/state';
import type { Club } from '@onbir/shared/room/rules/club';
import { players } from './players';
import { users } from './accounts';
import { createdAt } from './columns';

// Rooms, the draft and the tournament: a room, its seats, users, chat, picks and fixtures.
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
    /** When the room's next 10-minute reminder is due (shared rules/reminders.ts reminderOf); null for none. */
    remindAt: timestamp('remind_at', { withTimezone: true }),
    /** The `remind_at` whose reminder was sent: a process claims it by setting this, so it goes once. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The rematch room made from this finished room ("Rövanş"), once someone asked for it. */
    rematchId: uuid('rematch_id'),
    /** An auction room's auction once its draft has begun (shared/src/room/state.ts RoomState.auction); null in every other room. */
    auction: jsonb('auction').$type<NonNullable<RoomState['auction']>>(),
    /** Bumped on every change; clients and the pacer use it to drop stale updates. */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('rooms_created_idx').on(t.createdAt), index('rooms_creator_idx').on(t.creatorId, t.status), index('rooms_remind_idx').on(t.remindAt).where(sql`remind_at is not null`)],
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
