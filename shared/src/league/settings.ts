import { z } from 'zod';
import { wording, type MessageParams } from '../messages/message';
import type { LeagueCode } from '../messages/league';
import { said } from '../validation/said';
import { EVERY_DAY, type MatchdaySchedule, type Weekday } from './matchdays';
import type { QuietWindow } from './slowClock';
import { canonicalTimeZone, minuteOfDayOf } from './wallClock';

/**
 * A league's settings as the create form sends them (docs/league.md, 'Settings'): parsed by this schema,
 * stored whole. Each message is a catalogue entry on its issue (`said`, messages/league.ts).
 */

export const DRAFT_MODES = ['live', 'slow'] as const;
export type DraftMode = (typeof DRAFT_MODES)[number];
/** A slow draft's pick clock lengths the form offers, in hours. */
export const PICK_CLOCK_HOURS = [1, 4, 8, 24] as const;
const HOUR = 3_600_000;

const league = (code: LeagueCode, params?: MessageParams) => said(wording('league', code, params));

/** An IANA zone name the platform knows ('Europe/Istanbul', 'UTC'), in its canonical spelling; no bare offsets ('+03:00'). */
const timeZoneSchema = z
  .string(league('INVALID_TIME_ZONE'))
  .trim()
  .max(64, league('INVALID_TIME_ZONE'))
  .regex(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/, league('INVALID_TIME_ZONE'))
  .refine((zone) => canonicalTimeZone(zone) !== undefined, league('INVALID_TIME_ZONE'))
  .transform((zone) => canonicalTimeZone(zone) as string);

const timeOfDay = z.string(league('INVALID_TIME_OF_DAY')).refine((t) => minuteOfDayOf(t) !== undefined, league('INVALID_TIME_OF_DAY'));

const weekday = z
  .number(league('INVALID_WEEKDAY'))
  .int(league('INVALID_WEEKDAY'))
  .min(0, league('INVALID_WEEKDAY'))
  .max(6, league('INVALID_WEEKDAY'))
  .transform((d) => d as Weekday);

const matchdayDays = z.union(
  [
    z.literal(EVERY_DAY),
    z.array(weekday, league('INVALID_MATCHDAY_DAYS')).min(1, league('MATCHDAYS_REQUIRED')).max(7, league('INVALID_MATCHDAY_DAYS')),
  ],
  league('INVALID_MATCHDAY_DAYS'),
)
  // A set, in weekday order. Outside the union: a branch with a transform would hide its own message behind the union's.
  .transform((days) => (days === EVERY_DAY ? days : [...new Set(days)].sort()));

export const leagueSettingsSchema = z.object({
  timeZone: timeZoneSchema,
  draftMode: z.enum(DRAFT_MODES, league('INVALID_DRAFT_MODE')).default('slow'),
  /** Used by a slow draft; kept for a live one so switching back on the form loses nothing. */
  pickClockHours: z.coerce
    .number(league('PICK_CLOCK_HOURS', { hours: PICK_CLOCK_HOURS.join(', ') }))
    .refine((h) => (PICK_CLOCK_HOURS as readonly number[]).includes(h), league('PICK_CLOCK_HOURS', { hours: PICK_CLOCK_HOURS.join(', ') }))
    .default(8),
  /** Hours in the league's zone when a slow draft's clocks stop; `to` before `from` crosses midnight. */
  quietWindow: z
    .object({ from: timeOfDay, to: timeOfDay }, league('INVALID_QUIET_WINDOW'))
    .refine((w) => w.from !== w.to, league('QUIET_WINDOW_EMPTY'))
    .optional(),
  matchdays: z.object({ days: matchdayDays, time: timeOfDay }, league('INVALID_MATCHDAYS')),
});
export type LeagueSettings = z.output<typeof leagueSettingsSchema>;

/** A slow draft's pick clock length in ms; undefined for a live draft (the room's own pick seconds rule it). */
export const pickClockMsOf = (settings: LeagueSettings): number | undefined =>
  settings.draftMode === 'slow' ? settings.pickClockHours * HOUR : undefined;

/** The quiet window set in the league's zone, as the slow clock takes it. */
export const quietWindowOf = (settings: LeagueSettings): QuietWindow | undefined =>
  settings.quietWindow && { ...settings.quietWindow, timeZone: settings.timeZone };

/** The matchday schedule in the league's zone, as the kick-off functions take it. */
export const matchdayScheduleOf = (settings: LeagueSettings): MatchdaySchedule => ({ ...settings.matchdays, timeZone: settings.timeZone });
