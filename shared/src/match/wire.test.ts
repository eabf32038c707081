import { describe, expect, it } from 'vitest';
import { simulateMatch } from './engine';
import { sampleSquad } from './sampleSquad';
import { commentaryOf, fixtureResult, INITIAL_STATS } from './wire';

describe('wire', () => {
  it("stores a fixture's score, stats, commentary, and for a cup tie the shoot-out and the winner", () => {
    let shootouts = 0;
    for (let seed = 1; seed <= 120; seed++) {
      const t = simulateMatch({ seed, teams: [sampleSquad('Ev', 75, seed), sampleSquad('Dep', 75, seed + 3)], knockout: true });
      const r = fixtureResult(t);
      expect(r).toMatchObject({ score: t.score, stats: t.stats, commentary: commentaryOf(t.events), winner: t.winner });
      expect(r.winner).not.toBeNull();
      if (t.shootout) shootouts++;
      expect(r.penalties).toEqual(t.shootout ? t.shootout.score : null);
    }
    expect(shootouts).toBeGreaterThan(0);
    const league = simulateMatch({ seed: 5, teams: [sampleSquad('Ev', 75, 1), sampleSquad('Dep', 75, 2)] });
    expect(fixtureResult(league).winner).toBe(league.score.A > league.score.B ? 'A' : league.score.B > league.score.A ? 'B' : null);
  });

  it('starts both sides at 50-50 with no shots and no xG', () => {
    expect(INITIAL_STATS.A).toMatchObject({ possession: 50, shots: 0, xg: 0 });
    expect(INITIAL_STATS.B.possession).toBe(50);
  });
});
