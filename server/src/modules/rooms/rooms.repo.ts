import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AiStyle } from '@onbir/shared/game/aiManager';
import type { FixtureDto, RoomStatus } from '@onbir/shared/game/rooms';
import type { Db, Queryable, Tx } from '../../db/client';
import { isUniqueViolation, queryRows } from '../../db/query';
import { roomPicks, roomPlayers, rooms, users } from '../../db/schema';
import { conflictRefusal, missingRoom } from './refusals';

/** The only code with SQL for rooms, their members and picks (fixtures: match.repo.ts). */
export type RoomRow = typeof rooms.$inferSelect;
export type RoomChanges = Partial<typeof rooms.$inferInsert>;

export interface MemberRow {
  userId: string;
  /** The account's name (an AI seat's user is a bot account or the leaver it replaced). */
  username: string;
  /** What the room shows: the AI manager's name for an AI seat, else the username. */
  name: string;
  /** Null for a human. */
  ai: { name: string; style: AiStyle } | null;
  seat: number;
  isReady: boolean;
  formation: string;
  autodraft: boolean;
  /** The private pick queue: never in a DTO. */
  queue: string[];
}

export interface StoredPick {
  userId: string;
  playerId: string;
  assignedPosition: string;
  /** 1-based. */
  pickNumber: number;
  auto: boolean;
}

/** A room as one statement reads it. */
export interface RoomState {
  room: RoomRow;
  /** In seat order (the turn order). */
  members: MemberRow[];
  /** In pick order, without the players' data (the game pool in memory has it). */
  picks: StoredPick[];
  /** In play order; without the engine input and timeline, the bulk of a fixture row. */
  fixtures: FixtureDto[];
  /** The fixture kicked off and not yet played, if any. */
  liveFixtureId: string | null;
  poolVersion: number;
  /** Users the creator kicked (barred until he lifts it). */
  banned: Array<{ userId: string; username: string }>;
}

/** The pool version as a column of a room statement: the game pool in memory follows it. */
const currentPoolVersion = sql<number>`coalesce((select m.version from pool_meta m where m.id = 1), 0)`;

/**
 * The room with its members, picks, fixtures and the pool version, read in one statement (on the
 * embedded database each round trip holds the one connection all requests share), locked for a lobby
 * transaction or, for reads and the versioned writes, not.
 */
export async function readRoom(db: Queryable, roomId: string, opts: { lock: boolean } = { lock: false }): Promise<RoomState | null> {
  const query = db
    .select({
      room: rooms,
      // Spelled out: drizzle leaves columns unqualified in a one-table query, which a subquery would misread.
      members: sql<MemberRow[]>`coalesce((
        select json_agg(json_build_object('userId', rp.user_id, 'username', u.username,
          'name', coalesce(rp.ai_name, u.username), 'seat', rp.seat, 'isReady', rp.is_ready, 'formation', rp.formation,
          'ai', case when rp.ai_name is null then null else json_build_object('name', rp.ai_name, 'style', rp.ai_style) end,
          'autodraft', rp.autodraft, 'queue', rp.pick_queue) order by rp.seat)
        from room_players rp join users u on u.id = rp.user_id where rp.room_id = rooms.id), '[]'::json)`,
      picks: sql<StoredPick[]>`coalesce((
        select json_agg(json_build_object('userId', p.user_id, 'playerId', p.player_id,
          'assignedPosition', p.assigned_position, 'pickNumber', p.pick_number, 'auto', p.auto) order by p.pick_number)
        from room_picks p where p.room_id = rooms.id), '[]'::json)`,
      fixtures: sql<FixtureDto[]>`coalesce((
        select json_agg(json_build_object('_id', f.id, 'teamA', f.team_a, 'teamB', f.team_b,
          'played', f.played, 'result', f.result, 'round', f.round, 'tie', f.tie) order by f.ordinal)
        from fixtures f where f.room_id = rooms.id), '[]'::json)`,
      liveFixtureId: sql<string | null>`(select f.id from fixtures f
        where f.room_id = rooms.id and f.started_at is not null and not f.played limit 1)`,
      poolVersion: currentPoolVersion,
      banned: sql<RoomState['banned']>`coalesce((
        select json_agg(json_build_object('userId', b.user_id, 'username', u.username) order by b.created_at)
        from room_bans b join users u on u.id = b.user_id where b.room_id = rooms.id), '[]'::json)`,
    })
    .from(rooms)
    .where(eq(rooms.id, roomId));
  const [row] = await (opts.lock ? query.for('update', { of: rooms }) : query);
  return row ?? null;
}

/** Every room, newest first (at most 500), with members in seat order and creator names: the /rooms list. */
export async function readRoomList(db: Db) {
  const roomRows = await db.select().from(rooms).orderBy(desc(rooms.createdAt), desc(rooms.id)).limit(500);
  if (roomRows.length === 0) return { roomRows, memberRows: [], creatorNames: new Map<string, string>() };
  const memberRows = await db
    .select({ roomId: roomPlayers.roomId, userId: roomPlayers.userId, username: users.username, isReady: roomPlayers.isReady, aiName: roomPlayers.aiName, aiStyle: roomPlayers.aiStyle, autodraft: roomPlayers.autodraft })
    .from(roomPlayers)
    .innerJoin(users, eq(users.id, roomPlayers.userId))
    .where(inArray(roomPlayers.roomId, roomRows.map((r) => r.id)))
    .orderBy(asc(roomPlayers.seat));
  const creators = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, [...new Set(roomRows.map((r) => r.creatorId))]));
  return { roomRows, memberRows, creatorNames: new Map(creators.map((u) => [u.id, u.username])) };
}

export async function findRoom(db: Db, roomId: string): Promise<RoomRow | null> {
  const [room] = await db.select().from(rooms).where(eq(rooms.id, roomId));
  return room ?? null;
}

/** A human member: an AI seat (a bot, or a leaver's seat taken over) is no member. */
export async function isMember(db: Db, roomId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: roomPlayers.userId })
    .from(roomPlayers)
    .where(and(eq(roomPlayers.roomId, roomId), eq(roomPlayers.userId, userId), isNull(roomPlayers.aiName)));
  return Boolean(row);
}

export async function userExists(db: Db, userId: string): Promise<boolean> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return Boolean(u);
}

/** The rooms in a status with their pick deadlines (the clock re-arms the drafting ones on start). */
export function roomDeadlines(db: Db, status: RoomStatus) {
  return db.select({ id: rooms.id, pickDeadline: rooms.pickDeadline }).from(rooms).where(eq(rooms.status, status));
}

/** Rooms in a status whose pick deadline passed before `before`. */
export function roomsOverdue(db: Db, status: RoomStatus, before: Date) {
  return db.select({ id: rooms.id }).from(rooms).where(and(eq(rooms.status, status), lt(rooms.pickDeadline, before)));
}

/** The player picker's one statement: the room's leagues, the membership check, the drafted ids, the pool version. */
export async function readPickerView(db: Db, roomId: string, userId: string) {
  const [row] = await db
    .select({
      leagues: rooms.leagues,
      member: sql<boolean>`exists(select 1 from room_players rp where rp.room_id = rooms.id and rp.user_id = ${userId} and rp.ai_name is null)`,
      drafted: sql<string[]>`array(select p.player_id from room_picks p where p.room_id = rooms.id)`,
      poolVersion: currentPoolVersion,
    })
    .from(rooms)
    .where(eq(rooms.id, roomId));
  return row ?? null;
}

// ---------- lobby writes: one transaction holding the room row ----------

export function insertRoom(db: Db, values: Omit<typeof rooms.$inferInsert, 'id'>): Promise<string> {
  return db.transaction(async (tx) => {
    const [room] = await tx.insert(rooms).values(values).returning({ id: rooms.id });
    await tx.insert(roomPlayers).values({ roomId: room.id, userId: values.creatorId, seat: 0 });
    return room.id;
  });
}

/** Runs a lobby change holding the room row; a unique-key violation (the database's last line) is a refusal. */
export async function withRoomLock<T>(db: Db, roomId: string, fn: (tx: Tx, state: RoomState) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const state = await readRoom(tx, roomId, { lock: true });
      if (!state) throw missingRoom();
      return fn(tx, state);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflictRefusal();
    throw err;
  }
}

/** Writes the room's changed fields and bumps its version. */
export async function bumpRoom(tx: Tx, roomId: string, set: RoomChanges = {}): Promise<RoomRow> {
  const [row] = await tx
    .update(rooms)
    .set({ ...set, version: sql`${rooms.version} + 1` })
    .where(eq(rooms.id, roomId))
    .returning();
  return row;
}

export const memberKey = (roomId: string, userId: string) => and(eq(roomPlayers.roomId, roomId), eq(roomPlayers.userId, userId));

export async function addMember(tx: Tx, roomId: string, userId: string, seat: number): Promise<void> {
  await tx.insert(roomPlayers).values({ roomId, userId, seat });
}

export async function setMemberFields(tx: Tx, roomId: string, userId: string, set: { isReady?: boolean; formation?: string; autodraft?: boolean }): Promise<void> {
  await tx.update(roomPlayers).set(set).where(memberKey(roomId, userId));
}

/** Takes a member and his picks out of a room. */
export async function deleteMember(tx: Tx, roomId: string, userId: string): Promise<void> {
  await tx.delete(roomPicks).where(and(eq(roomPicks.roomId, roomId), eq(roomPicks.userId, userId)));
  await tx.delete(roomPlayers).where(memberKey(roomId, userId));
}

export async function deleteRoom(tx: Tx, roomId: string): Promise<void> {
  await tx.delete(rooms).where(eq(rooms.id, roomId));
}

export function picksOfMember(tx: Tx, roomId: string, userId: string) {
  return tx.select().from(roomPicks).where(and(eq(roomPicks.roomId, roomId), eq(roomPicks.userId, userId)));
}

/** Puts a member's picks in other slots: delete then insert, as the (room, user, slot) key would trip over a swap done row by row. */
export async function replacePicks(tx: Tx, roomId: string, userId: string, moved: Array<typeof roomPicks.$inferInsert>): Promise<void> {
  await tx.delete(roomPicks).where(and(eq(roomPicks.roomId, roomId), eq(roomPicks.userId, userId), inArray(roomPicks.playerId, moved.map((p) => p.playerId))));
  await tx.insert(roomPicks).values(moved);
}

// ---------- versioned writes: read, decide, write only if the room still has the version read ----------

const VERSION_ATTEMPTS = 5;

/**
 * Read, decide, write if the version is unchanged: `attempt` reads the room, decides on what it read and
 * writes with a statement guarded by that version, answering null when the guard matched nothing (a
 * concurrent change): it runs again on the new state, up to 5 times, then the caller gets a 409.
 * No lock is held between the statements.
 */
export async function retryOnVersion<T>(attempt: () => Promise<T | null>): Promise<T> {
  for (let n = 1; n <= VERSION_ATTEMPTS; n++) {
    const done = await attempt();
    if (done !== null) return done;
  }
  throw conflictRefusal();
}

/** The room's update when it still has the version read (no row otherwise). */
function versionedUpdate(db: Db, room: RoomRow, set: RoomChanges) {
  return db
    .update(rooms)
    .set({ ...set, version: sql`${rooms.version} + 1` })
    .where(and(eq(rooms.id, room.id), eq(rooms.version, room.version)));
}

/** Moves the room on without a pick; false when the room changed since it was read. */
export async function updateIfVersion(db: Db, room: RoomRow, set: RoomChanges): Promise<boolean> {
  return (await versionedUpdate(db, room, set).returning({ id: rooms.id })).length > 0;
}

/** Records a pick and moves the room on in one statement; false when the room changed since it was read. */
export async function insertPickIfVersion(
  db: Db,
  room: RoomRow,
  set: RoomChanges,
  pick: { userId: string; playerId: string; slot: string; auto: boolean },
): Promise<boolean> {
  // The pick is inserted only from the updated row: no update, no pick. (getSQL: drizzle would put an embedded
  // builder in parentheses, which PostgreSQL refuses for a data-modifying WITH.)
  const rows = await queryRows(
    db,
    sql`with moved as (${versionedUpdate(db, room, set).returning({ id: rooms.id }).getSQL()})
    insert into room_picks (room_id, user_id, player_id, assigned_position, pick_number, auto)
    select moved.id, ${pick.userId}::uuid, ${pick.playerId}, ${pick.slot}, ${room.currentPick + 1}::integer, ${pick.auto}::boolean
    from moved returning 1 as recorded`,
  );
  return rows.length > 0;
}
