import { cupBracket, cupProgress } from '../../match/cup';
import { roundRobin } from '../../match/roundRobin';
import { standings } from '../../match/standings';
import type { FixtureResult } from '../../match/wire';
import type { RoomStatus, TournamentFormat } from '../constants';
import type { NextMatchInfo } from '../dto';
import type { FixtureState } from '../state';

/**
 * The tournament's rules (docs/match.md, 'Starting the next match'): the fixtures of the format chosen at creation (round robin
 * single or home and away, or a knockout cup with byes, extra time and penalties), the champion, the next
 * match and the automatic continue between matches. Pure: server and client call the same functions.
 */
/** A fixture as the tournament rules see it: `tie` is the cup tie id, null in a league. */
export type TournamentFixture = Pick<FixtureState, '_id' | 'round' | 'tie' | 'teamA' | 'teamB' | 'played' | 'result'>;

/** A fixture row to create: `ordinal` orders the play (a cup's is round × 16 + slot, so earlier rounds go first). */
export interface PlannedRow {
  ordinal: number;
  round: number;
  tie: string | null;
  teamA: string;
  teamB: string;
}

/** The user id who won a played fixture (on goals or penalties), null for a draw or an unplayed fixture. */
function fixtureWinner(f: Pick<TournamentFixture, 'teamA' | 'teamB' | 'played' | 'result'>): string | null {
  if (!f.played || !f.result) return null;
  const side = f.result.winner ?? (f.result.score.A > f.result.score.B ? 'A' : f.result.score.B > f.result.score.A ? 'B' : null);
  return side === 'A' ? f.teamA : side === 'B' ? f.teamB : null;
}

/** The cup's winners so far, tie id → user id, from its played fixtures. */
export function cupWinners(fixtures: readonly TournamentFixture[]): Record<string, string> {
  const winners: Record<string, string> = {};
  for (const f of fixtures) {
    const w = f.tie ? fixtureWinner(f) : null;
    if (f.tie && w) winners[f.tie] = w;
  }
  return winners;
}

/**
 * The cup ties whose two teams are now known and that have no fixture yet (byes are never played): at the
 * start the first round's (and a later tie between two byes), after each result the tie its winner reaches.
 */
export function cupTiesToAdd(teamIds: readonly string[], fixtures: readonly TournamentFixture[]): PlannedRow[] {
  const existing = new Set(fixtures.map((f) => f.tie));
  return cupProgress(cupBracket(teamIds), cupWinners(fixtures))
    .ties.filter((t) => !t.bye && t.teamA && t.teamB && !existing.has(t.id))
    .map((t) => ({ ordinal: t.round * 16 + t.slot, round: t.round, tie: t.id, teamA: t.teamA!, teamB: t.teamB! }));
}

/** The fixtures created when the tournament starts (teams in seat order: the cup's seeds). */
export function planTournament(format: TournamentFormat, teamIds: readonly string[]): PlannedRow[] {
  if (format === 'cup') return cupTiesToAdd(teamIds, []);
  return roundRobin(teamIds, format === 'home_away' ? 2 : 1).map((f, i) => ({ ordinal: i + 1, round: f.round, tie: null, teamA: f.teamA, teamB: f.teamB }));
}

/** The champion: the cup's final winner, or the league's leader once every fixture is played; else null. */
export function tournamentChampion(format: TournamentFormat, teamIds: readonly string[], fixtures: readonly TournamentFixture[]): string | null {
  if (format === 'cup') return cupProgress(cupBracket(teamIds), cupWinners(fixtures)).champion;
  if (fixtures.length === 0 || fixtures.some((f) => !f.played || !f.result)) return null;
  const table = standings(
    teamIds,
    fixtures.map((f) => ({ teamA: f.teamA, teamB: f.teamB, goalsA: f.result!.score.A, goalsB: f.result!.score.B })),
  );
  return table[0]?.team ?? null;
}

/** The room's status once `played` holds every result so far (the fixture just played included). */
export function statusAfterResults(format: TournamentFormat, teamIds: readonly string[], played: readonly TournamentFixture[]): RoomStatus {
  return tournamentChampion(format, teamIds, played) ? 'finished' : 'in_progress';
}

/** The fixture list with one fixture stored as played with its result. */
export function withResult<F extends TournamentFixture>(fixtures: readonly F[], fixtureId: string, result: FixtureResult): F[] {
  return fixtures.map((f) => (f._id === fixtureId ? { ...f, played: true, result } : f));
}

/** The match to be played next while none is live (fixtures in play order), or null. */
export function nextMatchInfo(
  room: { format: TournamentFormat; status: RoomStatus; nextMatchAt: string | null },
  fixtures: readonly TournamentFixture[],
  liveFixtureId: string | null,
): NextMatchInfo | null {
  if (room.status !== 'in_progress' || liveFixtureId) return null;
  const f = fixtures.find((x) => !x.played);
  if (!f) return null;
  return {
    fixtureId: f._id,
    teamA: f.teamA,
    teamB: f.teamB,
    round: f.round,
    startsBy: room.nextMatchAt ? 'auto' : 'host',
    at: room.nextMatchAt,
  };
}

/** Whether the countdown to the next kick-off runs after a final whistle or the tournament's start. */
export function countsDown(state: { status: RoomStatus; autoContinue: boolean; autoPaused: boolean }): boolean {
  return state.autoContinue && !state.autoPaused && state.status === 'in_progress';
}

/** A viewer's result in a played fixture: win, draw or loss (a cup tie on penalties counts as won or lost). */
export function outcomeFor(f: Pick<TournamentFixture, 'teamA' | 'teamB' | 'played' | 'result'>, userId: string): 'win' | 'draw' | 'loss' | null {
  if (!f.played || (f.teamA !== userId && f.teamB !== userId)) return null;
  const w = fixtureWinner(f);
  return w === null ? 'draw' : w === userId ? 'win' : 'loss';
}
