import { describe, expect, it } from 'vitest';
import { simulateMatch } from './engine';
import { sampleSquad } from './sampleSquad';
import { matchSummary } from './summary';
import type { MatchInput } from './types';

const input = (seed: number, knockout = false): MatchInput => ({ seed, teams: [sampleSquad('Ev', 78, seed), sampleSquad('Dep', 74, seed + 9)], knockout });

describe('matchSummary', () => {
  it('lists the scorers and cards of a finished match in order, with its xG, ratings and man of the match', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const m = input(seed);
      const t = simulateMatch(m);
      const s = matchSummary(m, t.events);
      expect(s.score).toEqual(t.score);
      expect(s.goals).toHaveLength(t.score.A + t.score.B);
      expect(s.goals.filter((g) => g.side === 'A')).toHaveLength(t.score.A);
      expect(s.cards).toHaveLength(t.stats.A.yellowCards + t.stats.B.yellowCards + t.stats.A.redCards + t.stats.B.redCards);
      expect(s.xg).toEqual({ A: t.stats.A.xg, B: t.stats.B.xg });
      expect(s.ratings).toHaveLength(22);
      expect(s.manOfTheMatch).not.toBeNull();
      expect(s.manOfTheMatch!.rating).toBe(Math.max(...s.ratings.map((r) => r.rating)));
      expect(s.penalties).toBeNull();
    }
  });

  it('summarises a live match so far: no man of the match before the final whistle, a prefix of the final lists', () => {
    const m = input(4);
    const t = simulateMatch(m);
    const whole = matchSummary(m, t.events);
    const half = t.events.findIndex((e) => e.type === 'half_time');
    const live = matchSummary(m, t.events.slice(0, half + 1));
    expect(live.manOfTheMatch).toBeNull();
    expect(whole.goals.slice(0, live.goals.length)).toEqual(live.goals);
    expect(whole.momentum.slice(0, live.momentum.length)).toEqual(live.momentum);
    expect(matchSummary(m, [])).toMatchObject({ score: { A: 0, B: 0 }, goals: [], manOfTheMatch: null, momentum: [] });
  });

  it('carries the shoot-out score of a cup tie decided on penalties', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const m = input(seed, true);
      const t = simulateMatch(m);
      if (!t.shootout) continue;
      const s = matchSummary(m, t.events);
      expect(s.penalties).toEqual(t.shootout.score);
      expect(s.score.A).toBe(s.score.B);
      return;
    }
    throw new Error('no shoot-out in 300 cup ties');
  });
});
