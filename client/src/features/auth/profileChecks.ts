import { t } from '@lingui/core/macro';
import { wording } from '@onbir/shared/messages/message';
import type { Shown } from '../../lib/i18n/RefusalText';

/**
 * The client-side checks of the profile form (docs/accounts.md, 'Forms'), with its exact messages in the language on
 * screen (a shared catalogue's message, as data, is worded where it is shown: ShownText); null means valid.
 */

export function checkNewEmail(newEmail: string, currentEmail: string): string | null {
  const e = newEmail.trim();
  if (!e || e.toLocaleLowerCase('en') === currentEmail.trim().toLocaleLowerCase('en')) return t`Lütfen geçerli bir yeni e-posta adresi girin.`;
  return null;
}

/** The e-mail change also needs the current password (a stolen session is not enough). */
export function checkEmailChange(newEmail: string, currentEmail: string, currentPassword: string): Shown | null {
  return checkNewEmail(newEmail, currentEmail) ?? (currentPassword ? null : wording('accounts', 'CURRENT_PASSWORD_REQUIRED'));
}

/** bcrypt reads 72 bytes of a password; Turkish letters take two bytes each in UTF-8. */
export const MAX_PASSWORD_BYTES = 72;
export const passwordBytes = (p: string) => new TextEncoder().encode(p).length;

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** True when the user typed anything into the password-change fields: only then is a change checked and sent. */
export const wantsPasswordChange = (p: PasswordChange) => Boolean(p.currentPassword || p.newPassword || p.confirmPassword);

export function checkPasswordChange(p: PasswordChange): Shown | null {
  if (!p.currentPassword) return wording('accounts', 'CURRENT_PASSWORD_REQUIRED');
  if (!p.newPassword || !p.confirmPassword) return t`Yeni şifrenizi iki kez girmelisiniz.`;
  if (p.newPassword !== p.confirmPassword) return t`Yeni şifreler eşleşmiyor.`;
  if (p.newPassword.length < 6) return t`Yeni şifre en az 6 karakter olmalıdır.`;
  if (passwordBytes(p.newPassword) > MAX_PASSWORD_BYTES) return wording('accounts', 'NEW_PASSWORD_TOO_LONG');
  return null;
}
