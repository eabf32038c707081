import { api } from '../../lib/api';

/** The /api/users calls of spec section 7, each with its fallback message of spec 8.2. */

export interface Profile {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
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

export const registerUser = (body: RegisterInput) => api<Message>('/api/users/register', { body, fallback: 'Kayıt işlemi başarısız oldu.' });

export const loginUser = (body: { email: string; password: string }) =>
  api<{ token: string; _id: string; username: string }>('/api/users/login', { body, fallback: 'Giriş işlemi başarısız oldu.' });

export const forgotPassword = (email: string) => api<Message>('/api/users/forgot-password', { body: { email }, fallback: 'Hata oluştu.' });

export const resetPassword = (token: string, password: string) =>
  api<Message>(`/api/users/reset-password/${encodeURIComponent(token)}`, { method: 'PUT', body: { password }, fallback: 'Hata oluştu.' });

export const fetchProfile = () => api<Profile>('/api/users/profile', { fallback: 'Profil bilgileri alınamadı.' });

/** A password change ends every session; the answer then carries this device's new token. */
export const updateProfile = (body: ProfileUpdate) =>
  api<Profile & Message & { token?: string }>('/api/users/profile', { method: 'PUT', body, fallback: 'Güncelleme başarısız oldu.' });

export const requestEmailChange = (newEmail: string, currentPassword: string) =>
  api<Message>('/api/users/request-email-change', { body: { newEmail, currentPassword }, fallback: 'Onay linki gönderilirken bir hata oluştu.' });

export const cancelEmailChange = (token: string) =>
  api<Message>(`/api/users/cancel-email-change/${encodeURIComponent(token)}`, { method: 'POST', fallback: 'İptal işlemi başarısız oldu. Bağlantı geçersiz veya süresi dolmuş olabilir.' });

export const logoutEverywhere = () => api<Message>('/api/users/logout-all', { method: 'POST', fallback: 'Oturumlar kapatılamadı.' });

export const confirmEmail = (token: string) =>
  api<Message>(`/api/users/confirm-email/${encodeURIComponent(token)}`, {
    fallback: 'E-posta doğrulama başarısız oldu. Token geçersiz veya süresi dolmuş olabilir.',
  });
