import { z } from 'zod';
import { accountsMessages } from '@onbir/shared/messages/accounts';
import { noControlCharacters } from '@onbir/shared/validation/text';
import { hasInvisible, hasStackedMarks } from './usernameKey';

/**
 * Request bodies of /api/users. Every message is Turkish and names the field, so a 400 tells the user
 * what to fix; the upper limits keep huge strings out of bcrypt and the database.
 */

/**
 * A text field: trimmed, with its own message when missing, not a string, too short or too long, or
 * holding control characters (only a field of several lines keeps line breaks and tabs).
 */
export function textField(label: string, min: number, max: number, opts: { multiline?: boolean } = {}) {
  return z
    .string({ error: (iss) => (iss.input === undefined ? `${label} zorunludur.` : `${label} metin olmalıdır.`) })
    .trim()
    .min(min, min <= 1 ? `${label} zorunludur.` : `${label} en az ${min} karakter olmalıdır.`)
    .max(max, `${label} en fazla ${max} karakter olabilir.`)
    .check(noControlCharacters(label, opts));
}

export const emailField = (label = 'E-posta') =>
  textField(label, 1, 254)
    .pipe(z.email(`Geçerli bir ${label.toLowerCase()} adresi girin.`))
    .transform((e) => e.toLowerCase());

/** bcrypt reads only the first 72 bytes of a password: a longer one would be cut without a word. */
export const MAX_PASSWORD_BYTES = 72;

// Passwords are not trimmed: spaces are part of what the user typed.
const password = (label: 'Şifre' | 'Yeni şifre') =>
  z
    .string({ error: (iss) => (iss.input === undefined ? `${label} zorunludur.` : `${label} metin olmalıdır.`) })
    .min(6, `${label} en az 6 karakter olmalıdır.`)
    .max(128, `${label} en fazla 128 karakter olabilir.`)
    .refine(
      (p) => Buffer.byteLength(p) <= MAX_PASSWORD_BYTES,
      label === 'Şifre' ? accountsMessages.PASSWORD_TOO_LONG : accountsMessages.NEW_PASSWORD_TOO_LONG,
    )
    .check(noControlCharacters(label));

const phone = z
  .string({ error: 'Telefon numarası metin olmalıdır.' })
  .trim()
  .max(20, 'Telefon numarası en fazla 20 karakter olabilir.')
  .regex(/^[0-9+()\s-]*$/, 'Telefon numarası yalnızca rakam, boşluk, +, - ve parantez içerebilir.')
  .optional()
  .default('');

const body = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: 'İstek gövdesi bir JSON nesnesi olmalıdır.' });

// NFC first, so a name typed as letter + combining mark counts (and is stored) like the composed letter.
const username = textField('Kullanıcı adı', 3, 30)
  .normalize('NFC')
  .refine((n) => !hasInvisible(n), accountsMessages.USERNAME_INVISIBLE)
  .refine((n) => !hasStackedMarks(n), accountsMessages.USERNAME_STACKED_MARKS);
const firstName = textField('Ad', 1, 50);
const lastName = textField('Soyad', 1, 50);

export const registerBody = body({
  username,
  firstName,
  lastName,
  email: emailField(),
  password: password('Şifre'),
  phoneNumber: phone,
});

export const loginBody = body({
  email: emailField(),
  // Login does not re-check the length rules: a wrong password is simply wrong.
  password: z.string({ error: 'Şifre zorunludur.' }).min(1, 'Şifre zorunludur.').max(128, 'Şifre en fazla 128 karakter olabilir.'),
});

export const forgotPasswordBody = body({ email: emailField() });

export const resetPasswordBody = body({ password: password('Yeni şifre') });

const currentPassword = z
  .string({ error: (iss) => (iss.input === undefined ? accountsMessages.CURRENT_PASSWORD_REQUIRED : 'Mevcut şifre metin olmalıdır.') })
  .max(128, 'Mevcut şifre en fazla 128 karakter olabilir.');

export const updateProfileBody = body({
  username,
  firstName,
  // Only username and first name are required on the profile form (spec 5.3).
  lastName: textField('Soyad', 0, 50),
  phoneNumber: phone,
  currentPassword: currentPassword.optional(),
  password: password('Yeni şifre').optional(),
});

/** Changing the address that can reset the password needs the password: a stolen session is not enough. */
export const emailChangeBody = body({
  newEmail: emailField('Yeni e-posta'),
  currentPassword: currentPassword.min(1, accountsMessages.CURRENT_PASSWORD_REQUIRED),
});

/** Mailed tokens are 64 hex characters; anything else cannot be one. */
export const tokenParams = z.object({
  token: z.string().regex(/^[0-9a-f]{64}$/i, 'Geçersiz veya süresi dolmuş bağlantı.'),
});
