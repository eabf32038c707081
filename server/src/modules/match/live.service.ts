import { INITIAL_STATS, type LiveMatchSnapshot } from '@onbir/shared/match/wire';
import { refusal } from '@onbir/shared/room/refusal';
import { checkViewRoom } from '@onbir/shared/room/rules/visibility';
import type { AppContext } from '../../context';
import { enforce, refused } from '../rooms/refusals';
import { joinView } from '../rooms/rooms.repo';
import { fixtureInput, liveFixtureHead } from './match.repo';
import { dueAt } from './pacer';

const NONE: LiveMatchSnapshot = { fixtureId: null, teamA: null, teamB: null, teams: null, knockout: false, events: [], score: { A: 0, B: 0 }, stats: INITIAL_STATS, minute: '0' };

/** Who may read a room's matches: a member, or anyone signed in for an open room (a spectator). */
export async function assertMayWatch(ctx: AppContext, userId: string, roomId: string): Promise<void> {
  const view = await joinView(ctx.db, roomId, userId);
  if (!view) throw refused(refusal('ROOM_NOT_FOUND'));
  enforce(checkViewRoom({ isLocked: view.passwordHash !== null, ...view }));
}

/**
 * The live match of a room so far, with both line-ups; an empty snapshot when none is being played (the
 * screen then shows the room as it stands: the next match, or the finished tournament). The timeline comes
 * from the per-fixture cache: many viewers, one engine run.
 */
export async function liveSnapshot(ctx: AppContext, userId: string, roomId: string): Promise<LiveMatchSnapshot> {
  await assertMayWatch(ctx, userId, roomId);
  const head = await liveFixtureHead(ctx.db, roomId);
  const { timelines } = ctx.matches;
  const input = head && (timelines.peek(head.id)?.input ?? (await fixtureInput(ctx.db, head.id)));
  if (!head || !input) return NONE;
  const { timeline } = timelines.of(head.id, input);
  const now = ctx.clock.now();
  const msPerMinute = ctx.config.MATCH_SECONDS_PER_MINUTE * 1000;
  const events = timeline.events.filter((e) => e.type !== 'end' && dueAt({ startedAt: head.startedAt! }, e, msPerMinute) <= now);
  const last = events.at(-1);
  return {
    fixtureId: head.id,
    teamA: head.teamA,
    teamB: head.teamB,
    teams: input.teams,
    knockout: Boolean(input.knockout),
    events,
    score: last?.score ?? { A: 0, B: 0 },
    stats: last?.stats ?? INITIAL_STATS,
    minute: last?.display ?? '0',
  };
}
