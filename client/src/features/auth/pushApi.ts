import { t } from '@lingui/core/macro';
import type { NotificationSettings } from '@onbir/shared/notifications/settings';
import { api } from '../../lib/api';

/** The /api/push calls (docs/notifications.md), each with its fallback message. */
type Message = { message: string };

export const fetchPushKey = () => api<{ publicKey: string }>('/api/push/key', { fallback: t`Bildirim anahtarı alınamadı.` });

export const sendSubscription = (subscription: PushSubscriptionJSON) =>
  api<Message>('/api/push/subscriptions', { body: subscription, fallback: t`Bildirimler açılamadı.` });

export const removeSubscription = (endpoint: string) =>
  api<Message>('/api/push/subscriptions', { method: 'DELETE', body: { endpoint }, fallback: t`Bildirimler kapatılamadı.` });

export const saveNotificationSettings = (change: Partial<NotificationSettings>) =>
  api<Message & { settings: NotificationSettings }>('/api/push/settings', { method: 'PUT', body: change, fallback: t`Bildirim ayarları kaydedilemedi.` });
