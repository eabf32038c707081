import type { MatchInput } from '../../match/types';
import type { FixtureResult } from '../../match/wire';
import { refusal, type Refusal } from '../refusal';
import { liveFixture, withEffects, type FixtureState, type RoomEnv, type RoomState } from '../state';
import { countdownFrom, leagueOf, nextTurn } from './clock';
import { nextKickOffAfter } from '../../league/matchdays';
import { matchdayScheduleOf } from '../../league/settings';
import { seededUuid, roomRandom } from './seeded';
import { countsDown, cupTiesToAdd, planTournament, statusAfterResults, withResult, type PlannedRow } from './tournament';

/**
 * Match day on the room's state: the fixtures planned at the start, each kick-off, each final whistle
 * and the countdown between them. The engine itself runs on the server (its input comes in with the
 * kick-off); these only say what the room becomes.
 */

/** The fixture to be played next (the first unplayed in play order). */
export const nextFixtureOf = (state: RoomState): FixtureState | undefined => state.fixtures.find((f) => !f.played);

/**
 * A league's matchdays are on schedule (docs/league.md): the host neither starts the next match nor
 * pauses or resumes "Otomatik devam"; he moves a matchday with `reschedule`.
 */
export const checkNotOnSchedule = (state: Pick<RoomState, 'options'>): Refusal | null => (leagueOf(state.options) ? refusal('LEAGUE_ON_SCHEDULE') : null);

/** Whether a match can kick off now: the tournament runs, none is live, one is left. */
export function checkKickOff(state: RoomState): Refusal | null {
  if (state.status === 'finished') return refusal('TOURNAMENT_FINISHED');
  if (state.status !== 'in_progress') return refusal('TOURNAMENT_NOT_STARTED');
  if (liveFixture(state)) return refusal('MATCH_LIVE');
  return nextFixtureOf(state) ? null : refusal('NO_FIXTURE');
}

/** New fixtures from planned rows, with ids seeded by the room and its version. */
function fixturesOf(state: RoomState, rows: readonly PlannedRow[]): FixtureState[] {
  const rng = roomRandom(state.id, -1000 - state.version);
  return rows.map((r) => ({ _id: seededUuid(rng), ordinal: r.ordinal, round: r.round, tie: r.tie, teamA: r.teamA, teamB: r.teamB, played: false, result: null, startedAt: null }));
}

/**
 * When the next match kicks off by itself. An evening's: the countdown, when it continues by itself. A
 * league's (docs/league.md, 'Matchdays'): a matchday is a round's fixtures, kicked off one after another
 * (a room plays one live match at a time): the first at the schedule's next time, each next fixture of the
 * same round by the countdown after the last whistle (`playedRound`), the next round at its own matchday.
 */
function nextKickOff(state: RoomState, env: RoomEnv, playedRound?: number): number | null {
  const league = leagueOf(state.options);
  if (!league) return countsDown({ status: state.status, autoContinue: state.options.autoContinue, autoPaused: state.match.autoPaused }) ? countdownFrom(env) : null;
  const next = state.status === 'in_progress' ? nextFixtureOf(state) : undefined;
  if (!next) return null;
  return next.round === playedRound ? countdownFrom(env) : nextKickOffAfter(matchdayScheduleOf(league), env.now);
}

/** The tournament starts: the format's first fixtures (seeds and tie-breaks follow the seats), and the countdown when it continues by itself (a league's first matchday). */
export function startTournamentState(state: RoomState, env: RoomEnv): RoomState {
  const started: RoomState = { ...state, status: 'in_progress', fixtures: fixturesOf(state, planTournament(state.options.format, state.seats.map((s) => s.userId))) };
  return withEffects({ ...started, match: { ...started.match, nextMatchAt: nextKickOff(started, env) } }, { type: 'tournamentStarted' });
}

/** The draft moved on by one pick (rules/clock.ts nextTurn); a league's season starts as its draft ends, its first matchday scheduled. */
export function draftMovedOn(state: RoomState, env: RoomEnv): RoomState {
  const next = nextTurn(state, env);
  return next.status === 'draft_finished' && leagueOf(next.options) ? startTournamentState(next, env) : next;
}

/** The next fixture kicks off with this engine input (its seed included) at `at` (now, or a league's scheduled instant); the countdown is spent. */
export function kickOffState(state: RoomState, input: MatchInput, env: RoomEnv, at = env.now): RoomState {
  const fixture = nextFixtureOf(state)!;
  const fixtures = state.fixtures.map((f) => (f._id === fixture._id ? { ...f, startedAt: at, kickOff: input } : f));
  return withEffects({ ...state, fixtures, match: { ...state.match, nextMatchAt: null } }, { type: 'kickedOff', fixtureId: fixture._id });
}

/**
 * The final whistle: the fixture is played with its result; the room finishes once it has its champion,
 * else gets the cup ties this result completed and, when it continues by itself, the countdown.
 */
export function finishState(state: RoomState, fixtureId: string, result: FixtureResult, env: RoomEnv): RoomState {
  const teams = state.seats.map((s) => s.userId);
  const played = withResult(state.fixtures, fixtureId, result);
  const status = statusAfterResults(state.options.format, teams, played);
  const ties = state.options.format === 'cup' && status === 'in_progress' ? cupTiesToAdd(teams, played) : [];
  const next: RoomState = { ...state, status, fixtures: [...played, ...fixturesOf(state, ties)] };
  const round = state.fixtures.find((f) => f._id === fixtureId)?.round;
  return { ...next, match: { ...next.match, nextMatchAt: nextKickOff(next, env, round) } };
}
