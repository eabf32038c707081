import { describe, expect, it } from 'vitest';
import { checkStartTournament, nextFixture, statusAfterFixture, type TournamentState } from './tournament';

const fixtures = [
  { _id: 'f1', played: true },
  { _id: 'f2', played: false },
  { _id: 'f3', played: false },
];
const state = (over: Partial<TournamentState> = {}): TournamentState => ({
  status: 'in_progress',
  creatorId: 'a',
  memberCount: 3,
  fixtures,
  liveFixtureId: null,
  ...over,
});

describe('tournament rules', () => {
  it('start: in order creator, draft finished, two teams at least', () => {
    expect(checkStartTournament(state({ status: 'draft_finished' }), 'a')).toBeNull();
    expect(checkStartTournament(state({ status: 'draft_finished' }), 'b')?.code).toBe('NOT_CREATOR');
    expect(checkStartTournament(state({ status: 'drafting' }), 'a')?.code).toBe('TOURNAMENT_NEEDS_DRAFT');
    expect(checkStartTournament(state({ status: 'in_progress' }), 'a')).toMatchObject({ code: 'TOURNAMENT_NEEDS_DRAFT', kind: 'conflict' });
    expect(checkStartTournament(state({ status: 'draft_finished', memberCount: 1 }), 'a')?.code).toBe('TOO_FEW_PLAYERS');
  });
  it('next fixture: the first unplayed, for the creator, while none is live', () => {
    expect(nextFixture(state(), 'a')).toEqual({ fixture: fixtures[1] });
    expect(nextFixture(state(), 'b')).toMatchObject({ code: 'NOT_CREATOR', kind: 'forbidden' });
    expect(nextFixture(state({ status: 'draft_finished' }), 'a')).toMatchObject({ code: 'TOURNAMENT_NOT_STARTED' });
    expect(nextFixture(state({ status: 'finished' }), 'a')).toMatchObject({ code: 'TOURNAMENT_FINISHED' });
    expect(nextFixture(state({ liveFixtureId: 'f2' }), 'a')).toMatchObject({ code: 'MATCH_LIVE' });
    expect(nextFixture(state({ fixtures: [{ _id: 'f1', played: true }] }), 'a')).toMatchObject({ code: 'NO_FIXTURE' });
  });
  it('finish: the room finishes with its last fixture', () => {
    expect(statusAfterFixture(fixtures, 'f2')).toBe('in_progress');
    expect(statusAfterFixture([{ _id: 'f1', played: true }, { _id: 'f2', played: false }], 'f2')).toBe('finished');
  });
});
