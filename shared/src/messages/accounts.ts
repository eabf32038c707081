/** Turkish texts of the account and session refusals, keyed by stable code (server answers, client checks). */
export const accountsMessages = {
  LOGIN_REQUIRED: 'Giriş yapmalısınız.',
  SESSION_ENDED: 'Oturumunuz geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.',
  RATE_LIMITED: 'Çok fazla deneme yaptınız. Lütfen 15 dakika sonra tekrar deneyin.',
  LOGIN_LOCKED: 'Bu hesaba çok fazla hatalı giriş denemesi yapıldı. Lütfen {wait} sonra tekrar deneyin.',
  HASHING_BUSY: 'Sunucu şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.',
  PASSWORD_TOO_LONG: 'Şifre en fazla 72 bayt olabilir (Türkçe harfler ikişer bayt sayılır).',
  NEW_PASSWORD_TOO_LONG: 'Yeni şifre en fazla 72 bayt olabilir (Türkçe harfler ikişer bayt sayılır).',
  LOGGED_OUT_EVERYWHERE: 'Tüm oturumlarınız kapatıldı. Lütfen tekrar giriş yapın.',
  EMAIL_CHANGE_CANCELLED: 'E-posta değişikliği iptal edildi, hesabınız eski adresinizde kaldı. Tüm oturumlar kapatıldı: lütfen tekrar giriş yapıp şifrenizi değiştirin.',
  CURRENT_PASSWORD_REQUIRED: 'Mevcut şifrenizi girmelisiniz.',
  WRONG_PASSWORD: 'Mevcut şifreniz hatalı.',
  USERNAME_INVISIBLE: 'Kullanıcı adı görünmeyen veya yön değiştiren karakterler içeremez.',
  USERNAME_TAKEN: 'Bu kullanıcı adı zaten alınmış.',
  USERNAME_STACKED_MARKS: 'Kullanıcı adında bir harfin üzerine birden fazla işaret (aksan) konamaz.',
  PASSWORD_WEAK: 'Bu şifre çok yaygın veya tahmin edilmesi çok kolay (ör. 123456, aaaaaa, adınız). Lütfen daha uzun veya sıra dışı bir şifre seçin.',
} as const;

export type AccountsCode = keyof typeof accountsMessages;
