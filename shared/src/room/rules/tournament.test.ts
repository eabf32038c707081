import { describe, expect, it } from 'vitest';
import type { FixtureResult } from '../../match/wire';
import {
  countsDown,
  cupTiesToAdd,
  nextMatchInfo,
  outcomeFor,
  planTournament,
  statusAfterResults,
  tournamentChampion,
  withResult,
  type TournamentFixture,
} from './tournament';

const result = (a: number, b: number, winner: 'A' | 'B' | null = a > b ? 'A' : b > a ? 'B' : null, penalties: { A: number; B: number } | null = null): FixtureResult =>
  ({ score: { A: a, B: b }, stats: {} as FixtureResult['stats'], commentary: [], penalties, winner });

const rows = (planned: ReturnType<typeof planTournament>): TournamentFixture[] =>
  planned.map((p, i) => ({ _id: `f${i}`, round: p.round, tie: p.tie, teamA: p.teamA, teamB: p.teamB, played: false, result: null }));

/** Plays the cup to its end, side A always winning (on penalties after a draw), adding ties as they are known. */
function playCup(teams: string[]) {
  let fixtures = rows(planTournament('cup', teams));
  let played = 0;
  for (;;) {
    const next = [...fixtures].sort((x, y) => x.round - y.round || x.tie!.localeCompare(y.tie!)).find((f) => !f.played);
    if (!next) break;
    fixtures = withResult(fixtures, next._id, result(1, 1, 'A', { A: 4, B: 3 }));
    played++;
    const added = cupTiesToAdd(teams, fixtures);
    fixtures = [...fixtures, ...added.map((p, i) => ({ _id: `g${played}-${i}`, round: p.round, tie: p.tie, teamA: p.teamA, teamB: p.teamB, played: false, result: null }))];
  }
  return { fixtures, played, champion: tournamentChampion('cup', teams, fixtures) };
}

describe('formats', () => {
  it('plans a single round robin, home and away, and a cup without its byes', () => {
    const teams = ['a', 'b', 'c'];
    expect(planTournament('round_robin', teams)).toHaveLength(3);
    const twoLegs = planTournament('home_away', teams);
    expect(twoLegs).toHaveLength(6);
    expect(twoLegs.map((f) => f.ordinal)).toEqual([1, 2, 3, 4, 5, 6]);
    // Three in a cup: seed 1 has a bye, 2 v 3 is the only first-round tie; the final waits for its winner.
    expect(planTournament('cup', teams)).toEqual([{ ordinal: 18, round: 1, tie: '1-2', teamA: 'b', teamB: 'c' }]);
  });

  it('plays a cup of 2 to 8 to one champion, every tie once, byes never played', () => {
    for (let n = 2; n <= 8; n++) {
      const teams = Array.from({ length: n }, (_, i) => `t${i + 1}`);
      const { fixtures, played, champion } = playCup(teams);
      expect(played).toBe(n - 1);
      expect(fixtures.every((f) => f.played && f.teamA && f.teamB)).toBe(true);
      expect(new Set(fixtures.map((f) => f.tie)).size).toBe(n - 1);
      // Side A wins every tie and the top seed is always side A: seed 1 is champion.
      expect(champion).toBe('t1');
      expect(statusAfterResults('cup', teams, fixtures)).toBe('finished');
    }
  });

  it('orders a cup so earlier rounds go first', () => {
    const teams = ['a', 'b', 'c', 'd', 'e'];
    const planned = planTournament('cup', teams);
    // 4 v 5 in the first round, and seeds 2 and 3 (both byes) already meet in round two.
    expect(planned.map((p) => p.tie)).toEqual(['1-2', '2-2']);
    expect(planned[0].ordinal).toBeLessThan(planned[1].ordinal);
  });

  it('names the league champion only when every fixture is played', () => {
    const teams = ['a', 'b'];
    const fixtures = rows(planTournament('home_away', teams));
    expect(tournamentChampion('home_away', teams, fixtures)).toBeNull();
    const one = withResult(fixtures, fixtures[0]._id, result(0, 2));
    expect(statusAfterResults('home_away', teams, one)).toBe('in_progress');
    const both = withResult(one, fixtures[1]._id, result(1, 1));
    expect(tournamentChampion('home_away', teams, both)).toBe(fixtures[0].teamB);
  });

  it('reads the winner on goals or on penalties, and each side\'s outcome', () => {
    const f = { teamA: 'a', teamB: 'b', played: true };
    expect(outcomeFor({ ...f, result: result(2, 1) }, 'a')).toBe('win');
    expect(outcomeFor({ ...f, result: result(1, 1, 'B', { A: 2, B: 4 }) }, 'b')).toBe('win');
    // A result stored before cups had no winner field: the score decides.
    expect(outcomeFor({ ...f, result: { ...result(0, 3), winner: undefined } }, 'b')).toBe('win');
    expect(outcomeFor({ ...f, result: result(1, 1) }, 'a')).toBe('draw');
    expect(outcomeFor({ ...f, result: result(1, 1, 'B', { A: 2, B: 4 }) }, 'a')).toBe('loss');
    expect(outcomeFor({ ...f, result: result(3, 1) }, 'a')).toBe('win');
    expect(outcomeFor({ ...f, result: result(3, 1) }, 'z')).toBeNull();
  });
});

describe('next match', () => {
  const fixtures = rows(planTournament('round_robin', ['a', 'b', 'c']));
  const room = { format: 'round_robin' as const, status: 'in_progress' as const, nextMatchAt: null };

  it('is the first unplayed fixture, started by the host unless a countdown runs', () => {
    expect(nextMatchInfo(room, fixtures, null)).toMatchObject({ fixtureId: 'f0', round: 1, startsBy: 'host', at: null });
    const at = '2026-01-01T00:00:10.000Z';
    expect(nextMatchInfo({ ...room, nextMatchAt: at }, fixtures, null)).toMatchObject({ startsBy: 'auto', at });
    expect(nextMatchInfo(room, withResult(fixtures, 'f0', result(1, 0)), null)?.fixtureId).toBe('f1');
  });

  it('is none while a match is live, before the tournament and after it', () => {
    expect(nextMatchInfo(room, fixtures, 'f0')).toBeNull();
    expect(nextMatchInfo({ ...room, status: 'draft_finished' }, fixtures, null)).toBeNull();
    expect(nextMatchInfo({ ...room, status: 'finished' }, fixtures, null)).toBeNull();
  });

  it("gives a cup's next round by its number (the screens name it)", () => {
    const cup = rows(planTournament('cup', ['a', 'b', 'c']));
    expect(nextMatchInfo({ ...room, format: 'cup' }, cup, null)?.round).toBe(1);
  });
});

describe('the automatic continue', () => {
  it('counts down while the tournament runs, unless the host paused it', () => {
    const auto = { status: 'in_progress' as const, autoContinue: true, autoPaused: false };
    expect(countsDown(auto)).toBe(true);
    expect(countsDown({ ...auto, autoPaused: true })).toBe(false);
    expect(countsDown({ ...auto, autoContinue: false })).toBe(false);
    expect(countsDown({ ...auto, status: 'finished' })).toBe(false);
  });
});
