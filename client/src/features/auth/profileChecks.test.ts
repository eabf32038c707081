import { describe, expect, it } from 'vitest';
import { wording } from '@onbir/shared/messages/message';
import { checkEmailChange, checkNewEmail, checkPasswordChange, wantsPasswordChange } from './profileChecks';

describe('checkNewEmail', () => {
  it('refuses an empty address or the current one', () => {
    expect(checkNewEmail('  ', 'a@b.com')).toBe('Lütfen geçerli bir yeni e-posta adresi girin.');
    expect(checkNewEmail('A@B.com', 'a@b.com')).toBe('Lütfen geçerli bir yeni e-posta adresi girin.');
    expect(checkNewEmail('new@b.com', 'a@b.com')).toBeNull();
  });
  it('needs the current password for the change', () => {
    expect(checkEmailChange('new@b.com', 'a@b.com', '')).toEqual(wording('accounts', 'CURRENT_PASSWORD_REQUIRED'));
    expect(checkEmailChange('a@b.com', 'a@b.com', 'pw')).toBe('Lütfen geçerli bir yeni e-posta adresi girin.');
    expect(checkEmailChange('new@b.com', 'a@b.com', 'pw')).toBeNull();
  });
});

describe('checkPasswordChange', () => {
  const p = (currentPassword: string, newPassword: string, confirmPassword: string) => ({ currentPassword, newPassword, confirmPassword });
  it('checks in the order of docs/accounts.md, "Forms"', () => {
    expect(checkPasswordChange(p('', 'abcdef', 'abcdef'))).toEqual(wording('accounts', 'CURRENT_PASSWORD_REQUIRED'));
    expect(checkPasswordChange(p('old', 'abcdef', ''))).toBe('Yeni şifrenizi iki kez girmelisiniz.');
    expect(checkPasswordChange(p('old', '', 'abcdef'))).toBe('Yeni şifrenizi iki kez girmelisiniz.');
    expect(checkPasswordChange(p('old', 'abcdef', 'abcdeg'))).toBe('Yeni şifreler eşleşmiyor.');
    expect(checkPasswordChange(p('old', 'abc', 'abc'))).toBe('Yeni şifre en az 6 karakter olmalıdır.');
    expect(checkPasswordChange(p('old', 'abcdef', 'abcdef'))).toBeNull();
  });
  it('counts bytes against the 72 bcrypt reads: 36 Turkish letters pass, 37 do not', () => {
    expect(checkPasswordChange(p('old', 'ş'.repeat(36), 'ş'.repeat(36)))).toBeNull();
    expect(checkPasswordChange(p('old', 'ş'.repeat(37), 'ş'.repeat(37)))).toEqual(wording('accounts', 'NEW_PASSWORD_TOO_LONG'));
  });
  it('only applies when a password field is filled', () => {
    expect(wantsPasswordChange(p('', '', ''))).toBe(false);
    expect(wantsPasswordChange(p('', '', 'x'))).toBe(true);
  });
});
