/**
 * Words that fill the catalogues' templates ({field}, {wait}) in Turkish, with their English: the field
 * labels of the request schemas. A localized message translates each filled-in value found here.
 */
export const terms = {
  'Kullanıcı adı': 'Username',
  Ad: 'First name',
  Soyad: 'Last name',
  'Ad Soyad': 'Name',
  'E-posta': 'E-mail',
  'e-posta': 'e-mail',
  'Yeni e-posta': 'New e-mail',
  'yeni e-posta': 'new e-mail',
  Şifre: 'Password',
  'Yeni şifre': 'New password',
  'Mevcut şifre': 'Current password',
  'Telefon numarası': 'Phone number',
  Konu: 'Subject',
  Dil: 'language',
  Mesaj: 'Message',
  'Oda adı': 'Room name',
  'Arama metni': 'Search text',
} as const satisfies Record<string, string>;
