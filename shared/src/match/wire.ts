import { turkishText } from './commentary';
import type { SideState } from './matchState';
import { emptyStats } from './teamStats';
import type { AppliedDecision, MatchEvent, MatchInput, MatchStats, MatchTimeline, PlanRule, Score, Side, TeamStats } from './types';

/** What a fixture holds once played (docs/match.md, 'Played matches and the history'): final score, stats and the commentary lines. */
export interface FixtureResult {
  score: Score;
  stats: MatchStats;
  /**
   * "minute' message" lines in match order (minute updates left out), stored in Turkish;
   * a reader in another language gets them worded from the replay's events when those say the same.
   */
  commentary: string[];
  /** A cup tie decided on penalties: the shoot-out score; null otherwise (absent in results stored before cups). */
  penalties?: Score | null;
  /** The side that won, on goals or on penalties; null for a draw (absent in results stored before cups). */
  winner?: Side | null;
  /** Every change that took effect, the managers' own and their plans' (absent in results stored before issue 27). */
  decisions?: AppliedDecision[];
  /** The engine that played it (`ENGINE_VERSION`; absent before issue 27). */
  engineVersion?: number;
}

/** What to store for a fixture once played: everything else (xG, ratings, momentum) replays from its input. */
export function fixtureResult(t: MatchTimeline): FixtureResult {
  return { score: t.score, stats: t.stats, commentary: commentaryOf(t.events), penalties: t.shootout?.score ?? null, winner: t.winner, decisions: t.decisions, engineVersion: ENGINE_VERSION };
}

/**
 * The engine's version, stamped on each match's input at kick-off and on its result: a replay is computed
 * again from its input only by the engine that played it (a newer engine would show another match). Move
 * it on with any change that changes timelines (engine.outputs.test.ts's digest).
 */
export const ENGINE_VERSION = 28;

/** GET /api/match/:roomId/controls: what a manager's match controls show (his own side only, and his plan). */
export interface ControlsView {
  fixtureId: string | null;
  side: Side | null;
  /** The minute a change made now is made at ('0' when no match is live); it takes effect from the next. */
  minute: string;
  finished: boolean;
  /** His side as the rules see it now; null when he does not play in the live match or none is live. */
  mine: SideState | null;
  plan: PlanRule[];
}

/**
 * A live event as it travels (docs/match.md, 'Live events'), the score and stats after it travelling once, beside it, or one
 * of a late viewer's snapshot. Each reader's screen words its `line` in his language (`eventText`); `message`
 * is its Turkish words (the first clients' field; sent with every live event). A server from before lines had
 * codes sent `message` alone: the screen shows it as it is.
 */
export type LiveEvent = Omit<MatchEvent, 'score' | 'stats'> & { message?: string };

/** The matchEvent payload (docs/match.md, 'Live events'): the event with the score, stats and minute after it. */
export interface MatchEventPayload {
  roomId: string;
  fixtureId: string;
  /** The event's position in its match: a client ignores a seq it has already seen. */
  seq: number;
  /** With `message`, its line in Turkish (the first clients' field). */
  event: LiveEvent & { message: string };
  score: Score;
  stats: MatchStats;
  /** The minute as shown: '37', '45+2'. */
  minute: string;
}

/** GET /api/match/:roomId/live: the live match so far, for a viewer who arrives late. */
export interface LiveMatchSnapshot {
  /** null when no match of the room is being played. */
  fixtureId: string | null;
  teamA: string | null;
  teamB: string | null;
  /** Both line-ups as the engine plays them (names, slots, ratings), null when no match is live. */
  teams: MatchInput['teams'] | null;
  knockout: boolean;
  events: MatchEvent[];
  score: Score;
  stats: MatchStats;
  minute: string;
}

/**
 * A played match to watch again (GET /api/match/fixture/:id/replay, or GET /api/match/replay/:token
 * without signing in): its whole timeline, computed again from the stored input, and both line-ups.
 */
export interface MatchReplay {
  fixtureId: string;
  roomName: string;
  /** The teams' names as the match was played: clubs', else usernames (`teams` has the kit colours). */
  teamA: string;
  teamB: string;
  date: string;
  knockout: boolean;
  teams: MatchInput['teams'];
  events: MatchEvent[];
  /** The share link's token: only for a viewer allowed to see the match (absent on the public answer). */
  shareToken?: string;
}

export type HistoryStats = Pick<TeamStats, 'possession' | 'shots' | 'shotsOnTarget' | 'corners' | 'saves' | 'fouls' | 'yellowCards' | 'redCards' | 'xg'>;

/** A finished match of the history (docs/match.md, 'Played matches and the history'): team names are the clubs' (the managers' usernames for teams without one). */
export interface FinishedMatch {
  matchId: string;
  roomId: string;
  roomName: string;
  /** ISO time of the final whistle. */
  date: string;
  teamA: string;
  teamB: string;
  /** The clubs' kit colours (primary, secondary); null for a team without a club. */
  colorsA: [string, string] | null;
  colorsB: [string, string] | null;
  goalsA: number;
  goalsB: number;
  /** '2 - 1' */
  score: string;
  stats: { teamA: HistoryStats; teamB: HistoryStats };
  commentary: string[];
  /** A tie decided on penalties: the shoot-out score. */
  penalties: Score | null;
  /** "Maçlarım": the viewer's result in it. */
  outcome?: 'win' | 'draw' | 'loss';
}

/** Both sides before kick-off (possession 50-50: docs/match.md, 'Live events'), from the engine's one stats constructor. */
export const INITIAL_STATS: MatchStats = { A: emptyStats(), B: emptyStats() };

/** The commentary lines a finished match keeps: every event but the minute-by-minute updates. */
export function commentaryOf(events: readonly MatchEvent[]): string[] {
  return events.filter((e) => e.type !== 'minute_update').map((e) => `${e.display}' ${turkishText(e.line)}`);
}

/** The payload of one event of a room's live fixture. */
export function matchEventPayload(roomId: string, fixtureId: string, event: MatchEvent): MatchEventPayload {
  const { score, stats, ...rest } = event;
  return { roomId, fixtureId, seq: event.seq, event: { ...rest, message: turkishText(event.line) }, score, stats, minute: event.display };
}
