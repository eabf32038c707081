/**
 * Local wall-clock time in an IANA time zone, from the platform's own zone data (`Intl.DateTimeFormat`),
 * so no date library and no zone table of our own: the league's clocks and matchdays are set in the room's
 * zone (docs/league.md). Instants are epoch milliseconds; a civil date is the zone's calendar day.
 */

/** A calendar day (month 1-12), with no zone: what a wall calendar shows. */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** What a wall clock in a zone shows at an instant: the day, its weekday (0 = Sunday) and the minute of the day. */
export interface WallTime extends CivilDate {
  weekday: number;
  /** Minutes since local midnight, 0-1439. */
  minuteOfDay: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone, kept: making one costs far more than using it, and a scheduler asks often. */
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let made = formatters.get(timeZone);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, made);
  }
  return made;
}

/** Whether the platform knows the zone (an IANA name such as 'Europe/Istanbul'); its canonical spelling, or undefined. */
export function canonicalTimeZone(timeZone: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The zone's wall clock at an instant, to the second, read as if it were UTC: the offset is this minus the instant. */
function wallAsUtc(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(timeZone).formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The zone's offset from UTC at an instant, in ms (Istanbul: +3 h; Berlin: +1 h in winter, +2 h in summer). */
export function offsetAt(instant: number, timeZone: string): number {
  const second = Math.floor(instant / 1000) * 1000;
  return wallAsUtc(second, timeZone) - second;
}

/** What the zone's wall clock shows at an instant. */
export function wallTimeAt(instant: number, timeZone: string): WallTime {
  const wall = new Date(instant + offsetAt(instant, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
    minuteOfDay: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

/** The day `days` after a civil date (negative: before), by the calendar, not by 24 hours. */
export function addDays(date: CivilDate, days: number): CivilDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The weekday of a civil date, 0 = Sunday (as `Date.getDay`). */
export const weekdayOf = (date: CivilDate): number => new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();

/** 'HH:MM' (00:00-23:59) as minutes since midnight; undefined when it is not one. */
export function minuteOfDayOf(time: string): number | undefined {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}

/**
 * The instant the zone's wall clock shows `minuteOfDay` on `date`. The clock may show it twice (the hour
 * repeated when clocks go back): the first. It may never show it (the hour skipped when clocks go forward):
 * the moment the clocks show after the gap, i.e. the instant of the change. Offsets are read a day either
 * side, so one change within the two days around the time is handled (zones change at most twice a year).
 */
export function instantOfWallTime(date: CivilDate, minuteOfDay: number, timeZone: string): number {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day) + minuteOfDay * MINUTE;
  const before = offsetAt(asUtc - DAY, timeZone);
  const after = offsetAt(asUtc + DAY, timeZone);
  const shows = (instant: number) => instant + offsetAt(instant, timeZone) === asUtc;
  const candidates = [asUtc - before, asUtc - after].filter(shows).sort((a, b) => a - b);
  if (candidates.length > 0) return candidates[0];
  return changeBetween(asUtc - Math.max(before, after), asUtc - Math.min(before, after), after, timeZone);
}

/** The first instant in (from, to] at which the zone's offset is `offsetAfter`: the clock change in a gap, to the second (zones change on whole seconds). */
function changeBetween(from: number, to: number, offsetAfter: number, timeZone: string): number {
  let [low, high] = [Math.floor(from / 1000), Math.ceil(to / 1000)];
  while (high - low > 1) {
    const mid = low + Math.floor((high - low) / 2);
    if (offsetAt(mid * 1000, timeZone) === offsetAfter) high = mid;
    else low = mid;
  }
  return high * 1000;
}
