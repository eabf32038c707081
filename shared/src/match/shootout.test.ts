import { describe, expect, it } from 'vitest';
import { penaltyConversion } from './chances';
import { Random } from './random';
import { playShootout, shootoutDecided, takingOrder, type Kicker, type ShootoutSide } from './shootout';

const kicker = (id: string, shooting: number, keeping = 10): Kicker => ({ id, name: `Oyuncu ${id}`, shooting, keeping });
const side = (prefix: string, shooting = 75, keeping = 75, n = 11): ShootoutSide => {
  const keeper = kicker(`${prefix}0`, 20, keeping);
  return { keeper, players: [keeper, ...Array.from({ length: n - 1 }, (_, i) => kicker(`${prefix}${i + 1}`, shooting - i))] };
};

describe('penalty shoot-outs', () => {
  it('ends a best of five as soon as one side cannot be caught, then plays sudden death by whole rounds', () => {
    // Goals of the side kicking first and second, kicks each has taken.
    expect(shootoutDecided(3, 0, 3, 3)).toBe(true);
    expect(shootoutDecided(2, 0, 3, 2)).toBe(false);
    expect(shootoutDecided(3, 0, 3, 2)).toBe(false);
    expect(shootoutDecided(3, 0, 4, 3)).toBe(true);
    expect(shootoutDecided(4, 4, 5, 5)).toBe(false);
    expect(shootoutDecided(4, 3, 5, 4)).toBe(false);
    expect(shootoutDecided(5, 4, 6, 5)).toBe(false);
    expect(shootoutDecided(5, 4, 6, 6)).toBe(true);
    expect(shootoutDecided(5, 5, 6, 6)).toBe(false);
  });

  it('sends the best shooters first and the keeper last, both sides with as many takers as the shorter one', () => {
    const a = side('a');
    expect(takingOrder(a, 11).map((k) => k.id)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10', 'a0']);
    const short = side('b', 75, 75, 9);
    let sawTenth = false;
    for (let seed = 1; seed <= 400; seed++) {
      const r = playShootout(new Random(seed), a, short, 'A');
      const takersA = new Set(r.kicks.filter((k) => k.side === 'A').map((k) => k.takerId));
      // Eleven against nine: the two who sit out are the keeper (last in the order) and the worst shooter.
      expect(takersA.has('a0') || takersA.has('a10')).toBe(false);
      if (r.kicks.length > 18) sawTenth = true;
    }
    expect(sawTenth).toBe(true);
  });

  it('always has a winner, kicks alternate from the side kicking first, and the score counts the goals', () => {
    for (let seed = 1; seed <= 2000; seed++) {
      const first = seed % 2 ? 'A' : 'B';
      const r = playShootout(new Random(seed), side('a'), side('b'), first);
      expect(r.score.A).not.toBe(r.score.B);
      r.kicks.forEach((k, i) => expect(k.side).toBe(i % 2 === 0 ? first : first === 'A' ? 'B' : 'A'));
      for (const s of ['A', 'B'] as const) expect(r.kicks.filter((k) => k.side === s && k.outcome === 'scored')).toHaveLength(r.score[s]);
      const perSide = Math.ceil(r.kicks.length / 2);
      expect(perSide).toBeGreaterThanOrEqual(3);
      if (perSide > 5) expect(r.kicks.length % 2).toBe(0);
    }
  });

  it('scores about three kicks in four, more for better takers and fewer against a better keeper', () => {
    const rate = (a: ShootoutSide, b: ShootoutSide) => {
      let kicks = 0;
      let goals = 0;
      for (let seed = 1; seed <= 3000; seed++) {
        const r = playShootout(new Random(seed), a, b, 'A');
        const mine = r.kicks.filter((k) => k.side === 'A');
        kicks += mine.length;
        goals += mine.filter((k) => k.outcome === 'scored').length;
      }
      return goals / kicks;
    };
    const usual = rate(side('a'), side('b'));
    expect(usual).toBeGreaterThan(0.7);
    expect(usual).toBeLessThan(0.8);
    expect(rate(side('a', 88), side('b'))).toBeGreaterThan(usual + 0.03);
    expect(rate(side('a'), side('b', 75, 88))).toBeLessThan(usual - 0.03);
    expect(penaltyConversion(75, 75)).toBeCloseTo(0.765, 5);
    expect(penaltyConversion(10, 99)).toBe(0.55);
    expect(penaltyConversion(99, 10)).toBe(0.92);
  });
});
