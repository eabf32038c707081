import webpush from 'web-push';
import type { PushPayload } from '@onbir/shared/notifications/schemas';
import type { VapidKeys } from './vapidKeys';

/** Options only tests pass, in code (never from the environment): where a push is posted instead (a local push service stand-in). */
export interface PushTestOptions {
  rewrite?: (endpoint: string) => string;
}

/** A push service that does not answer in this time is given up on (the next push tries again). */
const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a push for a device that is off (seconds). */
const PUSH_TTL = 6 * 3600;

export type Delivery = 'sent' | 'gone';

/**
 * Encrypts the payload to the browser's keys (aes128gcm, RFC 8291) and posts it signed with the VAPID
 * key (RFC 8292), through web-push's request details and Node's own fetch: no redirect is followed, and a
 * timeout bounds it. 'gone': the push service no longer knows the subscription (404/410); any other
 * failure throws.
 */
export async function sendPush(sub: { endpoint: string; p256dh: string; auth: string }, payload: PushPayload, vapid: VapidKeys, test?: PushTestOptions): Promise<Delivery> {
  const details = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(payload), {
    vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    TTL: PUSH_TTL,
    contentEncoding: 'aes128gcm',
    urgency: 'high',
  });
  // fetch counts the body itself; every other header as text.
  const headers = Object.fromEntries(Object.entries(details.headers).filter(([k]) => k.toLocaleLowerCase('en') !== 'content-length').map(([k, v]) => [k, String(v)]));
  const res = await fetch(test?.rewrite ? test.rewrite(details.endpoint) : details.endpoint, {
    method: 'POST',
    headers,
    body: new Uint8Array(details.body),
    redirect: 'error',
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await res.body?.cancel();
  if (res.status === 404 || res.status === 410) return 'gone';
  if (!res.ok) throw new Error(`push service answered ${res.status}`);
  return 'sent';
}

/** Whether an endpoint's host is one of the configured push services ('*.notify.windows.com' covers its subdomains). */
export function isPushServiceHost(endpoint: string, hosts: readonly string[]): boolean {
  const host = new URL(endpoint).hostname.toLocaleLowerCase('en');
  return hosts.some((h) => (h.startsWith('*.') ? host.endsWith(h.slice(1)) && host.length > h.length - 1 : host === h));
}
