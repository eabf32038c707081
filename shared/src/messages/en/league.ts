import type { LeagueCode } from '../league';

export const leagueMessagesEn: Record<LeagueCode, string> = {
  INVALID_TIME_ZONE: 'Choose a valid time zone (e.g. Europe/Istanbul).',
  INVALID_DRAFT_MODE: 'The draft must be live or slow.',
  PICK_CLOCK_HOURS: 'The pick clock must be one of {hours} hours.',
  INVALID_TIME_OF_DAY: 'A time must be HH:MM (e.g. 21:00).',
  INVALID_QUIET_WINDOW: 'Quiet hours need a start and an end.',
  QUIET_WINDOW_EMPTY: 'Quiet hours must start and end at different times.',
  INVALID_MATCHDAYS: 'Choose the matchdays and their time.',
  INVALID_MATCHDAY_DAYS: 'Matchdays must be “every day” or a list of weekdays.',
  MATCHDAYS_REQUIRED: 'Choose at least one matchday.',
  INVALID_WEEKDAY: 'Invalid day.',
};
