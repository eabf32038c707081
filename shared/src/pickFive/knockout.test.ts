import { describe, expect, it } from 'vitest';
import { choose, newRun, offerOf, type PickFiveRun } from './run';
import { knockoutOpponents, knockoutTotals, playKnockout, runTeam } from './knockout';
import { gamePool } from './testPool';

/** A whole run choosing card `pick(step)` at every step. */
function fullRun(seed: string, pick: (step: number) => number): PickFiveRun {
  let run = newRun(seed);
  for (let step = 0; offerOf(run, gamePool).kind !== 'done'; step++) run = choose(run, pick(step));
  return run;
}

describe('the pick-one-of-five knockout', () => {
  it('draws four distinct opponents from the seed, weakest quarter first, the same for the same seed', () => {
    const a = knockoutOpponents('daily-2026-12-05', gamePool);
    expect(a).toHaveLength(4);
    expect(new Set(a.map((t) => t.name)).size).toBe(4);
    expect(knockoutOpponents('daily-2026-12-05', gamePool)).toEqual(a);
    const mean = (t: (typeof a)[number]) => t.players.reduce((n, p) => n + p.overall, 0) / t.players.length;
    expect(mean(a[0])).toBeLessThanOrEqual(mean(a[3]));
    const others = ['s1', 's2', 's3', 's4', 's5'].map((s) => knockoutOpponents(s, gamePool).map((t) => t.name).join());
    expect(new Set(others).size).toBeGreaterThan(1);
  });

  it('plays nothing before the squad is complete', () => {
    const run = fullRun('x', () => 0);
    const short = { ...run, choices: run.choices.slice(0, -1) };
    expect(runTeam(short, gamePool, 'Sen')).toBeNull();
    expect(playKnockout(short, gamePool, 'Sen')).toEqual([]);
  });

  it('plays ties until the first defeat or the cup, the same results every time from seed and choices', () => {
    for (const seed of ['daily-2026-12-05', 'daily-2026-12-06', 'r-1', 'r-2']) {
      const run = fullRun(seed, (s) => s % 5);
      const played = playKnockout(run, gamePool, 'Sen');
      expect(played.length).toBeGreaterThanOrEqual(1);
      expect(played.length).toBeLessThanOrEqual(4);
      played.slice(0, -1).forEach((m) => expect(m.timeline.winner).toBe('A'));
      if (played.length < 4) expect(played.at(-1)!.timeline.winner).toBe('B');
      expect(played.map((m) => m.result)).toEqual(playKnockout(run, gamePool, 'Sen').map((m) => m.result));
      expect(played[0].input.teams[0].players).toHaveLength(11);
      expect(played[0].input.teams[0].bench).toHaveLength(5);
      const totals = knockoutTotals(played.map((m) => m.result));
      expect(totals.wins).toBe(played.filter((m) => m.timeline.winner === 'A').length);
      expect(totals.goalsFor).toBe(played.reduce((n, m) => n + m.timeline.score.A, 0));
    }
  });

  it("gives the same results whatever the run's side is called (the screen's name, the server's username)", () => {
    const run = fullRun('daily-2026-12-07', (s) => (s * 2) % 5);
    expect(playKnockout(run, gamePool, 'Senin takımın').map((m) => m.result)).toEqual(playKnockout(run, gamePool, 'ali_42').map((m) => m.result));
  });
});
