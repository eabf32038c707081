import { describe, expect, it } from 'vitest';
import { simulateMatch } from './engine';
import { eventDanger, momentum } from './momentum';
import { sampleSquad } from './sampleSquad';
import type { MatchEvent } from './types';

const e = (display: string, type: MatchEvent['type'], attacking: 'A' | 'B' | null, zone: MatchEvent['zone'] = 'middle', xg: number | null = null) =>
  ({ display, type, attacking, zone, xg }) as MatchEvent;

describe('momentum', () => {
  it('gives one bar per played minute with the danger of each side, carrying half into the next minute', () => {
    const bars = momentum([
      e('0', 'start', null),
      e('1', 'minute_update', 'A', 'own_half'),
      e('2', 'corner', 'B', 'box'),
      e('2', 'miss', 'B', 'box', 0.2),
      e('3', 'minute_update', 'A', 'final_third'),
      e('45', 'minute_update', 'A', 'box'),
      e('45+1', 'goal', 'A', 'box', 0.5),
      e('45+1', 'half_time', null),
    ]);
    expect(bars.map((b) => b.display)).toEqual(['1', '2', '3', '45', '45+1']);
    expect(bars[0]).toEqual({ display: '1', A: 0, B: 0 });
    expect(bars[1].B).toBeCloseTo(0.3 + 0.5, 5);
    expect(bars[2].B).toBeCloseTo(0.4, 5);
    expect(bars[2].A).toBeCloseTo(0.2, 5);
    expect(bars[4].A).toBe(1);
  });

  it('rates a goal above a shot, a shot above a corner, the box above the middle', () => {
    expect(eventDanger(e('1', 'goal', 'A', 'box', 0.1))).toBeGreaterThan(eventDanger(e('1', 'save', 'A', 'box', 0.4)));
    expect(eventDanger(e('1', 'save', 'A', 'box', 0.1))).toBeGreaterThan(eventDanger(e('1', 'corner', 'A', 'box')));
    expect(eventDanger(e('1', 'minute_update', 'A', 'box'))).toBeGreaterThan(eventDanger(e('1', 'minute_update', 'A', 'middle')));
    expect(eventDanger(e('1', 'minute_update', 'A', 'own_half'))).toBe(0);
  });

  it('covers every played minute of a real match, values between 0 and 1, and grows with the events so far', () => {
    const t = simulateMatch({ seed: 3, teams: [sampleSquad('Ev', 80, 1), sampleSquad('Dep', 70, 2)], knockout: true });
    const bars = momentum(t.events);
    const played = new Set(t.events.filter((x) => !['start', 'half_time', 'end', 'extra_time', 'shootout', 'shootout_kick'].includes(x.type)).map((x) => x.display));
    expect(bars).toHaveLength(played.size);
    for (const b of bars) for (const v of [b.A, b.B]) expect(v >= 0 && v <= 1).toBe(true);
    const half = t.events.findIndex((x) => x.type === 'half_time');
    expect(momentum(t.events.slice(0, half))).toEqual(bars.slice(0, 45 + t.stoppage[0]));
    // The stronger side presses more over the match.
    const sum = (s: 'A' | 'B') => bars.reduce((a, b) => a + b[s], 0);
    expect(sum('A')).toBeGreaterThan(sum('B'));
  });
});
