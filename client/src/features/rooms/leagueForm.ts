import { EVERY_DAY, type Weekday } from '@onbir/shared/league/matchdays';
import { leagueSettingsSchema, type DraftMode } from '@onbir/shared/league/settings';
import { canonicalTimeZone } from '@onbir/shared/league/wallClock';
import type { Wording } from '@onbir/shared/messages/message';
import { wordingOfIssue } from '@onbir/shared/validation/said';

/**
 * The create form's league fields (docs/league.md, 'Screens') as the form holds them, and what they send:
 * the settings `leagueSettingsSchema` parses, the same check the server runs.
 */
export interface LeagueForm {
  draftMode: DraftMode;
  pickClockHours: number;
  /** "Sessiz saatler" on: the slow clocks stop between `quietFrom` and `quietTo`. */
  quiet: boolean;
  quietFrom: string;
  quietTo: string;
  everyDay: boolean;
  days: Weekday[];
  time: string;
  timeZone: string;
}

/** Where a refusal is shown: beside the field it is about. */
export type LeagueField = 'timeZone' | 'draftMode' | 'pickClockHours' | 'quietWindow' | 'matchdays.days' | 'matchdays.time';
export type LeagueErrors = Partial<Record<LeagueField, Wording | string>>;

/** The fallback when the browser names no zone (or one the platform does not know): the product's home. */
export const HOME_TIME_ZONE = 'Europe/Istanbul';

/** The member's own zone as the browser names it, in its canonical spelling. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone as string | undefined;
  return (zone && canonicalTimeZone(zone)) ?? HOME_TIME_ZONE;
}

/** The zones the select offers: the platform's list, with the default in it (an alias such as 'UTC' may be missing). */
export function timeZoneChoices(selected: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(selected) ? zones : [selected, ...zones];
}

/** A slow draft with an 8 h clock, no quiet hours, every day at 21:00 in the member's zone. */
export const defaultLeagueForm = (timeZone = browserTimeZone()): LeagueForm => ({
  draftMode: 'slow',
  pickClockHours: 8,
  quiet: false,
  quietFrom: '00:00',
  quietTo: '08:00',
  everyDay: true,
  days: [],
  time: '21:00',
  timeZone,
});

/** The settings the form sends: quiet hours only with a slow draft (a live draft's clock never stops). */
export function leagueSettingsInput(form: LeagueForm) {
  const days: typeof EVERY_DAY | Weekday[] = form.everyDay ? EVERY_DAY : form.days;
  return {
    timeZone: form.timeZone,
    draftMode: form.draftMode,
    pickClockHours: form.pickClockHours,
    ...(form.quiet && form.draftMode === 'slow' ? { quietWindow: { from: form.quietFrom, to: form.quietTo } } : {}),
    matchdays: { days, time: form.time },
  };
}

const fieldOf = (path: readonly PropertyKey[]): LeagueField => {
  const [head, next] = path.map(String);
  if (head === 'matchdays') return next === 'time' ? 'matchdays.time' : 'matchdays.days';
  return (head ?? 'timeZone') as LeagueField;
};

/** The schema's refusals by the field they are about, the first of each: as data, worded where shown. */
export function leagueErrorsOf(form: LeagueForm): LeagueErrors {
  const checked = leagueSettingsSchema.safeParse(leagueSettingsInput(form));
  if (checked.success) return {};
  const errors: LeagueErrors = {};
  for (const issue of checked.error.issues) {
    const field = fieldOf(issue.path);
    errors[field] ??= wordingOfIssue(issue) ?? issue.message;
  }
  return errors;
}
