import { EVERY_DAY, nextKickOffAfter, type Weekday } from '@onbir/shared/league/matchdays';
import { matchdayScheduleOf, type LeagueSettings } from '@onbir/shared/league/settings';
import { isQuietAt, runningTimeBetween, type QuietWindow } from '@onbir/shared/league/slowClock';

/**
 * How a league's days and times read (docs/league.md, 'Screens'): weekday names from the platform's own
 * calendar data in the language on screen ("Pzt", "Mon"), so no catalogue holds them.
 */

/** Monday first, as Turkish and most European calendars start the week. */
export const WEEK: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

/** 2023-01-01 was a Sunday: day `d` of that week is weekday `d`. */
const dayOfWeek = (d: Weekday) => Date.UTC(2023, 0, 1 + d);

export function weekdayName(day: Weekday, locale: string, width: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(dayOfWeek(day));
}

/** The chosen days in week order ("Pzt, Çar, Cum"), or null for every day (the caller says it in words). */
export function matchdayNames(days: LeagueSettings['matchdays']['days'], locale: string): string | null {
  if (days === EVERY_DAY) return null;
  return WEEK.filter((d) => days.includes(d))
    .map((d) => weekdayName(d, locale))
    .join(', ');
}

/** An instant as the wall of `timeZone` shows it: the weekday and the time ("Pzt 20:00"). */
export function wallTimeText(instant: number, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(instant);
}

/**
 * The next kick-off in the member's own zone when it is not the league's (null when it is): what "21:00
 * Europe/Istanbul" means on his wall, which may be another day.
 */
export function localKickOff(settings: LeagueSettings, localZone: string, now: number, locale: string): string | null {
  if (localZone === settings.timeZone) return null;
  return wallTimeText(nextKickOffAfter(matchdayScheduleOf(settings), now), localZone, locale);
}

/** Hours and minutes of a duration, rounded up to the minute: "7:59" (the pick is not gone while a second is left). */
export function hoursMinutes(ms: number): { hours: number; minutes: number; text: string } {
  const total = Math.ceil(Math.max(0, ms) / 60_000);
  const [hours, minutes] = [Math.floor(total / 60), total % 60];
  return { hours, minutes, text: `${hours}:${String(minutes).padStart(2, '0')}` };
}

/**
 * A slow pick's clock at `now` from the server's deadline (the instant it runs out, quiet spells counted
 * in): the running time left, and whether a quiet spell holds it still. The same reading as the shared
 * `clockAt`, which needs the pick's start; the room carries its end.
 */
export function slowClockLeft(deadline: number, window: QuietWindow | undefined, now: number): { remainingMs: number; paused: boolean } {
  return { remainingMs: runningTimeBetween(now, deadline, window), paused: now < deadline && isQuietAt(now, window) };
}
