import type { Locale } from '../text/locale';

/**
 * The labels of the request schemas' fields, by code, as the validation messages name them ({field}): a
 * schema names its field by code, and each reader's language words it. `_IN_TEXT` is the label inside a
 * sentence ("Geçerli bir e-posta adresi girin.").
 */
export const FIELD_LABELS = {
  USERNAME: { tr: 'Kullanıcı adı', en: 'Username' },
  FIRST_NAME: { tr: 'Ad', en: 'First name' },
  LAST_NAME: { tr: 'Soyad', en: 'Last name' },
  FULL_NAME: { tr: 'Ad Soyad', en: 'Name' },
  EMAIL: { tr: 'E-posta', en: 'E-mail' },
  EMAIL_IN_TEXT: { tr: 'e-posta', en: 'e-mail' },
  NEW_EMAIL: { tr: 'Yeni e-posta', en: 'New e-mail' },
  NEW_EMAIL_IN_TEXT: { tr: 'yeni e-posta', en: 'new e-mail' },
  PASSWORD: { tr: 'Şifre', en: 'Password' },
  NEW_PASSWORD: { tr: 'Yeni şifre', en: 'New password' },
  CURRENT_PASSWORD: { tr: 'Mevcut şifre', en: 'Current password' },
  PHONE: { tr: 'Telefon numarası', en: 'Phone number' },
  SUBJECT: { tr: 'Konu', en: 'Subject' },
  LANGUAGE: { tr: 'Dil', en: 'language' },
  MESSAGE: { tr: 'Mesaj', en: 'Message' },
  ROOM_NAME: { tr: 'Oda adı', en: 'Room name' },
  SEARCH_TEXT: { tr: 'Arama metni', en: 'Search text' },
} as const satisfies Record<string, Record<Locale, string>>;

export type FieldCode = keyof typeof FIELD_LABELS;

export const isFieldCode = (value: unknown): value is FieldCode => typeof value === 'string' && Object.hasOwn(FIELD_LABELS, value);

/** A field's label in `locale`. */
export const fieldLabel = (code: FieldCode, locale: Locale): string => FIELD_LABELS[code][locale];
