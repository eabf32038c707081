import type { MatchInput } from '@onbir/shared/match/types';
import { fixtureResult, matchEventPayload } from '@onbir/shared/match/wire';
import { SYSTEM } from '@onbir/shared/room/state';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { emitMatchEvent } from '../../realtime/roomChannels';
import { runRoomAction } from '../rooms/runRoomAction';
import { fixtureInput, liveFixtures, type FixtureRow } from './match.repo';
import { MatchPacer, type LiveFixture, type LiveMatches } from './pacer';
import { startPacingLeases, type PacingLeases } from './pacingLeases';
import { TimelineCache } from './timelineCache';

/** Several processes: a decision stored by one reaches the one pacing its match (Redis pub/sub). */
const DECIDED_CHANNEL = 'onbir:match-decided';
type Decided = Parameters<LiveMatches['decided']>[0];

export function createLiveMatches(ctx: AppContext): LiveMatches {
  const timelines = new TimelineCache();
  let leases: PacingLeases | null = null;
  /**
   * The final whistle: the fixture is stored as played with its result, exactly once (a resumed pacer that
   * finds it already played changes nothing), and the room moves on as the machine says.
   */
  const finish = async (live: LiveFixture) => {
    try {
      await runRoomAction(ctx, live.roomId, SYSTEM, 'finishMatch', { fixtureId: live.fixtureId, result: fixtureResult(live.timeline) });
    } catch (err) {
      if (!(err instanceof AppError) || err.code === 'CONFLICT') throw err;
    }
  };
  const pacer = new MatchPacer({
    msPerMinute: ctx.config.MATCH_SECONDS_PER_MINUTE * 1000,
    emit: (live, event) => emitMatchEvent(ctx, matchEventPayload(live.roomId, live.fixtureId, event)),
    emitted: (live, lastSeq) => leases?.recordSent(live.fixtureId, lastSeq),
    finish,
    now: () => ctx.clock.now(),
    onError: (err, live) => ctx.log.error({ err, fixtureId: live.fixtureId }, 'match pacing failed'),
  });
  ctx.onClose(() => pacer.stop());
  /** A decision stored: the rest of the timeline from its minute, cached and paced on. */
  const recompute = async ({ fixtureId, decisions }: Decided) => {
    const base = timelines.peek(fixtureId)?.input ?? (await fixtureInput(ctx.db, fixtureId));
    if (!base) return;
    const input: MatchInput = { ...base, decisions };
    // The state at the new decision's minute under the decisions made before it, then the rest with it.
    const last = decisions.at(-1)!;
    const before = { ...input, decisions: decisions.slice(0, -1) };
    const timeline = timelines.resume(fixtureId, before, last, decisions);
    timelines.put(fixtureId, input, timeline);
    pacer.replace(fixtureId, timeline);
  };
  const liveOf = (row: FixtureRow): LiveFixture => ({ fixtureId: row.id, roomId: row.roomId, timeline: timelines.of(row.id, row.input as MatchInput).timeline, startedAt: row.startedAt! });
  return {
    timelines,
    pacer,
    async start({ roomId, fixtureId, input, startedAt }) {
      const { timeline } = timelines.of(fixtureId, input);
      if (!leases || (await leases.claim(fixtureId))) pacer.run({ roomId, fixtureId, timeline, startedAt });
    },
    async decided(change) {
      await recompute(change);
      // Several processes: the one pacing the match (and any holding its timeline) recomputes it too.
      if (ctx.redis) await ctx.redis.pub.publish(DECIDED_CHANNEL, JSON.stringify({ from: ctx.instanceId, ...change }));
    },
    async resume() {
      if (ctx.redis) {
        await ctx.redis.sub.subscribe(DECIDED_CHANNEL, (message) => {
          const change = JSON.parse(message) as Decided & { from: string };
          if (change.from === ctx.instanceId) return;
          // Only where it matters: the pacer's match is recomputed, a cached timeline of it dropped.
          if (pacer.isRunning(change.fixtureId)) recompute(change).catch((err) => ctx.log.error({ err, fixtureId: change.fixtureId }, 'decision from another process failed'));
          else timelines.forget(change.fixtureId);
        });
        leases = startPacingLeases(ctx, pacer, liveOf);
        return;
      }
      const rows = await liveFixtures(ctx.db);
      for (const row of rows) pacer.run(liveOf(row), { skipPast: true });
      if (rows.length) ctx.log.info({ count: rows.length }, 'live matches resumed');
    },
  };
}
