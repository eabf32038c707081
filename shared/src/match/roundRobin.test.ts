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
    // four teams have only two disjoint matches per round. Five teams could, but not with home and away
    // alternating without a break (the venues win: twice in the season).
    expect(backToBackCount(roundRobin(teams(4)))).toBe(2);
    expect(backToBackCount(roundRobin(teams(5)))).toBe(2);
    for (const n of [6, 7, 8, 9, 10, 20]) expect(backToBackCount(roundRobin(teams(n)))).toBe(0);
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
    if (n >= 6) expect(backToBackCount(fixtures)).toBe(0);
    if (n === 5) expect(backToBackCount(fixtures)).toBeLessThanOrEqual(4);
    for (const t of teams(n)) expect(fixtures.filter((f) => f.teamA === t)).toHaveLength(n - 1);
  });
});

/** Each team's home (H) and away (A) games in playing order. */
const venues = (fixtures: ReturnType<typeof roundRobin>, t: string) => fixtures.filter((f) => f.teamA === t || f.teamB === t).map((f) => (f.teamA === t ? 'H' : 'A')).join('');
const breaks = (seq: string) => [...seq].filter((v, i) => i > 0 && v === seq[i - 1]).length;

describe('roundRobin home sides (teamA plays at home)', () => {
  it.each([4, 6, 8, 10, 20])('%i teams: home and away alternate with the minimum n - 2 breaks, never three in a row', (n) => {
    const fixtures = roundRobin(teams(n));
    const all = teams(n).map((t) => venues(fixtures, t));
    expect(all.reduce((sum, seq) => sum + breaks(seq), 0)).toBe(n - 2);
    for (const seq of all) {
      expect(seq).not.toMatch(/HHH|AAA/);
      expect(Math.abs([...seq].filter((v) => v === 'H').length - (n - 1) / 2)).toBe(0.5);
    }
  });

  it.each([3, 5, 7, 9, 19])('%i teams (a bye each round): home and away alternate with no break', (n) => {
    const fixtures = roundRobin(teams(n));
    for (const t of teams(n)) {
      const seq = venues(fixtures, t);
      expect(breaks(seq)).toBe(0);
      expect([...seq].filter((v) => v === 'H')).toHaveLength((n - 1) / 2);
    }
  });

  it('plans a 20-club season in well under 10 ms, home and away, nobody twice in a row', () => {
    const clubs = teams(20);
    const season = roundRobin(clubs, 2);
    let best = Infinity;
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const fixtures = roundRobin(clubs, 2);
      best = Math.min(best, performance.now() - t0);
      expect(fixtures).toHaveLength(380);
      expect(backToBackCount(fixtures)).toBe(0);
    }
    // The bound; the old order search over every permutation of a round never finished for 20.
    expect(best).toBeLessThan(10);
    for (const t of clubs) expect(season.filter((f) => f.teamA === t)).toHaveLength(19);
  });
});
