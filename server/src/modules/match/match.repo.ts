import { and, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MatchInput } from '@onbir/shared/match/types';
import type { Db } from '../../db/client';
import { fixtures, leases, rooms, users } from '../../db/schema';
import { visibleTo } from '../rooms/rooms.repo';

/** The match module's SQL: fixtures as the pacer, the history and replays read them (the room machine writes them: rooms/roomWrite.ts). */
export type FixtureRow = typeof fixtures.$inferSelect;

const live = and(isNotNull(fixtures.startedAt), eq(fixtures.played, false));

/** Every fixture kicked off and not stored as played (a server start resumes them). */
export function liveFixtures(db: Db): Promise<FixtureRow[]> {
  return db.select().from(fixtures).where(live);
}

export async function fixtureById(db: Db, fixtureId: string): Promise<FixtureRow | null> {
  const [row] = await db.select().from(fixtures).where(eq(fixtures.id, fixtureId));
  return row ?? null;
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
  // The clubs' kit colours, frozen with the names (null for teams without a club and matches played before clubs).
  colorsA: sql<[string, string] | null>`${fixtures.input}->'teams'->0->'colors'`,
  colorsB: sql<[string, string] | null>`${fixtures.input}->'teams'->1->'colors'`,
};

/**
 * The last played fixtures, newest first: across all rooms, of one room, or those a user played in; a
 * locked room's only for its members (`viewerId`).
 */
export function finishedFixtures(db: Db, limit: number, viewerId: string, which: { roomId?: string; userId?: string } = {}) {
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
        visibleTo(viewerId),
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

/** The engine inputs of a room's played matches, in the order they were played (the season's scorers read them). */
export async function playedInputs(db: Db, roomId: string): Promise<Array<{ id: string; input: MatchInput }>> {
  const rows = await db
    .select({ id: fixtures.id, input: fixtures.input })
    .from(fixtures)
    .where(and(eq(fixtures.roomId, roomId), eq(fixtures.played, true), isNotNull(fixtures.input)))
    .orderBy(fixtures.ordinal);
  return rows.map((r) => ({ id: r.id, input: r.input as MatchInput }));
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
