import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVERY_DAY, kickOffsAfter, nextKickOffAfter, type MatchdaySchedule, type Weekday } from './matchdays';
import { wallTimeAt } from './wallClock';

const utc = (month: number, day: number, hour: number, minute = 0) => Date.UTC(2026, month - 1, day, hour, minute);
const monWedFri: MatchdaySchedule = { days: [1, 3, 5], time: '21:00', timeZone: 'Europe/Berlin' };

describe('matchday kick-offs', () => {
  it('stay at 21:00 Berlin time across the spring clock change (Sunday 29 March 2026)', () => {
    expect(kickOffsAfter(monWedFri, utc(3, 23, 12), 5)).toEqual([
      utc(3, 23, 20), // Mon, CET (UTC+1)
      utc(3, 25, 20),
      utc(3, 27, 20),
      utc(3, 30, 19), // Mon, CEST (UTC+2)
      utc(4, 1, 19),
    ]);
  });

  it('stay at 21:00 Berlin time across the autumn clock change (Sunday 25 October 2026)', () => {
    expect(kickOffsAfter(monWedFri, utc(10, 22, 12), 3)).toEqual([utc(10, 23, 19), utc(10, 26, 20), utc(10, 28, 20)]);
  });

  it('are strictly after the instant: one at the very kick-off gives the next', () => {
    expect(nextKickOffAfter(monWedFri, utc(3, 23, 20))).toBe(utc(3, 25, 20));
    expect(nextKickOffAfter(monWedFri, utc(3, 23, 20) - 1)).toBe(utc(3, 23, 20));
  });

  it('come every day at the same UTC time in a zone without clock changes (Istanbul, UTC+3)', () => {
    const daily: MatchdaySchedule = { days: EVERY_DAY, time: '21:00', timeZone: 'Europe/Istanbul' };
    expect(kickOffsAfter(daily, utc(3, 27, 19), 4)).toEqual([utc(3, 28, 18), utc(3, 29, 18), utc(3, 30, 18), utc(3, 31, 18)]);
  });

  it('follow the local day, not the UTC day (a Monday 01:00 in Istanbul is Sunday in UTC)', () => {
    const mondays: MatchdaySchedule = { days: [1], time: '01:00', timeZone: 'Europe/Istanbul' };
    expect(nextKickOffAfter(mondays, utc(3, 20, 0))).toBe(utc(3, 22, 22));
  });

  it('kick off at the moment after the gap when the time is skipped (02:30 on 29 March: 03:00 CEST)', () => {
    const daily: MatchdaySchedule = { days: EVERY_DAY, time: '02:30', timeZone: 'Europe/Berlin' };
    expect(kickOffsAfter(daily, utc(3, 28, 0), 3)).toEqual([utc(3, 28, 1, 30), utc(3, 29, 1), utc(3, 30, 0, 30)]);
  });

  it('kick off at the first of a time shown twice (02:30 on 25 October: CEST)', () => {
    const daily: MatchdaySchedule = { days: EVERY_DAY, time: '02:30', timeZone: 'Europe/Berlin' };
    expect(kickOffsAfter(daily, utc(10, 24, 12), 2)).toEqual([utc(10, 25, 0, 30), utc(10, 26, 1, 30)]);
  });

  it('refuse a schedule with no day or a time that is not HH:MM', () => {
    expect(() => nextKickOffAfter({ ...monWedFri, days: [] }, utc(1, 1, 0))).toThrow(RangeError);
    expect(() => nextKickOffAfter({ ...monWedFri, time: '24:00' }, utc(1, 1, 0))).toThrow(RangeError);
  });
});

describe('matchday properties', () => {
  const weekdays = fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }).map((d) => d as Weekday[]);
  const schedule = fc.record({
    days: fc.oneof(fc.constant(EVERY_DAY), weekdays),
    // Away from 02:00-02:59, the hour Berlin skips or repeats, every kick-off shows its time on the wall.
    time: fc.integer({ min: 0, max: 1439 }).filter((m) => m < 120 || m >= 180).map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`),
    timeZone: fc.constantFrom('Europe/Berlin', 'Europe/Istanbul', 'America/New_York'),
  });

  it('are in order, on a chosen weekday, at the set wall time, each on the next chosen weekday after the last', () => {
    fc.assert(
      fc.property(schedule, fc.integer({ min: utc(1, 1, 0), max: utc(12, 1, 0) }), (s, after) => {
        const chosen = s.days === EVERY_DAY ? [0, 1, 2, 3, 4, 5, 6] : [...s.days].sort();
        const [hour, minute] = s.time.split(':').map(Number);
        let previous: { at: number; weekday: number } | undefined;
        for (const k of kickOffsAfter(s, after, 6)) {
          const wall = wallTimeAt(k, s.timeZone);
          expect(k).toBeGreaterThan(previous?.at ?? after);
          expect(wall.minuteOfDay).toBe(hour * 60 + minute);
          if (previous) {
            // The next chosen weekday in the week's cycle, less than eight days on: none skipped.
            expect(wall.weekday).toBe(chosen.find((d) => d > previous!.weekday) ?? chosen[0]);
            expect(k - previous.at).toBeLessThan(8 * 86_400_000);
          }
          previous = { at: k, weekday: wall.weekday };
        }
      }),
      { numRuns: 60 },
    );
  });
});
