import type { MatchInput } from '../../match/types';
import type { FixtureResult } from '../../match/wire';
import { refusal, type Refusal } from '../refusal';
import { liveFixture, withEffects, type FixtureState, type RoomEnv, type RoomState } from '../state';
import { countdownFrom } from './clock';
import { seededUuid, roomRandom } from './seeded';
import { countsDown, cupTiesToAdd, planTournament, statusAfterResults, withResult, type PlannedRow } from './tournament';

/**
 * Match day on the room's state: the fixtures planned at the start, each kick-off, each final whistle
 * and the countdown between them. The engine itself runs on the server (its input comes in with the
 * kick-off); these only say what the room becomes.
 */

/** The fixture to be played next (the first unplayed in play order). */
export const nextFixtureOf = (state: RoomState): FixtureState | undefined => state.fixtures.find((f) => !f.played);

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

const countdown = (state: RoomState, env: RoomEnv) =>
  countsDown({ status: state.status, autoContinue: state.options.autoContinue, autoPaused: state.match.autoPaused }) ? countdownFrom(env) : null;

/** The tournament starts: the format's first fixtures (seeds and tie-breaks follow the seats), and the countdown when it continues by itself. */
export function startTournamentState(state: RoomState, env: RoomEnv): RoomState {
  const started: RoomState = { ...state, status: 'in_progress', fixtures: fixturesOf(state, planTournament(state.options.format, state.seats.map((s) => s.userId))) };
  return withEffects({ ...started, match: { ...started.match, nextMatchAt: countdown(started, env) } }, { type: 'tournamentStarted' });
}

/** The next fixture kicks off with this engine input (its seed included); the countdown is spent. */
export function kickOffState(state: RoomState, input: MatchInput, env: RoomEnv): RoomState {
  const fixture = nextFixtureOf(state)!;
  const fixtures = state.fixtures.map((f) => (f._id === fixture._id ? { ...f, startedAt: env.now, kickOff: input } : f));
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
  return { ...next, match: { ...next.match, nextMatchAt: countdown(next, env) } };
}
