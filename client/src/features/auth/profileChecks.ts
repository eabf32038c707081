/** The client-side checks of the profile form (spec 5.3), with its exact messages; null means valid. */

export function checkNewEmail(newEmail: string, currentEmail: string): string | null {
  const e = newEmail.trim();
  if (!e || e.toLowerCase() === currentEmail.trim().toLowerCase()) return 'Lütfen geçerli bir yeni e-posta adresi girin.';
  return null;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** True when the user typed anything into the password-change fields: only then is a change checked and sent. */
export const wantsPasswordChange = (p: PasswordChange) => Boolean(p.currentPassword || p.newPassword || p.confirmPassword);

export function checkPasswordChange(p: PasswordChange): string | null {
  if (!p.currentPassword) return 'Mevcut şifrenizi girmelisiniz.';
  if (!p.newPassword || !p.confirmPassword) return 'Yeni şifrenizi iki kez girmelisiniz.';
  if (p.newPassword !== p.confirmPassword) return 'Yeni şifreler eşleşmiyor.';
  if (p.newPassword.length < 6) return 'Yeni şifre en az 6 karakter olmalıdır.';
  return null;
}

/** Spec 8.2: a profile message counts as success if it contains 'başarılı' or 'gönderildi'. */
export const isSuccessMessage = (message: string) => message.includes('başarılı') || message.includes('gönderildi');
