import type { FixtureDto, RoomStatus } from './rooms';
import { refusal, type Refusal } from './refusal';

/**
 * The tournament's rules (spec 4.4, 6): the creator starts it after the draft, then kicks off each next
 * match, one at a time; the room finishes with its last fixture. Null or a value when allowed, else the
 * refusal, checked in a fixed order.
 */
type FixtureState = Pick<FixtureDto, '_id' | 'played'>;

export interface TournamentState<F extends FixtureState = FixtureState> {
  status: RoomStatus;
  creatorId: string;
  memberCount: number;
  /** In play order. */
  fixtures: readonly F[];
  /** A fixture kicked off and not yet played. */
  liveFixtureId: string | null;
}

/** At least two teams play a round robin. */
export const MIN_TOURNAMENT_TEAMS = 2;

export function checkStartTournament(state: TournamentState, userId: string): Refusal | null {
  if (state.creatorId !== userId) return refusal('NOT_CREATOR');
  if (state.status !== 'draft_finished') return refusal('TOURNAMENT_NEEDS_DRAFT');
  if (state.memberCount < MIN_TOURNAMENT_TEAMS) return refusal('TOO_FEW_PLAYERS');
  return null;
}

/** The fixture the creator may kick off now (the first unplayed, while no match is live), or the refusal. */
export function nextFixture<F extends FixtureState>(state: TournamentState<F>, userId: string): { fixture: F } | Refusal {
  if (state.creatorId !== userId) return refusal('NOT_CREATOR');
  if (state.status === 'finished') return refusal('TOURNAMENT_FINISHED');
  if (state.status !== 'in_progress') return refusal('TOURNAMENT_NOT_STARTED');
  if (state.liveFixtureId) return refusal('MATCH_LIVE');
  const fixture = state.fixtures.find((f) => !f.played);
  return fixture ? { fixture } : refusal('NO_FIXTURE');
}

/** The room's status once this fixture is played: finished after the last one. */
export function statusAfterFixture(fixtures: readonly FixtureState[], playedId: string): RoomStatus {
  return fixtures.every((f) => f.played || f._id === playedId) ? 'finished' : 'in_progress';
}
