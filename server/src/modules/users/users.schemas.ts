import { z } from 'zod';
import { wording, type Wording } from '@onbir/shared/messages/wording';
import type { FieldCode } from '@onbir/shared/messages/fieldLabels';
import { isLocale } from '@onbir/shared/text/locale';
import { said } from '@onbir/shared/validation/said';
import { noControlCharacters } from '@onbir/shared/validation/text';
import { hasInvisible, hasStackedMarks } from '@onbir/shared/text/lookalike';

/**
 * Request bodies of /api/users. Every message names the field, so a 400 tells the user what to fix; the
 * messages come from the validation catalogue and the labels by code (fieldLabels.ts), so they have English too
 * (shared/src/messages/wording.ts). The upper limits keep huge strings out of bcrypt and the database.
 */
const required = (field: FieldCode) => wording('validation', 'FIELD_REQUIRED', { field });
const notText = (field: FieldCode) => wording('validation', 'FIELD_NOT_TEXT', { field });
const tooShort = (field: FieldCode, min: number) => said(wording('validation', 'FIELD_TOO_SHORT', { field, min }));
const tooLong = (field: FieldCode, max: number) => said(wording('validation', 'FIELD_TOO_LONG', { field, max }));
/** A string's own message: `missing` when it is absent, `wrongType` when it is no text. */
const stringSaying = (missing: Wording, wrongType: Wording) => ({
  error: (issue: { input?: unknown }) => said(issue.input === undefined ? missing : wrongType).error(issue),
});

/**
 * A text field: trimmed, with its own message when missing, not a string, too short or too long, or
 * holding control characters (only a field of several lines keeps line breaks and tabs).
 */
export function textField(label: FieldCode, min: number, max: number, opts: { multiline?: boolean } = {}) {
  return z
    .string(stringSaying(required(label), notText(label)))
    .trim()
    .min(min, min <= 1 ? said(required(label)) : tooShort(label, min))
    .max(max, tooLong(label, max))
    .check(noControlCharacters(label, opts));
}

export const emailField = (label: 'EMAIL' | 'NEW_EMAIL' = 'EMAIL') =>
  textField(label, 1, 254)
    .pipe(z.email(said(wording('validation', 'EMAIL_INVALID', { field: `${label}_IN_TEXT` }))))
    // Addresses are compared without case; an address is ASCII in practice, and the language-neutral
    // lower case keeps an 'I' an 'i' (the Turkish one would make it 'ı').
    .transform((e) => e.toLocaleLowerCase('en'));

/** bcrypt reads only the first 72 bytes of a password: a longer one would be cut without a word. */
export const MAX_PASSWORD_BYTES = 72;

// Passwords are not trimmed: spaces are part of what the user typed.
const password = (label: 'PASSWORD' | 'NEW_PASSWORD') =>
  z
    .string(stringSaying(required(label), notText(label)))
    .min(6, tooShort(label, 6))
    .max(128, tooLong(label, 128))
    .refine(
      (p) => Buffer.byteLength(p) <= MAX_PASSWORD_BYTES,
      said(wording('accounts', label === 'PASSWORD' ? 'PASSWORD_TOO_LONG' : 'NEW_PASSWORD_TOO_LONG')),
    )
    .check(noControlCharacters(label));

const phone = z
  .string(said(notText('PHONE')))
  .trim()
  .max(20, tooLong('PHONE', 20))
  .regex(/^[0-9+()\s-]*$/, said(wording('validation', 'PHONE_CHARACTERS')))
  .optional()
  .default('');

const body = <T extends z.ZodRawShape>(shape: T) => z.object(shape, said(wording('validation', 'BODY_NOT_OBJECT')));

// NFC first, so a name typed as letter + combining mark counts (and is stored) like the composed letter.
const username = textField('USERNAME', 3, 30)
  .normalize('NFC')
  .refine((n) => !hasInvisible(n), said(wording('accounts', 'USERNAME_INVISIBLE')))
  .refine((n) => !hasStackedMarks(n), said(wording('accounts', 'USERNAME_STACKED_MARKS')));
const firstName = textField('FIRST_NAME', 1, 50);
const lastName = textField('LAST_NAME', 1, 50);

export const registerBody = body({
  username,
  firstName,
  lastName,
  email: emailField(),
  password: password('PASSWORD'),
  phoneNumber: phone,
});

export const loginBody = body({
  email: emailField(),
  // Login does not re-check the length rules: a wrong password is simply wrong.
  password: z.string(said(required('PASSWORD'))).min(1, said(required('PASSWORD'))).max(128, tooLong('PASSWORD', 128)),
});

export const forgotPasswordBody = body({ email: emailField() });

export const resetPasswordBody = body({ password: password('NEW_PASSWORD') });

const currentPassword = z
  .string(stringSaying(wording('accounts', 'CURRENT_PASSWORD_REQUIRED'), notText('CURRENT_PASSWORD')))
  .max(128, tooLong('CURRENT_PASSWORD', 128));

export const updateProfileBody = body({
  username,
  firstName,
  // Only username and first name are required on the profile form (docs/accounts.md, 'Forms').
  lastName: textField('LAST_NAME', 0, 50),
  phoneNumber: phone,
  currentPassword: currentPassword.optional(),
  password: password('NEW_PASSWORD').optional(),
});

/** Changing the address that can reset the password needs the password: a stolen session is not enough. */
export const emailChangeBody = body({
  newEmail: emailField('NEW_EMAIL'),
  currentPassword: currentPassword.min(1, said(wording('accounts', 'CURRENT_PASSWORD_REQUIRED'))),
});

/** Mailed tokens are 64 hex characters; anything else cannot be one. */
export const tokenParams = z.object({
  token: z.string().regex(/^[0-9a-f]{64}$/i, said(wording('server', 'INVALID_TOKEN'))),
});

/** The interface language kept on the profile (PUT /api/users/language). */
export const languageBody = body({
  language: z.string(said(required('LANGUAGE'))).refine(isLocale, said(wording('validation', 'FIELD_INVALID_CHOICE', { field: 'LANGUAGE' }))),
});
