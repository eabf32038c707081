import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { simulateMatch } from '@onbir/shared/match/engine';
import { roundRobin } from '@onbir/shared/match/roundRobin';
import type { MatchTimeline } from '@onbir/shared/match/types';
import { commentaryOf, INITIAL_STATS, type FinishedMatch, type FixtureResult, type LiveMatchSnapshot, type MatchEventPayload } from '@onbir/shared/match/wire';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { fixtures, roomPlayers, rooms, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { assertMember, broadcastRoom, roomChannel } from '../rooms/rooms.service';
import { buildEngineInput } from './engineInput';
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
        const payload: MatchEventPayload = {
          roomId: live.roomId,
          fixtureId: live.fixtureId,
          seq: event.seq,
          event,
          score: event.score,
          stats: event.stats,
          minute: event.display,
        };
        ctx.io?.to(roomChannel(live.roomId)).emit('matchEvent', payload);
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

function liveOf(row: FixtureRow): LiveFixture {
  return { fixtureId: row.id, roomId: row.roomId, timeline: row.timeline as MatchTimeline, startedAt: row.startedAt! };
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

// ---------- writing: each change holds the room row lock, so two clicks cannot both pass the checks ----------
async function lockRoom(tx: Tx, roomId: string, userId: string) {
  const [room] = await tx.select().from(rooms).where(eq(rooms.id, roomId)).for('update');
  if (!room) throw notFound(ROOM_NOT_FOUND, 'ROOM_NOT_FOUND');
  if (room.creatorId !== userId) throw forbidden(NOT_CREATOR, 'NOT_CREATOR');
  return room;
}

const bumpRoom = (tx: Tx, roomId: string, set: Partial<typeof rooms.$inferInsert> = {}) =>
  tx.update(rooms).set({ ...set, version: sql`${rooms.version} + 1` }).where(eq(rooms.id, roomId));

/** Creator only, after the draft: the round-robin fixtures are created and the room goes in progress. */
export async function startTournament(ctx: AppContext, userId: string, roomId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const room = await lockRoom(tx, roomId, userId);
    if (room.status !== 'draft_finished') {
      throw conflict('Turnuva yalnızca draft tamamlandığında başlatılabilir.', 'WRONG_STATUS');
    }
    const members = await tx
      .select({ userId: roomPlayers.userId })
      .from(roomPlayers)
      .where(eq(roomPlayers.roomId, roomId))
      .orderBy(asc(roomPlayers.seat));
    const planned = roundRobin(members.map((m) => m.userId));
    if (planned.length === 0) throw conflict('Turnuva için en az iki oyuncu gerekir.', 'TOO_FEW_PLAYERS');
    await tx.delete(fixtures).where(eq(fixtures.roomId, roomId));
    await tx.insert(fixtures).values(planned.map((f, i) => ({ roomId, ordinal: i + 1, round: f.round, teamA: f.teamA, teamB: f.teamB })));
    await bumpRoom(tx, roomId, { status: 'in_progress' });
  });
  ctx.io?.to(roomChannel(roomId)).emit('in_progress', roomId);
  await broadcastRoom(ctx, roomId);
}

/**
 * Creator only: kicks off the first unplayed fixture, unless a match is live. The whole timeline is
 * computed and stored with its seed and start time inside the locked transaction; pacing follows.
 */
export async function startNextMatch(ctx: AppContext, userId: string, roomId: string): Promise<{ fixtureId: string; startedAt: string }> {
  const live = await ctx.db.transaction(async (tx): Promise<LiveFixture> => {
    const room = await lockRoom(tx, roomId, userId);
    if (room.status !== 'in_progress') {
      throw conflict(room.status === 'finished' ? 'Turnuva tamamlandı; oynanacak maç kalmadı.' : 'Turnuva henüz başlamadı.', 'WRONG_STATUS');
    }
    const list = await tx
      .select({ id: fixtures.id, teamA: fixtures.teamA, teamB: fixtures.teamB, played: fixtures.played, startedAt: fixtures.startedAt })
      .from(fixtures)
      .where(eq(fixtures.roomId, roomId))
      .orderBy(asc(fixtures.ordinal));
    if (list.some((f) => f.startedAt && !f.played)) throw conflict('Şu anda oynanan bir maç var; bitmesini bekleyin.', 'MATCH_LIVE');
    const next = list.find((f) => !f.played);
    if (!next) throw conflict('Oynanacak maç kalmadı.', 'NO_FIXTURE');
    const seed = randomInt(0, 2 ** 31 - 1);
    const input = await buildEngineInput(tx, roomId, next.teamA, next.teamB, seed);
    if (!input) throw conflict('Kadrolar eksik: her takımda 11 oyuncu olmalı.', 'SQUAD_INCOMPLETE');
    const timeline = simulateMatch(input);
    const [started] = await tx
      .update(fixtures)
      .set({ seed, input, timeline, startedAt: new Date() })
      .where(eq(fixtures.id, next.id))
      .returning({ startedAt: fixtures.startedAt });
    await bumpRoom(tx, roomId);
    return { fixtureId: next.id, roomId, timeline, startedAt: started.startedAt! };
  });
  const leases = leasesOf.get(ctx);
  if (!leases || (await leases.claim(live.fixtureId))) pacerOf(ctx).run(live);
  return { fixtureId: live.fixtureId, startedAt: live.startedAt.toISOString() };
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
