/**
 * Turkish texts of the server's own answers that belong to no game rule: accounts and sessions beyond
 * accounts.ts, contact, and the HTTP layer's refusals. Keyed by the stable code the answer carries.
 */
export const serverMessages = {
  // accounts: answers
  REGISTERED: 'Kayıt başarılı! Giriş sayfasına yönlendiriliyorsunuz...',
  RESET_LINK_SENT: 'Bu e-posta adresi kayıtlıysa, şifre sıfırlama bağlantısı gönderildi.',
  PASSWORD_RESET: 'Şifreniz başarıyla sıfırlandı. Giriş sayfasına yönlendiriliyorsunuz...',
  PROFILE_UPDATED: 'Profil güncellemesi başarılı.',
  PROFILE_AND_PASSWORD_UPDATED: 'Profil ve şifre güncellemesi başarılı.',
  EMAIL_CHANGE_SENT: 'Onay linki yeni e-posta adresinize gönderildi. Lütfen gelen kutunuzu kontrol edin.',
  EMAIL_CHANGED: 'E-posta adresiniz başarıyla güncellendi.',
  // accounts: refusals
  EMAIL_TAKEN: 'Bu e-posta adresi zaten kullanılıyor.',
  BAD_LOGIN: 'E-posta veya şifre hatalı.',
  INVALID_TOKEN: 'Geçersiz veya süresi dolmuş bağlantı.',
  SAME_EMAIL: 'Lütfen geçerli bir yeni e-posta adresi girin.',
  MAIL_FAILED: 'Onay linki gönderilirken bir hata oluştu.',
  // contact
  CONTACT_SENT: 'Mesajınız başarıyla gönderildi. En kısa sürede size dönüş yapacağız.',
  // players
  CLUB_NOT_FOUND: 'Kulüp bulunamadı.',
  // the HTTP layer
  DB_UNAVAILABLE: 'Veritabanına ulaşılamıyor.',
  REDIS_UNAVAILABLE: "Redis'e ulaşılamıyor.",
  NOT_FOUND: 'İstenen adres bulunamadı.',
  INVALID_JSON: 'İstek gövdesi geçerli bir JSON değil.',
  PAYLOAD_TOO_LARGE: 'İstek gövdesi çok büyük.',
  BAD_REQUEST: 'Geçersiz istek.',
  INTERNAL: 'Sunucu hatası. Lütfen daha sonra tekrar deneyin.',
} as const;

export type ServerMessageCode = keyof typeof serverMessages;
