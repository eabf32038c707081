import { describe, expect, it } from 'vitest';
import { standings } from './standings';

const r = (teamA: string, goalsA: number, goalsB: number, teamB: string) => ({ teamA, teamB, goalsA, goalsB });

describe('standings', () => {
  it('counts played, won, drawn, lost, goals and points 3/1/0', () => {
    const table = standings(['a', 'b', 'c'], [r('a', 2, 0, 'b'), r('b', 1, 1, 'c')]);
    expect(table.map((row) => row.team)).toEqual(['a', 'c', 'b']);
    expect(table[0]).toEqual({ team: 'a', played: 1, won: 1, drawn: 0, lost: 0, goalsFor: 2, goalsAgainst: 0, goalDifference: 2, points: 3 });
    expect(table[2]).toMatchObject({ played: 2, drawn: 1, lost: 1, goalsFor: 1, goalsAgainst: 3, goalDifference: -2, points: 1 });
  });

  it('breaks a tie on points by goal difference, then goals for', () => {
    const byDifference = standings(['a', 'b', 'c'], [r('a', 3, 0, 'c'), r('b', 1, 0, 'c')]);
    expect(byDifference.map((x) => x.team)).toEqual(['a', 'b', 'c']);
    const byGoals = standings(['a', 'b', 'c'], [r('a', 1, 0, 'c'), r('b', 3, 2, 'c')]);
    expect(byGoals.map((x) => x.team)).toEqual(['b', 'a', 'c']);
  });

  it('then by the head to head', () => {
    // a and b: 6 points, goal difference +1, 4 goals for; a beat b. d has 6 points and +2.
    const results = [r('b', 2, 1, 'c'), r('a', 1, 0, 'b'), r('c', 1, 3, 'a'), r('d', 1, 2, 'b'), r('a', 0, 2, 'd'), r('c', 0, 1, 'd')];
    const table = standings(['b', 'a', 'c', 'd'], results);
    const a = table.find((x) => x.team === 'a')!;
    const b = table.find((x) => x.team === 'b')!;
    expect([a.points, a.goalDifference, a.goalsFor]).toEqual([b.points, b.goalDifference, b.goalsFor]);
    expect(table.map((x) => x.team)).toEqual(['d', 'a', 'b', 'c']);
    // Without the head to head match the seat order decides: b sits before a.
    const noMeeting = standings(['b', 'a'], [r('a', 1, 1, 'x'), r('b', 1, 1, 'x')]);
    expect(noMeeting.map((x) => x.team)).toEqual(['b', 'a']);
  });
});
