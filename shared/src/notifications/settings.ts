/** The kinds of notification a member can switch off on the profile, all on until he does (docs/notifications.md). */
export const NOTIFICATION_TYPES = ['yourPick', 'pickClockEnding', 'matchdaySoon', 'fullTime', 'kickedOrPaused'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationSettings = Record<NotificationType, boolean>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, true])) as NotificationSettings;

/** The stored switches (null or a partial object from an older version) over the defaults. */
export function notificationSettingsOf(stored: unknown): NotificationSettings {
  const out = { ...DEFAULT_NOTIFICATION_SETTINGS };
  if (stored && typeof stored === 'object') {
    for (const t of NOTIFICATION_TYPES) {
      const v = (stored as Record<string, unknown>)[t];
      if (typeof v === 'boolean') out[t] = v;
    }
  }
  return out;
}
