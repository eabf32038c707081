import { fetchPushKey, removeSubscription, sendSubscription } from './pushApi';

/** Whether this browser can get Web Push at all (an iPhone only from the installed app). */
export const pushSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '='));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** This device's subscription, if it has one and may still show notifications. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported() || Notification.permission !== 'granted') return null;
  const reg = await navigator.serviceWorker.getRegistration('/');
  return (await reg?.pushManager.getSubscription()) ?? null;
}

export type TurnOnResult = { ok: true; message: string } | { ok: false; reason: 'unsupported' | 'denied' };

/**
 * "Bildirimleri aç", run only from the tap (browsers ask for permission only after a gesture, and asking
 * unprompted is what makes people block a site): permission, then a fresh subscription sent to the
 * server. An older subscription of this browser (perhaps another account's) is dropped first.
 */
export async function turnOnPush(): Promise<TurnOnResult> {
  if (!pushSupported()) return { ok: false, reason: 'unsupported' };
  if ((await Notification.requestPermission()) !== 'granted') return { ok: false, reason: 'denied' };
  const [reg, { publicKey }] = await Promise.all([registration(), fetchPushKey()]);
  await (await reg.pushManager.getSubscription())?.unsubscribe();
  const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  const res = await sendSubscription(sub.toJSON());
  return { ok: true, message: res.message };
}

/** "Bu cihazda kapat": the server forgets this device, and the browser its subscription. */
export async function turnOffPush(): Promise<string | null> {
  const sub = await currentSubscription();
  if (!sub) return null;
  const res = await removeSubscription(sub.endpoint);
  await sub.unsubscribe();
  return res.message;
}
