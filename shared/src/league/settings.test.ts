import { describe, expect, it } from 'vitest';
import { wordingOfIssue } from '../validation/said';
import { kickOffsAfter } from './matchdays';
import { leagueSettingsSchema, matchdayScheduleOf, pickClockMsOf, quietWindowOf } from './settings';
import { runsOutAt } from './slowClock';

const form = {
  timeZone: 'Europe/Istanbul',
  draftMode: 'slow',
  pickClockHours: '4',
  quietWindow: { from: '00:00', to: '08:00' },
  matchdays: { days: [5, 1, 3, 1], time: '21:00' },
};

/** The catalogue keys of the issues a body is refused with. */
const refusedWith = (body: unknown) => (leagueSettingsSchema.safeParse(body).error?.issues ?? []).map((i) => wordingOfIssue(i)?.key);

describe('league settings', () => {
  it('parse what the create form sends: the clock in hours, the days as a set', () => {
    const settings = leagueSettingsSchema.parse(form);
    expect(settings).toEqual({ ...form, pickClockHours: 4, matchdays: { days: [1, 3, 5], time: '21:00' } });
    expect(pickClockMsOf(settings)).toBe(4 * 3_600_000);
    expect(pickClockMsOf({ ...settings, draftMode: 'live' })).toBeUndefined();
  });

  it("set the clock and the matchdays in the league's zone", () => {
    const settings = leagueSettingsSchema.parse(form);
    // Monday 5 January 2026, 22:00 in Istanbul (19:00Z): two hours run, 00:00-08:00 stands, two more: 10:00 (07:00Z).
    expect(runsOutAt({ startedAt: Date.UTC(2026, 0, 5, 19), lengthMs: pickClockMsOf(settings)!, quietWindow: quietWindowOf(settings) })).toBe(Date.UTC(2026, 0, 6, 7));
    expect(kickOffsAfter(matchdayScheduleOf(settings), Date.UTC(2026, 0, 5, 19), 1)).toEqual([Date.UTC(2026, 0, 7, 18)]);
  });

  it('take every day, and no quiet window', () => {
    const { quietWindow: _, ...rest } = form;
    const settings = leagueSettingsSchema.parse({ ...rest, matchdays: { days: 'every day', time: '20:30' } });
    expect(settings.matchdays.days).toBe('every day');
    expect(quietWindowOf(settings)).toBeUndefined();
  });

  it('name a zone in its canonical spelling and refuse what is no IANA zone', () => {
    expect(leagueSettingsSchema.parse({ ...form, timeZone: 'europe/berlin' }).timeZone).toBe('Europe/Berlin');
    for (const timeZone of ['Mars/Olympus', '+03:00', '', 'Europe/Istanbul; DROP']) expect(refusedWith({ ...form, timeZone })).toContain('league.INVALID_TIME_ZONE');
  });

  it('refuse a pick clock the form does not offer', () => {
    expect(refusedWith({ ...form, pickClockHours: 2 })).toEqual(['league.PICK_CLOCK_HOURS']);
    expect(refusedWith({ ...form, pickClockHours: 'soon' })).toEqual(['league.PICK_CLOCK_HOURS']);
  });

  it('refuse times that are not HH:MM and a quiet window that opens and closes at once', () => {
    expect(refusedWith({ ...form, quietWindow: { from: '24:00', to: '08:00' } })).toEqual(['league.INVALID_TIME_OF_DAY']);
    expect(refusedWith({ ...form, matchdays: { days: [1], time: '9:00' } })).toEqual(['league.INVALID_TIME_OF_DAY']);
    expect(refusedWith({ ...form, quietWindow: { from: '08:00', to: '08:00' } })).toEqual(['league.QUIET_WINDOW_EMPTY']);
  });

  it('refuse no matchday, a day out of the week and days that are neither a list nor every day', () => {
    expect(refusedWith({ ...form, matchdays: { days: [], time: '21:00' } })).toEqual(['league.MATCHDAYS_REQUIRED']);
    expect(refusedWith({ ...form, matchdays: { days: [7], time: '21:00' } })).toEqual(['league.INVALID_WEEKDAY']);
    expect(refusedWith({ ...form, matchdays: { days: 'weekends', time: '21:00' } })).toEqual(['league.INVALID_MATCHDAY_DAYS']);
    expect(refusedWith({ ...form, matchdays: undefined })).toEqual(['league.INVALID_MATCHDAYS']);
    expect(refusedWith({ ...form, draftMode: 'fast' })).toEqual(['league.INVALID_DRAFT_MODE']);
  });
});
