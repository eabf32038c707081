import { randomInt } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { simulateMatch } from '@onbir/shared/match/engine';
import { roundRobin } from '@onbir/shared/match/roundRobin';
import type { MatchInput } from '@onbir/shared/match/types';
import { commentaryOf, INITIAL_STATS, matchEventPayload, type FinishedMatch, type FixtureResult, type LiveMatchSnapshot } from '@onbir/shared/match/wire';
import type { AppContext } from '../../context';
import { fixtures, rooms, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { gamePoolOf } from '../players/gamePool';
import { readRoom, withPlayers } from '../rooms/rooms.dto';
import { assertMember, broadcastRoom, roomChannel } from '../rooms/rooms.service';
import { engineInputOf } from './engineInput';
import { dueAt, MatchPacer, type LiveFixture } from './pacer';
import { startPacingLeases, type PacingLeases } from './pacingLeases';

type FixtureRow = typeof fixtures.$inferSelect;

const ROOM_NOT_FOUND = 'Oda bulunamadı.';
const NOT_CREATOR = 'Bu işlemi yalnızca oda kurucusu yapabilir.';
export const HISTORY_SIZE = 20;

// ---------- the pacer, one per server ----------
const pacers = new WeakMap<AppContext, MatchPacer>();
/** Present only with several processes (REDIS_URL): who paces which match. */
const leasesOf = new WeakMap<AppContext, PacingLeases>();

export function pacerOf(ctx: AppContext): MatchPacer {
  let pacer = pacers.get(ctx);
  if (!pacer) {
    const created = new MatchPacer({
      msPerMinute: ctx.config.MATCH_SECONDS_PER_MINUTE * 1000,
      emit: (live, event) => {
        ctx.io?.to(roomChannel(live.roomId)).emit('matchEvent', matchEventPayload(live.roomId, live.fixtureId, event));
      },
      emitted: (live, lastSeq) => leasesOf.get(ctx)?.recordSent(live.fixtureId, lastSeq),
      finish: (live) => completeFixture(ctx, live),
      onError: (err, live) => ctx.log.error({ err, fixtureId: live.fixtureId }, 'match pacing failed'),
    });
    pacers.set(ctx, created);
    ctx.onClose(() => created.stop());
    pacer = created;
  }
  return pacer;
}

/** A started fixture as the pacer runs it: its timeline computed again from the stored input. */
function liveOf(row: FixtureRow): LiveFixture {
  return { fixtureId: row.id, roomId: row.roomId, timeline: simulateMatch(row.input as MatchInput), startedAt: row.startedAt! };
}

/**
 * Server start: every match that kicked off but was not stored as played is paced on from its start
 * time. With several processes, the leases decide which process resumes which match.
 */
export async function resumeLiveMatches(ctx: AppContext): Promise<void> {
  if (ctx.redis) {
    leasesOf.set(ctx, startPacingLeases(ctx, pacerOf(ctx), liveOf));
    return;
  }
  const rows = await ctx.db
    .select()
    .from(fixtures)
    .where(and(isNotNull(fixtures.startedAt), eq(fixtures.played, false)));
  for (const row of rows) pacerOf(ctx).run(liveOf(row), { skipPast: true });
  if (rows.length) ctx.log.info({ count: rows.length }, 'live matches resumed');
}

// ---------- writing: read the room, decide, then one statement that applies only to the version read ----------
const ROOM_ATTEMPTS = 5;

/** The room for a creator's tournament call: 404, 403 for anyone but the creator. */
async function readRoomAsCreator(ctx: AppContext, roomId: string, userId: string) {
  const state = await readRoom(ctx.db, roomId, { lock: false });
  if (!state) throw notFound(ROOM_NOT_FOUND, 'ROOM_NOT_FOUND');
  if (state.room.creatorId !== userId) throw forbidden(NOT_CREATOR, 'NOT_CREATOR');
  return state;
}

const raced = () => conflict('Bu işlem başka bir işlemle çakıştı; lütfen tekrar deneyin.', 'CONFLICT');

/**
 * Creator only, after the draft: the round-robin fixtures are created and the room goes in progress, in
 * one statement that applies only while the room still has the version read (a second click finds it in
 * progress).
 */
export async function startTournament(ctx: AppContext, userId: string, roomId: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const { room, members } = await readRoomAsCreator(ctx, roomId, userId);
    if (room.status !== 'draft_finished') throw conflict('Turnuva yalnızca draft tamamlandığında başlatılabilir.', 'WRONG_STATUS');
    const planned = roundRobin(members.map((m) => m.userId));
    if (planned.length === 0) throw conflict('Turnuva için en az iki oyuncu gerekir.', 'TOO_FEW_PLAYERS');
    const values = sql.join(
      planned.map((f, i) => sql`(${i + 1}::integer, ${f.round}::integer, ${f.teamA}::uuid, ${f.teamB}::uuid)`),
      sql`, `,
    );
    const { rows } = (await ctx.db.execute(sql`
      with moved as (update rooms set status = 'in_progress', version = version + 1
        where rooms.id = ${roomId}::uuid and rooms.version = ${room.version} and rooms.status = 'draft_finished'
        returning rooms.id)
      insert into fixtures (room_id, ordinal, round, team_a, team_b)
      select moved.id, v.ordinal, v.round, v.team_a, v.team_b from moved, (values ${values}) as v(ordinal, round, team_a, team_b)
      returning 1`)) as unknown as { rows: unknown[] };
    if (rows.length > 0) break;
    if (attempt === ROOM_ATTEMPTS) throw raced();
  }
  ctx.io?.to(roomChannel(roomId)).emit('in_progress', roomId);
  await broadcastRoom(ctx, roomId);
}

/**
 * Creator only: kicks off the first unplayed fixture, unless a match is live. The room is read in one
 * statement, the engine input built from the drafted squads (the pool in memory has the players) and the
 * timeline computed; one statement then stores the fixture's seed, input and start time and bumps the room,
 * only while the room still has the version read and no match of it is live (two clicks: one match). The
 * timeline is not stored: the engine is a pure function of the input, so whoever needs it later (a server
 * resuming the match, a late viewer) computes it again.
 */
export async function startNextMatch(ctx: AppContext, userId: string, roomId: string): Promise<{ fixtureId: string; startedAt: string }> {
  for (let attempt = 1; ; attempt++) {
    const state = await readRoomAsCreator(ctx, roomId, userId);
    const { room } = state;
    if (room.status !== 'in_progress') {
      throw conflict(room.status === 'finished' ? 'Turnuva tamamlandı; oynanacak maç kalmadı.' : 'Turnuva henüz başlamadı.', 'WRONG_STATUS');
    }
    if (state.liveFixtureId) throw conflict('Şu anda oynanan bir maç var; bitmesini bekleyin.', 'MATCH_LIVE');
    const next = state.fixtures.find((f) => !f.played);
    if (!next) throw conflict('Oynanacak maç kalmadı.', 'NO_FIXTURE');
    const pool = await gamePoolOf(ctx).atVersion(ctx.db, state.poolVersion);
    const input = engineInputOf(state.members, withPlayers(state.picks, pool), next.teamA, next.teamB, randomInt(0, 2 ** 31 - 1));
    if (!input) throw conflict('Kadrolar eksik: her takımda 11 oyuncu olmalı.', 'SQUAD_INCOMPLETE');
    const kickedOff = ctx.db
      .update(fixtures)
      .set({ seed: input.seed, input, startedAt: new Date() })
      .where(and(eq(fixtures.id, next._id), isNull(fixtures.startedAt)))
      .returning({ startedAt: fixtures.startedAt });
    const { rows } = (await ctx.db.execute(sql`
      with kicked_off as (${kickedOff.getSQL()}),
      bumped as (update rooms set version = version + 1
        where rooms.id = ${roomId}::uuid and rooms.version = ${room.version} and exists (select 1 from kicked_off)
        returning rooms.id)
      select k.started_at as "startedAt" from kicked_off k, bumped`)) as unknown as { rows: Array<{ startedAt: string | Date }> };
    if (rows.length > 0) {
      const live: LiveFixture = { fixtureId: next._id, roomId, timeline: simulateMatch(input), startedAt: new Date(rows[0].startedAt) };
      const leases = leasesOf.get(ctx);
      if (!leases || (await leases.claim(live.fixtureId))) pacerOf(ctx).run(live);
      return { fixtureId: live.fixtureId, startedAt: live.startedAt.toISOString() };
    }
    if (attempt === ROOM_ATTEMPTS) throw raced();
  }
}

/**
 * The final whistle: the fixture is stored as played with its result, exactly once (a resumed pacer
 * that finds it already played changes nothing), and the room bumped, finished after its last fixture.
 * One statement: the room row is only written when the fixture was (on the embedded database every
 * round trip holds the one connection all requests share).
 */
async function completeFixture(ctx: AppContext, live: LiveFixture): Promise<void> {
  const t = live.timeline;
  const result: FixtureResult = { score: t.score, stats: t.stats, commentary: commentaryOf(t.events) };
  const stored = ctx.db
    .update(fixtures)
    .set({ played: true, finishedAt: new Date(), goalsA: t.score.A, goalsB: t.score.B, result })
    .where(and(eq(fixtures.id, live.fixtureId), eq(fixtures.played, false)))
    .returning({ id: fixtures.id });
  // Every part of one statement sees the same snapshot: the fixture just stored still counts as unplayed.
  // (getSQL: drizzle would put an embedded builder in parentheses, which PostgreSQL refuses in WITH.)
  const { rows } = (await ctx.db.execute(sql`
    with stored as (${stored.getSQL()})
    update rooms set version = version + 1,
      status = case when (select count(*) from fixtures f where f.room_id = rooms.id and not f.played) <= 1
        then 'finished' else status end
    where rooms.id = ${live.roomId}::uuid and exists (select 1 from stored)
    returning rooms.id`)) as unknown as { rows: unknown[] };
  if (rows.length > 0) await broadcastRoom(ctx, live.roomId);
}

// ---------- reading ----------
/** The live match of a room so far (members only); an empty snapshot when none is being played. */
export async function liveSnapshot(ctx: AppContext, userId: string, roomId: string): Promise<LiveMatchSnapshot> {
  await assertMember(ctx, roomId, userId);
  const [row] = await ctx.db
    .select()
    .from(fixtures)
    .where(and(eq(fixtures.roomId, roomId), isNotNull(fixtures.startedAt), eq(fixtures.played, false)))
    .limit(1);
  if (!row) return { fixtureId: null, teamA: null, teamB: null, events: [], score: { A: 0, B: 0 }, stats: INITIAL_STATS, minute: '0' };
  const live = liveOf(row);
  const now = Date.now();
  const msPerMinute = ctx.config.MATCH_SECONDS_PER_MINUTE * 1000;
  const events = live.timeline.events.filter((e) => e.type !== 'end' && dueAt(live, e, msPerMinute) <= now);
  const last = events.at(-1);
  return {
    fixtureId: row.id,
    teamA: row.teamA,
    teamB: row.teamB,
    events,
    score: last?.score ?? { A: 0, B: 0 },
    stats: last?.stats ?? INITIAL_STATS,
    minute: last?.display ?? '0',
  };
}

/** The last finished matches, newest first: across all rooms, or of one room. */
export async function finishedMatches(ctx: AppContext, roomId?: string): Promise<FinishedMatch[]> {
  if (roomId) {
    const [room] = await ctx.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, roomId));
    if (!room) throw notFound(ROOM_NOT_FOUND, 'ROOM_NOT_FOUND');
  }
  const ua = alias(users, 'user_a');
  const ub = alias(users, 'user_b');
  const rows = await ctx.db
    .select({ f: fixtures, roomName: rooms.roomName, nameA: ua.username, nameB: ub.username })
    .from(fixtures)
    .innerJoin(rooms, eq(rooms.id, fixtures.roomId))
    .innerJoin(ua, eq(ua.id, fixtures.teamA))
    .innerJoin(ub, eq(ub.id, fixtures.teamB))
    .where(and(eq(fixtures.played, true), roomId ? eq(fixtures.roomId, roomId) : undefined))
    .orderBy(desc(fixtures.finishedAt), desc(fixtures.id))
    .limit(HISTORY_SIZE);
  return rows.map(({ f, roomName, nameA, nameB }) => {
    const result = f.result as FixtureResult;
    const side = (s: 'A' | 'B') => {
      const { possession, shots, shotsOnTarget, corners, saves, fouls } = result.stats[s];
      return { possession, shots, shotsOnTarget, corners, saves, fouls };
    };
    return {
      matchId: f.id,
      roomId: f.roomId,
      roomName,
      date: (f.finishedAt ?? new Date()).toISOString(),
      teamA: nameA,
      teamB: nameB,
      goalsA: f.goalsA ?? 0,
      goalsB: f.goalsB ?? 0,
      score: `${f.goalsA ?? 0} - ${f.goalsB ?? 0}`,
      stats: { teamA: side('A'), teamB: side('B') },
      commentary: result.commentary,
    };
  });
}
