import { z } from 'zod';
import { wording } from '../messages/message';
import { said } from '../validation/said';
import { NOTIFICATION_TYPES, type NotificationType } from './settings';

/** Push service addresses are short (FCM's about 190 characters, Mozilla's about 250); a longer one is no browser's. */
export const ENDPOINT_MAX = 1024;
/** How many devices of one account get pushes: the newest few, an older one is let go when one more subscribes. */
export const SUBSCRIPTIONS_PER_USER = 5;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
/** The length in bytes of a base64url text (its padding, if any, left out). */
const bytesIn = (s: string) => Math.floor((s.replace(/=+$/, '').length * 3) / 4);
const endpointWords = (code: 'PUSH_ENDPOINT_INVALID' | 'PUSH_ENDPOINT_TOO_LONG') => said(wording('notifications', code, code === 'PUSH_ENDPOINT_TOO_LONG' ? { max: ENDPOINT_MAX } : {}));
const badKeys = said(wording('notifications', 'PUSH_KEYS_INVALID'));

function isHttpsUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === 'https:' && u.username === '' && u.password === '' && u.hash === '';
  } catch {
    return false;
  }
}

/**
 * A browser's PushSubscription as `toJSON()` gives it. p256dh is the browser's P-256 public key (65 bytes,
 * uncompressed: 0x04 first), auth its 16-byte secret (RFC 8291); anything else cannot be encrypted to.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string(endpointWords('PUSH_ENDPOINT_INVALID')).max(ENDPOINT_MAX, endpointWords('PUSH_ENDPOINT_TOO_LONG')).refine(isHttpsUrl, endpointWords('PUSH_ENDPOINT_INVALID')),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z
        .string(badKeys)
        .max(100, badKeys)
        .regex(BASE64URL, badKeys)
        // 0x04 as the first of 65 bytes is a 'B' first.
        .refine((k) => bytesIn(k) === 65 && k.startsWith('B'), badKeys),
      auth: z.string(badKeys).max(30, badKeys).regex(BASE64URL, badKeys).refine((k) => bytesIn(k) === 16, badKeys),
    },
    badKeys,
  ),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

/** `DELETE /api/push/subscriptions`: the endpoint this device was given. */
export const pushEndpointSchema = z.object({
  endpoint: z.string(endpointWords('PUSH_ENDPOINT_INVALID')).max(ENDPOINT_MAX, endpointWords('PUSH_ENDPOINT_TOO_LONG')).refine(isHttpsUrl, endpointWords('PUSH_ENDPOINT_INVALID')),
});

/** What a push carries to the service worker (sw.js shows it; a tap opens `url`, a path of this site). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** One notification per room and kind: a newer one replaces it on the device. */
  tag: string;
}

const invalidSettings = said(wording('notifications', 'PUSH_SETTINGS_INVALID'));

/** `PUT /api/push/settings`: any of the switches, nothing else. */
export const notificationSettingsSchema = z
  .strictObject(Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, z.boolean(invalidSettings).optional()])) as Record<NotificationType, z.ZodOptional<z.ZodBoolean>>, invalidSettings)
  .refine((o) => Object.keys(o).length > 0, invalidSettings);
