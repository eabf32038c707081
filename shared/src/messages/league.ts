/**
 * Turkish texts of a league's settings validation (shared/src/league/settings.ts), keyed by stable name:
 * the create form's draft mode, pick clock, quiet hours, matchdays and time zone (docs/league.md).
 */
export const leagueMessages = {
  INVALID_TIME_ZONE: 'Geçerli bir saat dilimi seçin (ör. Europe/Istanbul).',
  INVALID_DRAFT_MODE: 'Draft biçimi canlı ya da yavaş olmalıdır.',
  PICK_CLOCK_HOURS: 'Seçim süresi şunlardan biri olmalıdır: {hours} saat.',
  INVALID_TIME_OF_DAY: 'Saat SS:DD biçiminde olmalıdır (ör. 21:00).',
  INVALID_QUIET_WINDOW: 'Sessiz saatlerin bir başlangıcı ve bitişi olmalıdır.',
  QUIET_WINDOW_EMPTY: 'Sessiz saatlerin başlangıcı ile bitişi farklı olmalıdır.',
  INVALID_MATCHDAYS: 'Maç günleri ve saati seçilmelidir.',
  INVALID_MATCHDAY_DAYS: 'Maç günleri “her gün” ya da haftanın günlerinden oluşan bir liste olmalıdır.',
  MATCHDAYS_REQUIRED: 'En az bir maç günü seçmelisiniz.',
  INVALID_WEEKDAY: 'Geçersiz gün.',
} as const;

export type LeagueCode = keyof typeof leagueMessages;
