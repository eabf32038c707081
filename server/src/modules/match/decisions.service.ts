import { sql } from 'drizzle-orm';
import { minuteKey } from '@onbir/shared/match/decisions';
import { matchStateAt, snapshotAt } from '@onbir/shared/match/engine';
import type { SideState } from '@onbir/shared/match/matchState';
import type { DecisionTime, MatchInput, MatchTimeline, Side } from '@onbir/shared/match/types';
import type { ControlsView } from '@onbir/shared/match/wire';
import { refusal } from '@onbir/shared/room/refusal';
import { memberOnly } from '@onbir/shared/room/actions/guards';
import type { DecideInput } from '@onbir/shared/room/actions/decide';
import type { DecisionBody } from '@onbir/shared/room/schemas';
import { liveFixture, seatOf, type Actor, type RoomState } from '@onbir/shared/room/state';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import { enforce, refused } from '../rooms/refusals';
import { readStoredRoom } from '../rooms/roomRead';
import { dueAt } from './pacer';

/**
 * Match-day decisions on the server (issue 27): the minute a decision is made at, the live match as the
 * rules judge it then, and what a manager's controls show. The decision itself is the room machine's
 * `decide` action (shared/src/room/actions/decide.ts); its `decided` effect recomputes the rest of the
 * timeline (liveMatches.ts).
 */

/**
 * The minute a decision made now is made at: the last one due (shown, or going out this instant). The
 * pacer holds the minutes after it until the decision is settled (`MatchPacer.hold`), so the change never
 * rewrites a minute anyone has seen.
 */
export function decisionMinute(timeline: MatchTimeline, startedAt: Date, now: number, msPerMinute: number): DecisionTime {
  let last = timeline.events[0];
  for (const e of timeline.events) {
    if (e.type === 'end' || dueAt({ startedAt }, e, msPerMinute) > now) break;
    last = e;
  }
  return last.added ? { minute: last.minute, added: last.added } : { minute: last.minute };
}

/** How far ahead a decision counts minutes as shown when another process paces the match. */
const CROSS_PROCESS_MARGIN_MS = 300;

/** The stored engine input of a fixture (its decisions included), read in the action's statement order. */
async function storedInput(db: Queryable, fixtureId: string): Promise<MatchInput | null> {
  const [row] = await queryRows<{ input: MatchInput | null }>(db, sql`select input from fixtures where id = ${fixtureId}::uuid`);
  return row?.input ?? null;
}

/** The live match's input and timeline, the cache's when it has these decisions, else computed and cached. */
export function currentMatch(ctx: AppContext, fixtureId: string, input: MatchInput): { input: MatchInput; timeline: MatchTimeline } {
  const cached = ctx.matches.timelines.peek(fixtureId);
  if (cached && JSON.stringify(cached.input.decisions ?? []) === JSON.stringify(input.decisions ?? [])) return cached;
  return ctx.matches.timelines.put(fixtureId, input, ctx.matches.timelines.run(input));
}

const sideOf = (fixture: { teamA: string; teamB: string }, userId: string): Side | null => (fixture.teamA === userId ? 'A' : fixture.teamB === userId ? 'B' : null);

/**
 * The `decide` action's input: the live match at the minute the decision is made (null when none is live).
 * `hold` (the action's server side) receives the pacer's release of the minutes after it.
 */
export async function resolveDecision(ctx: AppContext, db: Queryable, state: RoomState, actor: Actor, body: DecisionBody, hold?: (release: () => void) => void): Promise<DecideInput> {
  enforce(memberOnly(state, actor));
  const fixture = liveFixture(state);
  const stored = fixture && (await storedInput(db, fixture._id));
  if (!fixture || !stored) return { decision: body, live: null };
  const { timeline, input } = currentMatch(ctx, fixture._id, stored);
  const msPerMinute = ctx.config.MATCH_SECONDS_PER_MINUTE * 1000;
  const over = timeline.events.at(-1)!;
  const finished = dueAt({ startedAt: new Date(fixture.startedAt!) }, over, msPerMinute) <= ctx.clock.now();
  // Another process paces this match (several processes): the minute going out within the message's way
  // there counts as shown, since that pacer cannot be held from here.
  const margin = ctx.matches.pacer.isRunning(fixture._id) ? 0 : CROSS_PROCESS_MARGIN_MS;
  const at = decisionMinute(timeline, new Date(fixture.startedAt!), ctx.clock.now() + margin, msPerMinute);
  // Nothing awaited since `at` was read: no minute after it has gone out, and none will until this is settled.
  hold?.(ctx.matches.pacer.hold(fixture._id, minuteKey(at.minute, at.added ?? 0)));
  const snapshot = snapshotAt(input, at);
  const context = matchStateAt(input, at, snapshot);
  // Allowed, the decision resumes the match from this very snapshot (liveMatches.ts `decided`).
  if (hold) ctx.matches.timelines.keepSnapshot(fixture._id, input, at, snapshot);
  return {
    decision: body,
    live: { fixtureId: fixture._id, side: sideOf(fixture, actor.kind === 'user' ? actor.userId : ''), at, context: { ...context, finished: context.finished || finished } },
  };
}

/** GET /api/match/:roomId/controls: a member's own controls (nobody sees another manager's side or plan). */
export async function controlsView(ctx: AppContext, userId: string, roomId: string): Promise<ControlsView> {
  const stored = await readStoredRoom(ctx.db, roomId);
  const actor: Actor = { kind: 'user', userId };
  const body = { type: 'tempo', value: 'normal' } as DecisionBody;
  const empty = { fixtureId: null, side: null, minute: '0', finished: false, mine: null, plan: [] };
  if (!stored) throw refused(refusal('ROOM_NOT_FOUND'));
  const plan = seatOf(stored.state, userId)?.plan ?? [];
  enforce(memberOnly(stored.state, actor));
  const { live } = await resolveDecision(ctx, ctx.db, stored.state, actor, body);
  if (!live) return { ...empty, plan };
  const { minute, added } = live.at;
  const display = added ? `${minute}+${added}` : String(minute);
  const mine = live.side ? (live.context.sides[live.side] as SideState) : null;
  return { fixtureId: live.fixtureId, side: live.side, minute: display, finished: live.context.finished, mine, plan };
}
