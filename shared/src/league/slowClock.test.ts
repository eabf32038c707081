import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockAt, clockBefore, isQuietAt, runningTimeBetween, runsOutAt, type QuietWindow } from './slowClock';
import { wallTimeAt } from './wallClock';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const utc = (month: number, day: number, hour: number, minute = 0) => Date.UTC(2026, month - 1, day, hour, minute);
const istanbul = (from: string, to: string): QuietWindow => ({ from, to, timeZone: 'Europe/Istanbul' });
const berlin = (from: string, to: string): QuietWindow => ({ from, to, timeZone: 'Europe/Berlin' });

describe('a slow pick clock', () => {
  it('runs straight through without a quiet window', () => {
    expect(runsOutAt({ startedAt: utc(1, 5, 9), lengthMs: 4 * HOUR })).toBe(utc(1, 5, 13));
  });

  it('stops in a window across midnight (Istanbul 23:00-07:00, UTC+3)', () => {
    // 22:00 local: one hour runs, 23:00-07:00 stands, three more hours run: 10:00 local.
    const clock = { startedAt: utc(1, 5, 19), lengthMs: 4 * HOUR, quietWindow: istanbul('23:00', '07:00') };
    expect(runsOutAt(clock)).toBe(utc(1, 6, 7));
    expect(clockAt(clock, utc(1, 6, 1))).toEqual({ remainingMs: 3 * HOUR, paused: true, runsOutAt: utc(1, 6, 7) });
    expect(clockAt(clock, utc(1, 6, 5))).toEqual({ remainingMs: 2 * HOUR, paused: false, runsOutAt: utc(1, 6, 7) });
  });

  it('spans several windows (24 h with 20:00-08:00 quiet: 12 h run a day)', () => {
    // 14:00 local: 6 h to 20:00, a whole day's 12 h, then 6 h from 08:00 on the third day: 14:00 local.
    const clock = { startedAt: utc(1, 5, 11), lengthMs: 24 * HOUR, quietWindow: istanbul('20:00', '08:00') };
    expect(runsOutAt(clock)).toBe(utc(1, 7, 11));
    expect(runningTimeBetween(clock.startedAt, utc(1, 7, 11), clock.quietWindow)).toBe(24 * HOUR);
  });

  it('started inside a window, waits for it to close', () => {
    // 03:00 local inside 00:00-08:00: the hour runs 08:00-09:00 local.
    const clock = { startedAt: utc(1, 5, 0), lengthMs: HOUR, quietWindow: istanbul('00:00', '08:00') };
    expect(runsOutAt(clock)).toBe(utc(1, 5, 6));
    expect(clockAt(clock, clock.startedAt)).toEqual({ remainingMs: HOUR, paused: true, runsOutAt: utc(1, 5, 6) });
    expect(clockAt(clock, utc(1, 5, 5, 30))).toEqual({ remainingMs: 30 * MINUTE, paused: false, runsOutAt: utc(1, 5, 6) });
    expect(clockAt(clock, utc(1, 5, 7))).toEqual({ remainingMs: 0, paused: false, runsOutAt: utc(1, 5, 6) });
  });

  it('runs out the moment a window opens when the time is used up exactly then', () => {
    const clock = { startedAt: utc(1, 5, 20), lengthMs: HOUR, quietWindow: istanbul('00:00', '08:00') };
    expect(runsOutAt(clock)).toBe(utc(1, 5, 21));
  });

  it('has no quiet time when the window opens and closes at the same minute', () => {
    expect(runsOutAt({ startedAt: utc(1, 5, 0), lengthMs: HOUR, quietWindow: istanbul('08:00', '08:00') })).toBe(utc(1, 5, 1));
  });
});

describe('a quiet window across a clock change', () => {
  const night = berlin('00:00', '08:00');

  it('is an hour shorter the night clocks go forward (Berlin, 29 March 2026)', () => {
    // 20:00 CET: 4 h to midnight (23:00Z), quiet to 08:00 CEST (06:00Z) = 7 h, 4 h more: 12:00 CEST.
    const clock = { startedAt: utc(3, 28, 19), lengthMs: 8 * HOUR, quietWindow: night };
    expect(runsOutAt(clock)).toBe(utc(3, 29, 10));
    expect(runsOutAt(clock) - clock.startedAt).toBe(15 * HOUR);
    expect(wallTimeAt(runsOutAt(clock), 'Europe/Berlin').minuteOfDay).toBe(12 * 60);
  });

  it('is an hour longer the night clocks go back (Berlin, 25 October 2026)', () => {
    // 20:00 CEST: 4 h to midnight (22:00Z), quiet to 08:00 CET (07:00Z) = 9 h, 4 h more: 12:00 CET.
    const clock = { startedAt: utc(10, 24, 18), lengthMs: 8 * HOUR, quietWindow: night };
    expect(runsOutAt(clock)).toBe(utc(10, 25, 11));
    expect(runsOutAt(clock) - clock.startedAt).toBe(17 * HOUR);
  });

  it('is the same length every night in a zone without clock changes (Istanbul)', () => {
    const clock = { startedAt: utc(3, 28, 17), lengthMs: 8 * HOUR, quietWindow: istanbul('00:00', '08:00') };
    expect(runsOutAt(clock) - clock.startedAt).toBe(16 * HOUR);
    const autumn = { ...clock, startedAt: utc(10, 24, 17) };
    expect(runsOutAt(autumn) - autumn.startedAt).toBe(16 * HOUR);
  });

  it('opens at the moment after the gap when its start is skipped (02:30 on 29 March)', () => {
    const window = berlin('02:30', '06:00');
    // Clocks go from 02:00 CET to 03:00 CEST at 01:00Z.
    expect(isQuietAt(utc(3, 29, 0, 59), window)).toBe(false);
    expect(isQuietAt(utc(3, 29, 1), window)).toBe(true);
    expect(isQuietAt(utc(3, 29, 4), window)).toBe(false);
  });

  it('is no window at all the night a skipped hour holds all of it (02:00-02:45 on 29 March)', () => {
    const clock = { startedAt: utc(3, 29, 0), lengthMs: 2 * HOUR, quietWindow: berlin('02:00', '02:45') };
    expect(runsOutAt(clock)).toBe(utc(3, 29, 2));
  });

  it('closes the first time the clock shows its end in the repeated hour (02:30 on 25 October)', () => {
    const window = berlin('00:00', '02:30');
    // 02:30 CEST is 00:30Z; the second 02:00-02:30 (CET, 01:00Z-01:30Z) runs.
    expect(isQuietAt(utc(10, 25, 0, 29), window)).toBe(true);
    expect(isQuietAt(utc(10, 25, 0, 30), window)).toBe(false);
    expect(isQuietAt(utc(10, 25, 1, 15), window)).toBe(false);
  });
});

/**
 * The independent statement of the rule, minute by minute: a minute is quiet when the wall clock shows a
 * time inside the window. It matches the spells' rule whenever neither bound is in the hour a clock change
 * skips or repeats (02:00-02:59 in Berlin), so the generated windows avoid that hour.
 */
function quietMinute(instant: number, window: QuietWindow, from: number, to: number): boolean {
  const m = wallTimeAt(instant, window.timeZone).minuteOfDay;
  return from < to ? m >= from && m < to : m >= from || m < to;
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const boundMinute = fc.integer({ min: 0, max: 1439 }).filter((m) => m < 120 || m >= 180);
const nearChanges = [utc(3, 27, 0), utc(10, 23, 0), utc(6, 10, 0)];
const startMinute = fc.tuple(fc.constantFrom(...nearChanges), fc.integer({ min: 0, max: 4 * 1440 })).map(([base, m]) => base + m * MINUTE);
const windowCase = fc
  .record({ zone: fc.constantFrom('Europe/Berlin', 'Europe/Istanbul'), from: boundMinute, to: boundMinute, start: startMinute, length: fc.integer({ min: 1, max: 8 * 60 }) })
  // At most 16 quiet hours a day, so the minute-by-minute oracle stays short.
  .filter(({ from, to }) => from !== to && (to - from + 1440) % 1440 >= 8 * 60);

describe('slow clock properties', () => {
  it('run out after exactly the clock length of running time, as the minute-by-minute rule counts it', () => {
    fc.assert(
      fc.property(windowCase, ({ zone, from, to, start, length }) => {
        const window = { from: hhmm(from), to: hhmm(to), timeZone: zone };
        const out = runsOutAt({ startedAt: start, lengthMs: length * MINUTE, quietWindow: window });
        expect(out - start).toBeGreaterThanOrEqual(length * MINUTE);
        expect(runningTimeBetween(start, out, window)).toBe(length * MINUTE);
        let [running, at] = [0, start];
        for (; running < length; at += MINUTE) if (!quietMinute(at, window, from, to)) running++;
        // The oracle stops after the last running minute; the clock runs out at its end.
        expect(out).toBe(at);
      }),
      { numRuns: 40 },
    );
  });

  it('read the whole length at the start and nothing at the run-out instant', () => {
    fc.assert(
      fc.property(windowCase, ({ zone, from, to, start, length }) => {
        const clock = { startedAt: start, lengthMs: length * MINUTE, quietWindow: { from: hhmm(from), to: hhmm(to), timeZone: zone } };
        expect(clockAt(clock, start).remainingMs).toBe(length * MINUTE);
        expect(clockAt(clock, runsOutAt(clock)).remainingMs).toBe(0);
      }),
      { numRuns: 40 },
    );
  });
});

describe('a clock read from its run-out instant (what a stored room keeps)', () => {
  it('reads as the clock itself, before, inside a quiet spell and after', () => {
    const quietWindow: QuietWindow = { from: '00:00', to: '08:00', timeZone: 'Europe/Istanbul' };
    const clock = { startedAt: Date.UTC(2030, 0, 7, 19, 0), lengthMs: 4 * 3_600_000, quietWindow };
    const out = runsOutAt(clock);
    for (const now of [clock.startedAt, Date.UTC(2030, 0, 7, 20, 30), Date.UTC(2030, 0, 7, 23, 0), Date.UTC(2030, 0, 8, 6, 0), out, out + 1]) {
      expect(clockBefore(out, now, quietWindow)).toEqual(clockAt(clock, now));
    }
    expect(clockBefore(out, Date.UTC(2030, 0, 7, 23, 0), quietWindow)).toEqual({ remainingMs: 2 * 3_600_000, paused: true, runsOutAt: out });
  });
});
