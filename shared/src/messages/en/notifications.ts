import type { NotificationCode } from '../notifications';

export const notificationMessagesEn: Record<NotificationCode, string> = {
  YOUR_PICK_TITLE: 'Your pick: {room}',
  YOUR_PICK_BODY: 'Pick {pick} is yours. Your clock is running: choose your player.',
  DRAFT_PAUSED_TITLE: '{room} is paused',
  DRAFT_PAUSED_BODY: '{host} paused the draft; we will tell you when it goes on.',
  KICKED_TITLE: 'You were removed from {room}',
  KICKED_BODY: 'The room’s creator removed you from the room.',
  FULL_TIME_TITLE: 'Full time: {home} {homeGoals}-{awayGoals} {away}',
  FULL_TIME_BODY: 'The match in {room} is over. Tap to see it.',
  MAIL_OPEN: 'Open:',
  MAIL_FOOTER: 'You get this e-mail because notifications are on in your onbir account; you can turn them off on your profile.',
  PUSH_ENDPOINT_INVALID: 'The notification address must be a valid address starting with https.',
  PUSH_ENDPOINT_HOST: 'This address belongs to no known browser push service.',
  PUSH_ENDPOINT_TOO_LONG: 'The notification address can be at most {max} characters.',
  PUSH_KEYS_INVALID: 'The notification keys are invalid (p256dh and auth must be base64url).',
  PUSH_ENDPOINT_TAKEN: 'This notification address belongs to another account.',
  PUSH_SUBSCRIPTION_NOT_FOUND: 'No such notification subscription.',
  PUSH_SETTINGS_INVALID: 'Invalid notification settings.',
  SUBSCRIBED: 'Notifications are on.',
  UNSUBSCRIBED: 'Notifications are off on this device.',
  SETTINGS_SAVED: 'Notification settings saved.',
};
