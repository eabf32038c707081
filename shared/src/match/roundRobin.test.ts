import { describe, expect, it } from 'vitest';
import { backToBackCount, roundRobin } from './roundRobin';

const teams = (n: number) => Array.from({ length: n }, (_, i) => `t${i + 1}`);

describe('roundRobin', () => {
  it.each([2, 3, 4, 5, 6, 7, 8])('pairs every two of %i teams exactly once, one match per team per round', (n) => {
    const fixtures = roundRobin(teams(n));
    expect(fixtures).toHaveLength((n * (n - 1)) / 2);
    const pairs = new Set(fixtures.map((f) => [f.teamA, f.teamB].sort().join('-')));
    expect(pairs.size).toBe(fixtures.length);
    for (const f of fixtures) expect(f.teamA).not.toBe(f.teamB);
    const rounds = Math.max(...fixtures.map((f) => f.round));
    expect(rounds).toBe(n % 2 ? n : n - 1);
    for (let r = 1; r <= rounds; r++) {
      const inRound = fixtures.filter((f) => f.round === r).flatMap((f) => [f.teamA, f.teamB]);
      expect(new Set(inRound).size).toBe(inRound.length);
    }
    // Rounds are played in order.
    expect(fixtures.map((f) => f.round)).toEqual([...fixtures.map((f) => f.round)].sort((a, b) => a - b));
  });

  it('lets nobody play twice in a row where the numbers allow it', () => {
    // Three or four teams cannot avoid it: every pair of matches among three teams shares one, and
    // four teams have only two disjoint matches per round.
    expect(backToBackCount(roundRobin(teams(4)))).toBe(2);
    for (const n of [5, 6, 7, 8]) expect(backToBackCount(roundRobin(teams(n)))).toBe(0);
  });

  it('shares team A evenly', () => {
    const fixtures = roundRobin(teams(6));
    for (const t of teams(6)) {
      const asA = fixtures.filter((f) => f.teamA === t).length;
      expect(asA).toBeGreaterThanOrEqual(2);
      expect(asA).toBeLessThanOrEqual(3);
    }
  });

  it.each([2, 3, 4, 5, 6, 7, 8])('home and away: %i teams meet twice, once as each side, second leg after the first', (n) => {
    const single = roundRobin(teams(n));
    const fixtures = roundRobin(teams(n), 2);
    expect(fixtures).toHaveLength(n * (n - 1));
    const ordered = new Set(fixtures.map((f) => `${f.teamA}>${f.teamB}`));
    expect(ordered.size).toBe(fixtures.length);
    const rounds = n % 2 ? n : n - 1;
    expect(Math.max(...fixtures.map((f) => f.round))).toBe(2 * rounds);
    // The first leg is the single round robin; the second has the same pairs with sides swapped.
    const firstLeg = fixtures.filter((f) => f.round <= rounds);
    expect(new Set(firstLeg.map((f) => [f.teamA, f.teamB].sort().join('-')))).toEqual(new Set(single.map((f) => [f.teamA, f.teamB].sort().join('-'))));
    for (const f of fixtures.filter((x) => x.round > rounds)) expect(ordered.has(`${f.teamB}>${f.teamA}`)).toBe(true);
    expect(fixtures.map((f) => f.round)).toEqual([...fixtures.map((f) => f.round)].sort((a, b) => a - b));
    if (n >= 5) expect(backToBackCount(fixtures)).toBe(0);
    for (const t of teams(n)) expect(fixtures.filter((f) => f.teamA === t)).toHaveLength(n - 1);
  });
});
