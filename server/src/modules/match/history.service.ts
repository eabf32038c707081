import { outcomeFor } from '@onbir/shared/room/rules/tournament';
import { checkReplay } from '@onbir/shared/room/rules/visibility';
import type { MatchInput, TeamStats } from '@onbir/shared/match/types';
import { ENGINE_VERSION, type FinishedMatch, type FixtureResult, type HistoryStats, type MatchReplay } from '@onbir/shared/match/wire';
import type { AppContext } from '../../context';
import { enforce, refused } from '../rooms/refusals';
import { refusal } from '@onbir/shared/room/refusal';
import { finishedFixtures, playedInputs, replayRow, type HistoryRow } from './match.repo';
import { topScorers, type ScorerRow } from '@onbir/shared/match/scorers';

/** How many matches a history list shows: the last 20 (docs/match.md, 'Played matches and the history'), or every match of one room (8 teams, home and away: 56). */
const HISTORY_SIZE = 20;
const ROOM_HISTORY_SIZE = 60;

const HISTORY_STATS = ['possession', 'shots', 'shotsOnTarget', 'corners', 'saves', 'fouls', 'yellowCards', 'redCards', 'xg'] as const;

/** A side's stats as the history keeps them; results stored before cards and xG were kept per side have none (0). */
const historyStats = (s: TeamStats) => Object.fromEntries(HISTORY_STATS.map((k) => [k, s[k] ?? 0])) as HistoryStats;

function finishedMatch(row: HistoryRow, viewerId?: string): FinishedMatch {
  const result = row.result as FixtureResult;
  const outcome = viewerId ? outcomeFor({ ...row, played: true, result }, viewerId) : null;
  return {
    matchId: row.id,
    roomId: row.roomId,
    roomName: row.roomName,
    date: (row.finishedAt ?? new Date()).toISOString(),
    teamA: row.nameA,
    teamB: row.nameB,
    colorsA: row.colorsA ?? null,
    colorsB: row.colorsB ?? null,
    goalsA: row.goalsA ?? 0,
    goalsB: row.goalsB ?? 0,
    score: `${row.goalsA ?? 0} - ${row.goalsB ?? 0}`,
    stats: { teamA: historyStats(result.stats.A), teamB: historyStats(result.stats.B) },
    commentary: result.commentary,
    penalties: result.penalties ?? null,
    ...(outcome ? { outcome } : {}),
  };
}

/**
 * The last finished matches, newest first: across all rooms, or every match of one room (the caller has
 * checked the viewer may watch it). A password-locked room's matches are left out unless the viewer is
 * one of its members (issue 25 item 4).
 */
export async function finishedMatches(ctx: AppContext, viewerId: string, roomId?: string): Promise<FinishedMatch[]> {
  const rows = await finishedFixtures(ctx.db, roomId ? ROOM_HISTORY_SIZE : HISTORY_SIZE, viewerId, { roomId });
  return rows.map((row) => finishedMatch(row));
}

/** "Maçlarım": the viewer's last finished matches, each with his result (a locked room's while he is its member). */
export async function myMatches(ctx: AppContext, userId: string): Promise<FinishedMatch[]> {
  const rows = await finishedFixtures(ctx.db, HISTORY_SIZE, userId, { userId });
  return rows.map((row) => finishedMatch(row, userId));
}

/**
 * A played match to watch again: signed in (by fixture id, with its share link's token, for anyone but
 * strangers to a password-locked room), or through the share link without signing in. The timeline is the
 * engine's for the stored input (deterministic), from the same cache as the live match.
 */
export async function replay(ctx: AppContext, by: { fixtureId: string; viewerId: string } | { token: string }): Promise<MatchReplay> {
  const row = await replayRow(ctx.db, 'token' in by ? { token: by.token } : { fixtureId: by.fixtureId }, 'token' in by ? null : by.viewerId);
  // The token opens the match whatever the room's lock: whoever holds it was given it by a viewer allowed to.
  enforce(checkReplay(row && { played: row.played, isLocked: row.isLocked && !('token' in by), isMember: row.isMember }));
  const input = row!.input as MatchInput;
  // Computed again only by the engine that played it: another engine would show another match.
  if (input.engineVersion !== ENGINE_VERSION) throw refused(refusal('REPLAY_OUTDATED'));
  const { timeline } = ctx.matches.timelines.of(row!.id, input);
  return {
    fixtureId: row!.id,
    roomName: row!.roomName,
    teamA: row!.nameA,
    teamB: row!.nameB,
    date: (row!.finishedAt ?? new Date()).toISOString(),
    knockout: Boolean(input.knockout),
    teams: input.teams,
    events: timeline.events,
    ...('token' in by ? {} : { shareToken: row!.shareToken }),
  };
}

/**
 * A room's season scorers (the caller has checked the viewer may watch it), from its played matches' timelines:
 * the results keep no scorers, and the engine gives each match again from its stored input (the replays' cache).
 * A match played by an older engine is left out, as its replay is: this engine would score it otherwise.
 */
export async function roomScorers(ctx: AppContext, roomId: string): Promise<ScorerRow[]> {
  const played = (await playedInputs(ctx.db, roomId)).filter((m) => m.input.engineVersion === ENGINE_VERSION);
  const matches = [];
  for (const { id, input } of played) {
    matches.push({ input, events: ctx.matches.timelines.of(id, input).timeline.events });
    // A season's first read runs the engine once a match: the live matches' events go out in between.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return topScorers(matches);
}
