import { addDays, instantOfWallTime, minuteOfDayOf, wallTimeAt, weekdayOf } from './wallClock';

/**
 * When a league's matchdays kick off (docs/league.md, 'Matchdays'): at a wall time of the room's zone on
 * chosen weekdays, so 21:00 stays 21:00 local across clock changes. Pure: instants (epoch ms) passed in.
 */

/** A weekday as `Date.getDay` numbers it: 0 = Sunday ... 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const EVERY_DAY = 'every day';

/** Kick-off days and their wall time ('HH:MM') in `timeZone`. */
export interface MatchdaySchedule {
  days: readonly Weekday[] | typeof EVERY_DAY;
  time: string;
  timeZone: string;
}

/**
 * The first kick-off strictly after `instant`. A time the clocks skip that day (spring forward) kicks off
 * at the moment the clocks show after the gap; a time they show twice (fall back), at the first.
 */
export function nextKickOffAfter(schedule: MatchdaySchedule, instant: number): number {
  const minute = minuteOfDayOf(schedule.time);
  if (minute === undefined) throw new RangeError(`kick-off time ${schedule.time} is not HH:MM`);
  const plays = (weekday: number) => schedule.days === EVERY_DAY || schedule.days.includes(weekday as Weekday);
  const today = wallTimeAt(instant, schedule.timeZone);
  // From yesterday (a kick-off pushed past a gap may land on the next day) through a week ahead.
  for (let n = -1; n <= 8; n++) {
    const date = addDays(today, n);
    if (!plays(weekdayOf(date))) continue;
    const kickOff = instantOfWallTime(date, minute, schedule.timeZone);
    if (kickOff > instant) return kickOff;
  }
  throw new RangeError('a matchday schedule needs at least one weekday');
}

/** The first `count` kick-offs strictly after `instant`, in order. */
export function kickOffsAfter(schedule: MatchdaySchedule, instant: number, count: number): number[] {
  const kickOffs: number[] = [];
  for (let at = instant; kickOffs.length < count; ) {
    at = nextKickOffAfter(schedule, at);
    kickOffs.push(at);
  }
  return kickOffs;
}
