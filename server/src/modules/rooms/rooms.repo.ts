import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { ChatMessageDto } from '@onbir/shared/room/dto';
import type { RoomState } from '@onbir/shared/room/state';
import { KICK_OFF_LEAD_MS, MATCHDAY_LEAD_MS } from '@onbir/shared/room/rules/clock';
import type { Db, Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import { fixtures, roomMessages, rooms, users } from '../../db/schema';
import { currentPoolVersion } from './roomRead';

/**
 * The rooms' SQL besides the machine's one read (roomRead.ts) and one write (roomWrite.ts): the looks a
 * request takes before or beside an action (who may see a room, the list, the picker), the counts taken
 * under a lock, and the rooms whose clock is due.
 */

/** Locks the user's row for the transaction: two requests of one user that count his rooms run one after the other. */
export async function lockUser(db: Queryable, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function usernameOf(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return row?.username ?? null;
}

/** Rooms this user created that are not finished (at most MAX_OPEN_ROOMS). */
export async function countOpenRooms(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::integer` }).from(rooms).where(and(eq(rooms.creatorId, userId), ne(rooms.status, 'finished')));
  return row?.n ?? 0;
}

const humanSeatOf = (userId: string) =>
  sql<boolean>`exists(select 1 from room_players rp where rp.room_id = ${rooms.id} and rp.user_id = ${userId}::uuid and rp.ai_name is null)`;

/** Who the user is to a room, in one look: whether it is locked, whether he holds a human seat, whether he is barred. Null: no such room. */
export async function joinView(db: Queryable, roomId: string, userId: string) {
  const [row] = await db
    .select({
      passwordHash: rooms.passwordHash,
      member: humanSeatOf(userId),
      banned: sql<boolean>`exists(select 1 from room_bans b where b.room_id = ${rooms.id} and b.user_id = ${userId}::uuid)`,
      watcher: sql<boolean>`exists(select 1 from room_watchers w where w.room_id = ${rooms.id} and w.user_id = ${userId}::uuid)`,
    })
    .from(rooms)
    .where(eq(rooms.id, roomId));
  return row ?? null;
}

/** A locked room's matches are its members' (and its password-holding watchers') only: the condition every list of matches adds. */
export const visibleTo = (viewerId: string) =>
  or(isNull(rooms.passwordHash), humanSeatOf(viewerId), sql`exists(select 1 from room_watchers w where w.room_id = ${rooms.id} and w.user_id = ${viewerId}::uuid)`);

/** The newest rooms (at most 500) with their seats: the /rooms list. */
export async function readRoomList(db: Db): Promise<RoomState[]> {
  const rows = await queryRows<{ r: Omit<RoomState, 'effects' | 'fixtures' | 'picks' | 'banned'> }>(
    db,
    sql`select json_build_object('id', r.id, 'name', r.room_name, 'options', r.options, 'isLocked', r.password_hash is not null,
        'creatorId', r.creator_id, 'status', r.status, 'createdAt', r.created_at, 'version', r.version, 'rematchId', r.rematch_id,
        'draft', json_build_object('currentPick', r.current_pick, 'deadline', null, 'paused', r.draft_paused),
        'match', json_build_object('autoPaused', r.auto_paused, 'nextMatchAt', null),
        'seats', coalesce((select json_agg(json_build_object('userId', rp.user_id, 'username', u.username, 'name', coalesce(rp.ai_name, u.username),
          'ai', case when rp.ai_name is null then null else json_build_object('style', rp.ai_style) end, 'ready', rp.is_ready,
          'formation', rp.formation, 'autodraft', rp.autodraft, 'queue', '[]'::json, 'club', rp.club) order by rp.seat)
          from room_players rp join users u on u.id = rp.user_id where rp.room_id = r.id), '[]'::json)) as r
      from (select * from rooms order by created_at desc, id desc limit 500) r order by r.created_at desc, r.id desc`,
  );
  return rows.map(({ r }) => ({ ...r, createdAt: new Date(r.createdAt).toISOString(), fixtures: [], picks: [], banned: [], effects: [] }));
}

/** The player picker's one statement: the room's leagues, the membership check, the drafted ids, the pool version. */
export async function readPickerView(db: Db, roomId: string, userId: string) {
  const [row] = await db
    .select({
      leagues: sql<string[]>`array(select jsonb_array_elements_text(${rooms.options}->'leagues'))`,
      member: humanSeatOf(userId),
      drafted: sql<string[]>`array(select p.player_id from room_picks p where p.room_id = ${rooms.id})`,
      poolVersion: currentPoolVersion,
    })
    .from(rooms)
    .where(eq(rooms.id, roomId));
  return row ?? null;
}

/** A league room's next fixture opens its round (shared rules/clock.ts opensRound): none of that round is played. */
// The room's id qualified by hand: inside a subquery an unqualified "id" would name the fixture's.
const opensRound = sql`not exists (select 1 from ${fixtures} p where p.room_id = ${rooms}.id and p.played
    and p.round = (select n.round from ${fixtures} n where n.room_id = ${rooms}.id and not n.played order by n.ordinal limit 1))`;

/** When the room's clock is due (shared rules/clock.ts nextDue), in SQL: the sweep, the start and a stale timer read it. */
export const dueAt = sql<string | null>`case when ${rooms.status} = 'drafting' and not ${rooms.draftPaused} then ${rooms.pickDeadline}
  when ${rooms.status} = 'in_progress' then ${rooms.nextMatchAt}
    - case when ${rooms.options}->>'kind' <> 'league' then interval '0'
      when ${opensRound} then ${MATCHDAY_LEAD_MS}::integer * interval '1 millisecond'
      else ${KICK_OFF_LEAD_MS}::integer * interval '1 millisecond' end end`;

/** Every room whose clock runs, with when (a server start arms them all). */
export async function roomsWithClock(db: Db): Promise<Array<{ id: string; at: number }>> {
  const rows = await queryRows<{ id: string; at: string }>(db, sql`select id, ${dueAt} as at from rooms where ${dueAt} is not null`);
  return rows.map((r) => ({ id: r.id, at: Date.parse(r.at) }));
}

/** Rooms whose clock was due before `before` (the sweep runs them: their timer lived in a process that died). */
export async function roomsOverdue(db: Db, before: Date): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, sql`select id from rooms where ${dueAt} < ${before.toISOString()}::timestamptz`);
  return rows.map((r) => r.id);
}

/** The last `limit` chat lines and reactions of a room, oldest first, with the senders' names as the room shows them. */
export async function lastMessages(db: Db, roomId: string, limit: number): Promise<ChatMessageDto[]> {
  const rows = await db
    .select({ m: roomMessages, username: users.username })
    .from(roomMessages)
    .innerJoin(users, eq(users.id, roomMessages.userId))
    .where(eq(roomMessages.roomId, roomId))
    .orderBy(desc(roomMessages.createdAt), desc(roomMessages.id))
    .limit(limit);
  return rows.reverse().map(({ m, username }) => ({
    id: m.id,
    roomId: m.roomId,
    userId: m.userId,
    username,
    kind: m.kind,
    text: m.text,
    pickNumber: m.pickNumber,
    fixtureId: m.fixtureId,
    createdAt: m.createdAt.toISOString(),
  }));
}
