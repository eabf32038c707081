import type { MatchInput } from '@onbir/shared/match/types';
import { fixtureResult, matchEventPayload } from '@onbir/shared/match/wire';
import { countsDown, cupTiesToAdd, statusAfterResults, withResult } from '@onbir/shared/game/matchDay';
import type { AppContext } from '../../context';
import { emitMatchEvent, emitRoom } from '../../realtime/roomChannels';
import { loadRoomDto } from '../rooms/rooms.dto';
import { readRoom } from '../rooms/rooms.repo';
import { countdownFrom, followCountdown } from './autoContinue';
import { liveFixtures, storeResult, type FixtureRow } from './match.repo';
import { MatchPacer, type LiveFixture } from './pacer';
import { startPacingLeases, type PacingLeases } from './pacingLeases';
import { timelineCacheOf } from './timelineCache';

/** The pacer of this server process, and with several processes (REDIS_URL) the leases saying which match is whose. */
const pacers = new WeakMap<AppContext, MatchPacer>();
const leasesOf = new WeakMap<AppContext, PacingLeases>();

export function pacerOf(ctx: AppContext): MatchPacer {
  let pacer = pacers.get(ctx);
  if (!pacer) {
    const created = new MatchPacer({
      msPerMinute: ctx.config.MATCH_SECONDS_PER_MINUTE * 1000,
      emit: (live, event) => emitMatchEvent(ctx, matchEventPayload(live.roomId, live.fixtureId, event)),
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

/** A started fixture as the pacer runs it: its timeline from the cache, or computed again from the stored input. */
export function liveOf(ctx: AppContext, row: FixtureRow): LiveFixture {
  const { timeline } = timelineCacheOf(ctx).of(row.id, row.input as MatchInput);
  return { fixtureId: row.id, roomId: row.roomId, timeline, startedAt: row.startedAt! };
}

/** Paces a match this process has just kicked off (unless, with several processes, another holds it). */
export async function paceKickedOff(ctx: AppContext, live: LiveFixture): Promise<void> {
  const leases = leasesOf.get(ctx);
  if (!leases || (await leases.claim(live.fixtureId))) pacerOf(ctx).run(live);
}

/**
 * Server start: every match that kicked off but was not stored as played is paced on from its start
 * time. With several processes, the leases decide which process resumes which match.
 */
export async function resumeLiveMatches(ctx: AppContext): Promise<void> {
  if (ctx.redis) {
    leasesOf.set(ctx, startPacingLeases(ctx, pacerOf(ctx), (row) => liveOf(ctx, row)));
    return;
  }
  const rows = await liveFixtures(ctx.db);
  for (const row of rows) pacerOf(ctx).run(liveOf(ctx, row), { skipPast: true });
  if (rows.length) ctx.log.info({ count: rows.length }, 'live matches resumed');
}

/**
 * The final whistle: the fixture is stored as played with its result, exactly once (a resumed pacer that
 * finds it already played changes nothing), and the room moves on in the same statement: finished once
 * the tournament has its champion, else with the cup ties this result completed and, when the room
 * continues automatically, the countdown to the next kick-off. Its members then get the room.
 */
async function completeFixture(ctx: AppContext, live: LiveFixture): Promise<void> {
  const state = await readRoom(ctx.db, live.roomId);
  if (!state) return;
  const { room } = state;
  const result = fixtureResult(live.timeline);
  const teamIds = state.members.map((m) => m.userId);
  const after = withResult(state.fixtures, live.fixtureId, result);
  const status = statusAfterResults(room.format, teamIds, after);
  const ties = room.format === 'cup' && status === 'in_progress' ? cupTiesToAdd(teamIds, after) : [];
  const nextMatchAt = countsDown({ ...room, status }) ? countdownFrom(ctx) : null;
  if (!(await storeResult(ctx.db, live.roomId, live.fixtureId, result, { status, nextMatchAt, ties }))) return;
  followCountdown(ctx, live.roomId, nextMatchAt);
  const dto = await loadRoomDto(ctx, live.roomId);
  if (dto) emitRoom(ctx, dto);
}
