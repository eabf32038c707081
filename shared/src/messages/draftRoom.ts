/**
 * Turkish texts of the draft room around the draft rules (shared/src/game/draftRoom.ts): room security,
 * picks answered twice, chat and reactions, and the notices the room shows. Keyed by stable code;
 * `{name}` marks a value filled in by `fillMessage` (./fill.ts).
 */
export const draftRoomMessages = {
  // room security (issue 15 item 7)
  TOO_MANY_ROOMS: 'En fazla {max} açık odanız olabilir; yeni oda kurmak için önce birinden ayrılın.',
  BANNED: 'Bu odadan çıkarıldınız; oda kurucusu engeli kaldırmadan tekrar katılamazsınız.',
  NOT_BANNED: 'Bu kullanıcının odaya girişi engelli değil.',
  JOIN_THROTTLED: 'Bu odaya çok fazla katılma denemesi yapıldı; lütfen {seconds} saniye sonra tekrar deneyin.',
  LOCKED_MEMBERS_ONLY: 'Bu oda şifreli; ayrıntılarını yalnızca odadaki oyuncular görebilir.',
  // picks
  PICK_STALE: 'Bu seçim sırası geçti; oda güncellendi.',
  // chat and reactions
  CHAT_EMPTY: 'Mesaj boş olamaz.',
  CHAT_TOO_LONG: 'Mesaj en fazla {max} karakter olabilir.',
  CHAT_RATE_LIMITED: 'Çok hızlı mesaj gönderiyorsunuz; lütfen biraz bekleyin.',
  REACTION_UNKNOWN: 'Bu tepki kullanılamaz.',
  REACTION_NO_PICK: 'Bu seçim bulunamadı.',
  // notices
  NOTICE_KICKED: '“{room}” odasından oda kurucusu tarafından çıkarıldınız.',
  NOTICE_PICK_PLACED: '{player} {slot} mevkiine yerleşti.',
} as const;

export type DraftRoomCode = keyof typeof draftRoomMessages;
