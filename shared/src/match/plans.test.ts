import { describe, expect, it } from 'vitest';
import { simulateMatch } from './engine';
import { describePlanRule, numberLocative, planOf, stylePlan, unfitChanges, withPlans } from './plans';
import { lineOf } from './positions';
import { sampleBench, sampleSquad } from './sampleSquad';
import type { MatchEvent, PlanRule, TeamInput } from './types';

const squad = (name: string, seed: number, overall = 75): TeamInput => ({ ...sampleSquad(name, overall, seed), bench: sampleBench(name, overall, seed) });
const home = squad('Kartallar', 31);
const away = squad('Aslanlar', 32);
const byId = new Map([...home.players, ...home.bench!, ...away.players, ...away.bench!].map((p) => [p.id, p]));
const seeds = Array.from({ length: 150 }, (_, i) => 500 + i);

/** The score before each event (what a plan sees at the start of a minute). */
function scoreBefore(events: MatchEvent[], i: number) {
  return i === 0 ? { A: 0, B: 0 } : events[i - 1].score;
}

/** The first minute (index of its first event) from `from` on whose starting score satisfies `holds`. */
function firstMinute(events: MatchEvent[], from: number, holds: (s: { A: number; B: number }) => boolean): number {
  return events.findIndex((e, i) => e.minute >= from && e.type !== 'half_time' && e.type !== 'end' && (i === 0 || events[i - 1].clock !== e.clock) && holds(scoreBefore(events, i)));
}

describe('plans set before kick-off', () => {
  // "70'te gerideysek: hücum, forvet girsin"
  const behind: PlanRule = { from: 70, score: 'behind', changes: [{ type: 'mentality', value: 'attacking' }, { type: 'substitution', on: { line: 'FWD' } }] };
  // "önde ve 80'den sonra: savunma"
  const ahead: PlanRule = { from: 80, score: 'ahead', changes: [{ type: 'mentality', value: 'defensive' }] };

  it('fire once, in the first minute from theirs in which the score is as they say, and never otherwise', () => {
    const cases = [
      [behind, 'attacking', (sc: { A: number; B: number }) => sc.A < sc.B],
      [ahead, 'defensive', (sc: { A: number; B: number }) => sc.A > sc.B],
    ] as const;
    for (const [rule, value, holds] of cases) {
      let fired = 0;
      let silent = 0;
      for (const seed of seeds) {
        const t = simulateMatch({ seed, teams: [home, away], plans: { A: [rule] } });
        // Until the plan acts the match is the one without it: the minute is found there.
        const plain = simulateMatch({ seed, teams: [home, away] });
        const i = firstMinute(plain.events, rule.from, holds);
        const mine = t.events.filter((e) => e.change?.source === 'plan' && e.change.type === 'mentality');
        if (i < 0) {
          silent++;
          expect(mine).toEqual([]);
          expect(t.events).toEqual(plain.events);
          continue;
        }
        fired++;
        expect(mine.map((e) => [e.display, e.change!.value])).toEqual([[plain.events[i].display, value]]);
        expect(t.events.slice(0, t.events.indexOf(mine[0]))).toEqual(plain.events.slice(0, i));
        if (rule === behind) {
          const on = t.events.find((e) => e.type === 'substitution' && e.display === mine[0].display)!;
          expect(on.change).toMatchObject({ source: 'plan' });
          expect(lineOf(byId.get(on.playerId!)!.positions[0])).toBe('FWD');
        }
      }
      expect(fired).toBeGreaterThan(20);
      expect(silent).toBeGreaterThan(20);
    }
  });

  it('reads as the manager wrote it', () => {
    expect(describePlanRule(behind)).toBe("70'te gerideysek: Hücum, forvet girsin");
    expect(describePlanRule(ahead)).toBe("80'de öndeysek: Savunma");
    expect(describePlanRule({ from: 60, score: 'any', changes: [{ type: 'pressing', value: 'high' }, { type: 'substitution', on: { id: 'x' }, off: { id: 'y' } }] }, (id) => ({ x: 'Mertens', y: 'Icardi' })[id]!)).toBe(
      "60'ta: yüksek pres, Icardi çıksın, Mertens girsin",
    );
    expect([45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 100, 110, 120].map(numberLocative)).toEqual([
      "45'te", "50'de", "55'te", "60'ta", "65'te", "70'te", "75'te", "80'de", "85'te", "90'da", "100'de", "110'da", "120'de",
    ]);
  });
});

describe("AI managers' and absent managers' plans", () => {
  it("react to the score by style: an attacking manager behind after the hour goes all out with another forward", () => {
    let reacted = 0;
    for (const seed of seeds) {
      const input = withPlans({ seed, teams: [home, away] }, { A: stylePlan('hücumcu'), B: stylePlan('savunmacı') });
      expect(input.teams[0].tactics).toEqual({ mentality: 'attacking', pressing: 'high' });
      const t = simulateMatch(input);
      const allOut = t.events.find((e) => e.team === 'A' && e.change?.value === 'all_out_attack');
      const plain = simulateMatch(input);
      expect(plain.events).toEqual(t.events);
      if (!allOut) continue;
      reacted++;
      expect(allOut.minute).toBeGreaterThanOrEqual(60);
      expect(scoreBefore(t.events, t.events.indexOf(allOut)).A).toBeLessThan(scoreBefore(t.events, t.events.indexOf(allOut)).B);
    }
    expect(reacted).toBeGreaterThan(20);
  });

  it('play an absent manager who set nothing by the balanced default: fresh legs around the hour, the match never waits', () => {
    expect(planOf(undefined)).toEqual(stylePlan('dengeli'));
    expect(planOf([], 'hücumcu')).toEqual(stylePlan('hücumcu'));
    expect(planOf([{ from: 70, score: 'any', changes: [{ type: 'tempo', value: 'fast' }] }]).rules).toHaveLength(1);
    for (const seed of seeds.slice(0, 30)) {
      const t = simulateMatch(withPlans({ seed, teams: [home, away] }, { A: planOf(undefined) }));
      const subs = t.events.filter((e) => e.type === 'substitution' && e.team === 'A');
      expect(subs.length).toBeGreaterThanOrEqual(2);
      expect(subs[0].minute).toBeGreaterThanOrEqual(60);
      for (const s of subs) expect(s.change!.source).toBe('plan');
      expect(t.events.at(-1)!.type).toBe('end');
    }
  });
});

describe('unfitChanges: planned substitutions the bench can never make', () => {
  const forwardOn: PlanRule = { from: 70, score: 'behind', changes: [{ type: 'mentality', value: 'attacking' }, { type: 'substitution', on: { line: 'FWD' }, off: { line: 'any' } }] };
  const anyOn: PlanRule = { from: 60, score: 'any', changes: [{ type: 'substitution', on: { line: 'any' } }] };

  it('finds "forvet girsin" with no forward on the bench, and nothing when one is there', () => {
    expect(unfitChanges([forwardOn], [['CM'], ['CB', 'RB'], ['GK']])).toEqual([{ rule: 0, change: 1, line: 'FWD' }]);
    // A substitute counts by his best position, as the engine picks him.
    expect(unfitChanges([forwardOn], [['CM', 'ST']])).toEqual([{ rule: 0, change: 1, line: 'FWD' }]);
    expect(unfitChanges([forwardOn], [['LW', 'CM']])).toEqual([]);
  });

  it('finds any substitution with no outfielder on the bench, a keeper alone included', () => {
    expect(unfitChanges([anyOn, forwardOn], [])).toEqual([
      { rule: 0, change: 0, line: 'any' },
      { rule: 1, change: 1, line: 'FWD' },
    ]);
    expect(unfitChanges([anyOn], [['GK']])).toEqual([{ rule: 0, change: 0, line: 'any' }]);
    expect(unfitChanges([anyOn], [['CB']])).toEqual([]);
  });

  it('agrees with the engine: a rule it finds unfit brings nobody on, one it passes does', () => {
    const bench = home.bench!.filter((p) => lineOf(p.positions[0]) !== 'FWD');
    const side: TeamInput = { ...home, bench };
    const rule: PlanRule = { from: 30, score: 'any', changes: [{ type: 'substitution', on: { line: 'FWD' }, off: { line: 'any' } }] };
    expect(unfitChanges([rule], bench.map((p) => p.positions))).toHaveLength(1);
    const subs = (team: TeamInput) => simulateMatch({ seed: 9, teams: [team, away], plans: { A: [rule] } }).events.filter((e) => e.type === 'substitution' && e.team === 'A');
    expect(subs(side)).toHaveLength(0);
    expect(unfitChanges([rule], home.bench!.map((p) => p.positions))).toEqual([]);
    expect(subs(home)).toHaveLength(1);
  });
});
