import { describe, expect, it } from 'vitest';
import { drawChance } from './chances';
import { Random } from './random';
import type { ShotSituation } from './types';

describe('drawChance', () => {
  it('gives situations whose xG adds up to the engine chance: mean xG equals the goal rate for each line', () => {
    for (const line of ['FWD', 'MID', 'DEF'] as const) {
      for (const p of [0.05, 0.11, 0.2]) {
        const rng = new Random(7);
        const outcomes = new Random(8);
        let xg = 0;
        let goals = 0;
        const n = 40_000;
        for (let i = 0; i < n; i++) {
          const scored = outcomes.next() < p;
          goals += scored ? 1 : 0;
          xg += drawChance(rng, line, p, scored, false, 78, 75).xg;
        }
        expect(Math.abs(xg / n - goals / n)).toBeLessThan(0.01);
      }
    }
  });

  it('ranks the situations: one-on-one and penalty above the box, the box above headers and range', () => {
    const rng = new Random(1);
    const seen = new Map<ShotSituation, number>();
    for (let i = 0; i < 5000; i++) {
      const c = drawChance(rng, 'FWD', 0.11, i % 9 === 0, false, 78, 75);
      seen.set(c.situation, c.xg);
    }
    const x = (s: ShotSituation) => seen.get(s)!;
    expect(x('penalty')).toBeGreaterThan(0.7);
    expect(x('one_on_one')).toBeGreaterThan(x('box'));
    expect(x('box')).toBeGreaterThan(x('header'));
    expect(x('header')).toBeGreaterThan(x('range'));
  });

  it('makes goals come more from big chances than misses do, and gives a corner header the engine chance', () => {
    const share = (scored: boolean) => {
      const rng = new Random(3);
      let big = 0;
      for (let i = 0; i < 5000; i++) {
        const s = drawChance(rng, 'FWD', 0.12, scored, false, 78, 75).situation;
        if (s === 'one_on_one' || s === 'penalty') big++;
      }
      return big / 5000;
    };
    expect(share(true)).toBeGreaterThan(2 * share(false));
    expect(drawChance(new Random(1), 'DEF', 0.087, true, true, 50, 75)).toEqual({ situation: 'header', xg: 0.09 });
  });
});
