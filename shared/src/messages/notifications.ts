/**
 * Turkish texts of notifications (docs/notifications.md): what a push or its e-mail says, and the
 * refusals of the push subscription calls, keyed by stable name.
 */
export const notificationMessages = {
  YOUR_PICK_TITLE: 'Sıra sende: {room}',
  YOUR_PICK_BODY: '{pick}. seçim senin. Süren işliyor, oyuncunu seç.',
  DRAFT_PAUSED_TITLE: '{room} duraklatıldı',
  DRAFT_PAUSED_BODY: '{host} draftı duraklattı; devam edince haber vereceğiz.',
  KICKED_TITLE: '{room} odasından çıkarıldın',
  KICKED_BODY: 'Oda kurucusu seni odadan çıkardı.',
  FULL_TIME_TITLE: 'Maç sonu: {home} {homeGoals}-{awayGoals} {away}',
  FULL_TIME_BODY: '{room} odasındaki maç bitti. Özeti görmek için dokun.',
  PICK_ENDING_TITLE: '{room}: seçim süren bitiyor',
  PICK_ENDING_BODY: '{pick}. seçim için en fazla 10 dakikan kaldı; seçmezsen senin yerine seçilecek.',
  MATCHDAY_SOON_TITLE: '{room}: maç günü başlıyor',
  MATCHDAY_SOON_BODY: '{round}. hafta 10 dakika içinde başlıyor. Maçı canlı izlemek için dokun.',
  MAIL_OPEN: 'Açmak için:',
  MAIL_FOOTER: 'Bu e-postayı onbir hesabınızda bildirimler açık olduğu için aldınız; profilinizden kapatabilirsiniz.',
  PUSH_ENDPOINT_INVALID: 'Bildirim adresi https ile başlayan geçerli bir adres olmalıdır.',
  PUSH_ENDPOINT_HOST: 'Bu adres bilinen bir tarayıcı bildirim servisine ait değil.',
  PUSH_ENDPOINT_TOO_LONG: 'Bildirim adresi en fazla {max} karakter olabilir.',
  PUSH_KEYS_INVALID: 'Bildirim anahtarları geçersiz (p256dh ve auth base64url olmalıdır).',
  PUSH_ENDPOINT_TAKEN: 'Bu bildirim adresi başka bir hesaba kayıtlı.',
  PUSH_SUBSCRIPTION_NOT_FOUND: 'Bu bildirim aboneliği bulunamadı.',
  PUSH_SETTINGS_INVALID: 'Bildirim ayarları geçersiz.',
  SUBSCRIBED: 'Bildirimler açıldı.',
  UNSUBSCRIBED: 'Bildirimler bu cihazda kapatıldı.',
  SETTINGS_SAVED: 'Bildirim ayarları kaydedildi.',
} as const;

export type NotificationCode = keyof typeof notificationMessages;
