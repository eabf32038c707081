import { and, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RoomStatus } from '@onbir/shared/game/rooms';
import type { PlannedRow } from '@onbir/shared/game/matchDay';
import type { MatchInput } from '@onbir/shared/match/types';
import type { FixtureResult } from '@onbir/shared/match/wire';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { fixtures, leases, rooms, users } from '../../db/schema';

/** The only code with SQL for fixtures (a room's tournament matches). Room writes are guarded by the version read. */
export type FixtureRow = typeof fixtures.$inferSelect;

const plannedValues = (planned: readonly PlannedRow[]) =>
  sql.join(
    planned.map((f) => sql`(${f.ordinal}::integer, ${f.round}::integer, ${f.tie}::text, ${f.teamA}::uuid, ${f.teamB}::uuid)`),
    sql`, `,
  );

/**
 * Creates the tournament's first fixtures (a league's all, a cup's first ties) and moves the room on with
 * the countdown to the first kick-off, only while it still has the version read; false otherwise.
 */
export async function insertFixturesIfVersion(
  db: Db,
  room: { id: string; version: number },
  status: RoomStatus,
  planned: readonly PlannedRow[],
  nextMatchAt: Date | null,
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`with moved as (update rooms set status = ${status}, version = version + 1, next_match_at = ${nextMatchAt?.toISOString() ?? null}::timestamptz
        where rooms.id = ${room.id}::uuid and rooms.version = ${room.version}
        returning rooms.id)
      insert into fixtures (room_id, ordinal, round, tie, team_a, team_b)
      select moved.id, v.ordinal, v.round, v.tie, v.team_a, v.team_b from moved, (values ${plannedValues(planned)}) as v(ordinal, round, tie, team_a, team_b)
      returning 1`,
  );
  return rows.length > 0;
}

/**
 * Kicks a fixture off (seed, input, start time) and bumps the room, in one statement, only while the room
 * still has the version read and the fixture has not started; the start time, or null.
 */
export async function kickOffIfVersion(db: Db, room: { id: string; version: number }, fixtureId: string, input: MatchInput): Promise<Date | null> {
  const kickedOff = db
    .update(fixtures)
    .set({ seed: input.seed, input, startedAt: new Date() })
    .where(and(eq(fixtures.id, fixtureId), isNull(fixtures.startedAt)))
    .returning({ startedAt: fixtures.startedAt });
  const rows = await queryRows<{ startedAt: string | Date }>(
    db,
    sql`with kicked_off as (${kickedOff.getSQL()}),
      bumped as (update rooms set version = version + 1, next_match_at = null
        where rooms.id = ${room.id}::uuid and rooms.version = ${room.version} and exists (select 1 from kicked_off)
        returning rooms.id)
      select k.started_at as "startedAt" from kicked_off k, bumped`,
  );
  return rows.length > 0 ? new Date(rows[0].startedAt) : null;
}

/**
 * Stores a fixture as played with its result, exactly once, and in the same statement bumps the room with
 * its new status and countdown and creates the cup ties the result completed: the room row and the new ties
 * are only written when the fixture was. False when it was already played.
 */
export async function storeResult(
  db: Db,
  roomId: string,
  fixtureId: string,
  result: FixtureResult,
  next: { status: RoomStatus; nextMatchAt: Date | null; ties: readonly PlannedRow[] },
): Promise<boolean> {
  const stored = db
    .update(fixtures)
    .set({ played: true, finishedAt: new Date(), goalsA: result.score.A, goalsB: result.score.B, result })
    .where(and(eq(fixtures.id, fixtureId), eq(fixtures.played, false)))
    .returning({ id: fixtures.id });
  // (getSQL: drizzle would put an embedded builder in parentheses, which PostgreSQL refuses in WITH.)
  const rows = await queryRows(
    db,
    sql`with stored as (${stored.getSQL()}),
    ${next.ties.length ? sql`added as (insert into fixtures (room_id, ordinal, round, tie, team_a, team_b)
      select ${roomId}::uuid, v.ordinal, v.round, v.tie, v.team_a, v.team_b
      from (values ${plannedValues(next.ties)}) as v(ordinal, round, tie, team_a, team_b) where exists (select 1 from stored)),` : sql``}
    moved as (update rooms set version = version + 1, status = ${next.status}, next_match_at = ${next.nextMatchAt?.toISOString() ?? null}::timestamptz
      where rooms.id = ${roomId}::uuid and exists (select 1 from stored)
      returning rooms.id)
    select id from moved`,
  );
  return rows.length > 0;
}

const live = and(isNotNull(fixtures.startedAt), eq(fixtures.played, false));

/** Every fixture kicked off and not stored as played (a server start resumes them). */
export function liveFixtures(db: Db): Promise<FixtureRow[]> {
  return db.select().from(fixtures).where(live);
}

export async function liveFixtureOf(db: Db, roomId: string): Promise<FixtureRow | null> {
  const [row] = await db.select().from(fixtures).where(and(eq(fixtures.roomId, roomId), live)).limit(1);
  return row ?? null;
}

export async function fixtureById(db: Db, fixtureId: string): Promise<FixtureRow | null> {
  const [row] = await db.select().from(fixtures).where(eq(fixtures.id, fixtureId));
  return row ?? null;
}

export async function roomExists(db: Db, roomId: string): Promise<boolean> {
  return (await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, roomId))).length > 0;
}

const ua = alias(users, 'user_a');
const ub = alias(users, 'user_b');
/** A played fixture for the history and replays: everything but the engine input, with names. */
const historyColumns = {
  id: fixtures.id,
  roomId: fixtures.roomId,
  teamA: fixtures.teamA,
  teamB: fixtures.teamB,
  finishedAt: fixtures.finishedAt,
  goalsA: fixtures.goalsA,
  goalsB: fixtures.goalsB,
  result: fixtures.result,
  roomName: rooms.roomName,
  // The names the match was played under (frozen in its input at kick-off: an AI manager's, not its bot account's).
  nameA: sql<string>`coalesce(${fixtures.input}->'teams'->0->>'name', ${ua.username})`,
  nameB: sql<string>`coalesce(${fixtures.input}->'teams'->1->>'name', ${ub.username})`,
};

/** The last played fixtures, newest first: across all rooms, of one room, or those a user played in. */
export function finishedFixtures(db: Db, limit: number, which: { roomId?: string; userId?: string } = {}) {
  const { roomId, userId } = which;
  return db
    .select(historyColumns)
    .from(fixtures)
    .innerJoin(rooms, eq(rooms.id, fixtures.roomId))
    .innerJoin(ua, eq(ua.id, fixtures.teamA))
    .innerJoin(ub, eq(ub.id, fixtures.teamB))
    .where(
      and(
        eq(fixtures.played, true),
        roomId ? eq(fixtures.roomId, roomId) : undefined,
        userId ? or(eq(fixtures.teamA, userId), eq(fixtures.teamB, userId)) : undefined,
      ),
    )
    .orderBy(desc(fixtures.finishedAt), desc(fixtures.id))
    .limit(limit);
}
export type HistoryRow = Awaited<ReturnType<typeof finishedFixtures>>[number];

/** One fixture for its replay, by id or by its share token: names, the room's lock, the viewer's membership. */
export async function replayRow(db: Db, by: { fixtureId: string } | { token: string }, viewerId: string | null) {
  const [row] = await db
    .select({
      ...historyColumns,
      played: fixtures.played,
      input: fixtures.input,
      shareToken: fixtures.shareToken,
      isLocked: sql<boolean>`${rooms.passwordHash} is not null`,
      isMember: viewerId
        ? sql<boolean>`exists(select 1 from room_players rp where rp.room_id = ${fixtures.roomId} and rp.user_id = ${viewerId}::uuid and rp.ai_name is null)`
        : sql<boolean>`false`,
    })
    .from(fixtures)
    .innerJoin(rooms, eq(rooms.id, fixtures.roomId))
    .innerJoin(ua, eq(ua.id, fixtures.teamA))
    .innerJoin(ub, eq(ub.id, fixtures.teamB))
    .where('token' in by ? eq(fixtures.shareToken, by.token) : eq(fixtures.id, by.fixtureId));
  return row ?? null;
}

/** The live fixture of a room without its input (a cached timeline needs no more), or null. */
export async function liveFixtureHead(db: Db, roomId: string) {
  const [row] = await db
    .select({ id: fixtures.id, roomId: fixtures.roomId, teamA: fixtures.teamA, teamB: fixtures.teamB, startedAt: fixtures.startedAt })
    .from(fixtures)
    .where(and(eq(fixtures.roomId, roomId), live))
    .limit(1);
  return row ?? null;
}

export async function fixtureInput(db: Db, fixtureId: string): Promise<MatchInput | null> {
  const [row] = await db.select({ input: fixtures.input }).from(fixtures).where(eq(fixtures.id, fixtureId));
  return (row?.input as MatchInput | undefined) ?? null;
}

// ---------- the automatic continue: rooms counting down to their next kick-off ----------

/** Rooms whose countdown is set (a server start re-arms their timers). */
export function roomCountdowns(db: Db) {
  return db.select({ id: rooms.id, nextMatchAt: rooms.nextMatchAt }).from(rooms).where(and(eq(rooms.status, 'in_progress'), isNotNull(rooms.nextMatchAt)));
}

/** Drops a countdown that cannot start anything (its kick-off was refused). */
export async function dropCountdown(db: Db, roomId: string): Promise<void> {
  await db.update(rooms).set({ nextMatchAt: null, version: sql`${rooms.version} + 1` }).where(and(eq(rooms.id, roomId), lt(rooms.nextMatchAt, sql`now()`)));
}

/** Rooms whose countdown ran out before `before` (the sweep kicks their next match off). */
export function roomsCountdownOverdue(db: Db, before: Date) {
  return db.select({ id: rooms.id }).from(rooms).where(and(eq(rooms.status, 'in_progress'), lt(rooms.nextMatchAt, before)));
}

// ---------- several processes: who paces which live match ----------

const toArray = (xs: Array<string | number>) => sql`array[${sql.join(xs.map((x) => sql`${x}`), sql`, `)}]`;

/** Stores the last seq sent of these matches in one statement (monotonic: a late write never moves one back). */
export async function recordPacedSeqs(db: Db, ids: string[], seqs: number[]): Promise<void> {
  await db.execute(sql`
    update ${fixtures} set paced_seq = greatest(${fixtures.pacedSeq}, v.seq)
    from unnest(${toArray(ids)}::uuid[], ${toArray(seqs)}::int[]) as v(id, seq)
    where ${fixtures.id} = v.id`);
}

/** The ids of live matches whose lease (`{prefix}{fixture id}`) is missing or lapsed. */
export async function orphanedLiveFixtureIds(db: Db, leasePrefix: string): Promise<string[]> {
  const rows = await db
    .select({ id: fixtures.id })
    .from(fixtures)
    .leftJoin(leases, eq(leases.name, sql`${leasePrefix} || ${fixtures.id}`))
    .where(and(live, or(isNull(leases.name), lt(leases.expiresAt, sql`now()`))));
  return rows.map((r) => r.id);
}
