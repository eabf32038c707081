import { t } from '@lingui/core/macro';
import { api } from '../../lib/api';
import type { Locale } from '@onbir/shared/text/locale';
import type { NotificationSettings } from '@onbir/shared/notifications/settings';

/** The /api/users calls (docs/accounts.md, 'API'), each with its fallback message (docs/accounts.md, 'Fallback messages'). */

export interface Profile {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  /** The language the user chose (null: never chose). */
  language: Locale | null;
  /** Which notifications the account gets (docs/notifications.md). */
  notifications: NotificationSettings;
}

export interface RegisterInput {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phoneNumber: string;
}

export interface ProfileUpdate {
  username: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  currentPassword?: string;
  password?: string;
}

type Message = { message: string };

export const registerUser = (body: RegisterInput) => api<Message>('/api/users/register', { body, fallback: t`Kayıt işlemi başarısız oldu.` });

export const loginUser = (body: { email: string; password: string }) =>
  api<{ token: string; _id: string; username: string; language: Locale | null }>('/api/users/login', { body, fallback: t`Giriş işlemi başarısız oldu.` });

export const forgotPassword = (email: string) => api<Message>('/api/users/forgot-password', { body: { email }, fallback: t`Hata oluştu.` });

export const resetPassword = (token: string, password: string) =>
  api<Message>(`/api/users/reset-password/${encodeURIComponent(token)}`, { method: 'PUT', body: { password }, fallback: t`Hata oluştu.` });

export const fetchProfile = () => api<Profile>('/api/users/profile', { fallback: t`Profil bilgileri alınamadı.` });

/** A password change ends every session; the answer then carries this device's new token. */
export const updateProfile = (body: ProfileUpdate) =>
  api<Profile & Message & { token?: string }>('/api/users/profile', { method: 'PUT', body, fallback: t`Güncelleme başarısız oldu.` });

export const requestEmailChange = (newEmail: string, currentPassword: string) =>
  api<Message>('/api/users/request-email-change', { body: { newEmail, currentPassword }, fallback: t`Onay linki gönderilirken bir hata oluştu.` });

export const cancelEmailChange = (token: string) =>
  api<Message>(`/api/users/cancel-email-change/${encodeURIComponent(token)}`, { method: 'POST', fallback: t`İptal işlemi başarısız oldu. Bağlantı geçersiz veya süresi dolmuş olabilir.` });

export const logoutEverywhere = () => api<Message>('/api/users/logout-all', { method: 'POST', fallback: t`Oturumlar kapatılamadı.` });

export const confirmEmail = (token: string) =>
  api<Message>(`/api/users/confirm-email/${encodeURIComponent(token)}`, {
    fallback: t`E-posta doğrulama başarısız oldu. Token geçersiz veya süresi dolmuş olabilir.`,
  });

/** Keeps the interface language on the profile (the switch in the navbar and the footer). */
export const saveLanguage = (language: Locale) => api<{ language: Locale }>('/api/users/language', { method: 'PUT', body: { language } });
