import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@onbir/shared/notifications/settings';
import { clearSession } from '../../lib/session';
import { NotificationSettings } from './NotificationSettings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const json = (body: object, status = 200) => new Response(JSON.stringify(body), { status });
const requestsOf = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.map(([url, init]) => ({ url: String(url), method: (init as RequestInit | undefined)?.method, body: JSON.parse(((init as RequestInit | undefined)?.body as string) ?? 'null') }));

it('shows a switch per kind as stored, and saves a change at once', async () => {
  const fetch = vi.fn(async () => json({ message: 'Bildirim ayarları kaydedildi.', settings: { ...DEFAULT_NOTIFICATION_SETTINGS, yourPick: false, fullTime: false } }));
  vi.stubGlobal('fetch', fetch);
  render(<NotificationSettings initial={{ ...DEFAULT_NOTIFICATION_SETTINGS, yourPick: false }} />);
  const yourPick = screen.getByRole('checkbox', { name: 'Draftta sıra bana geldiğinde' }) as HTMLInputElement;
  const fullTime = screen.getByRole('checkbox', { name: 'Maçım bittiğinde (skorla)' }) as HTMLInputElement;
  expect(screen.getAllByRole('checkbox')).toHaveLength(5);
  expect([yourPick.checked, fullTime.checked]).toEqual([false, true]);

  fireEvent.click(fullTime);
  expect(await screen.findByText('Bildirim ayarları kaydedildi.')).toBeTruthy();
  expect(fullTime.checked).toBe(false);
  expect(requestsOf(fetch)).toEqual([{ url: '/api/push/settings', method: 'PUT', body: { fullTime: false } }]);
});

it('puts a switch back and says why when the server refuses', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => json({ code: 'VALIDATION', message: 'Bildirim ayarları geçersiz.' }, 400)));
  render(<NotificationSettings initial={DEFAULT_NOTIFICATION_SETTINGS} />);
  const paused = screen.getByRole('checkbox', { name: 'Odadan çıkarıldığımda ya da draft duraklatıldığında' }) as HTMLInputElement;
  fireEvent.click(paused);
  expect(await screen.findByText('Bildirim ayarları geçersiz.')).toBeTruthy();
  expect(paused.checked).toBe(true);
});

/** A browser with push: its permission prompt, service worker and push manager, as spies. */
function stubPushBrowser(answer: NotificationPermission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', Object.assign(function Notification() {}, { permission: 'default', requestPermission }));
  vi.stubGlobal('PushManager', function PushManager() {});
  const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } }) };
  const subscribe = vi.fn(async () => subscription);
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: vi.fn(async () => registration), ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { requestPermission, subscribe };
}

it('asks the browser for permission only after the tap on "Bildirimleri aç", then sends the subscription', async () => {
  const browser = stubPushBrowser('granted');
  const fetch = vi.fn(async (url: string) => (url === '/api/push/key' ? json({ publicKey: 'BAAA' }) : json({ message: 'Bildirimler açıldı.' }, 201)));
  vi.stubGlobal('fetch', fetch);
  render(<NotificationSettings initial={DEFAULT_NOTIFICATION_SETTINGS} />);
  const button = await screen.findByRole('button', { name: 'Bildirimleri aç' });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  expect(browser.requestPermission).not.toHaveBeenCalled();

  fireEvent.click(button);
  expect(await screen.findByText('Bildirimler açıldı.')).toBeTruthy();
  expect(browser.requestPermission).toHaveBeenCalledTimes(1);
  expect(browser.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: Uint8Array.from([4, 0, 0]) });
  expect(requestsOf(fetch).find((r) => r.url === '/api/push/subscriptions')).toMatchObject({ method: 'POST', body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc' } });
  expect(screen.getByRole('button', { name: 'Bu cihazda bildirimleri kapat' })).toBeTruthy();
});

it('says mail will come when the browser is refused permission, and subscribes nothing', async () => {
  const browser = stubPushBrowser('denied');
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  render(<NotificationSettings initial={DEFAULT_NOTIFICATION_SETTINGS} />);
  const button = await screen.findByRole('button', { name: 'Bildirimleri aç' });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
  expect(await screen.findByText(/Tarayıcı bildirim izni vermedi/)).toBeTruthy();
  expect(browser.subscribe).not.toHaveBeenCalled();
  expect(fetch).not.toHaveBeenCalled();
});

it("signing out drops this browser's subscription: the account's pushes stop reaching it", async () => {
  const unsubscribe = vi.fn(async () => true);
  const registration = { pushManager: { getSubscription: async () => ({ unsubscribe }) } };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => registration } });
  clearSession();
  await waitFor(() => expect(unsubscribe).toHaveBeenCalledTimes(1));
});
