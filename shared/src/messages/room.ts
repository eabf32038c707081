/**
 * Turkish texts of the room game (lobby, draft, tournament, match day): every refusal keyed by its stable
 * code (shared/src/room/refusal.ts), then the notices and answers the room's actions give. `{name}` marks a
 * value filled in by `fillMessage`.
 */
export const roomRefusalTexts = {
  // who and which room
  ROOM_NOT_FOUND: 'Oda bulunamadı.',
  NOT_MEMBER: 'Bu odanın oyuncusu değilsiniz.',
  NOT_CREATOR: 'Bu işlemi yalnızca oda kurucusu yapabilir.',
  SESSION_INVALID: 'Oturumunuz geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.',
  CONFLICT: 'Bu işlem başka bir işlemle çakıştı; lütfen tekrar deneyin.',
  TOO_MANY_ROOMS: 'En fazla {max} açık odanız olabilir; yeni oda kurmak için önce birinden ayrılın.',
  LOCKED_MEMBERS_ONLY: 'Bu oda şifreli; ayrıntılarını yalnızca odadaki oyuncular görebilir.',
  // joining
  PASSWORD_REQUIRED: 'Bu oda şifreli. Lütfen şifreyi girin.',
  WRONG_PASSWORD: 'Şifre yanlış.',
  JOIN_THROTTLED: 'Bu odaya çok fazla katılma denemesi yapıldı; lütfen {seconds} saniye sonra tekrar deneyin.',
  BANNED: 'Bu odadan çıkarıldınız; oda kurucusu engeli kaldırmadan tekrar katılamazsınız.',
  ROOM_STARTED: 'Bu odada oyun başladı; artık katılamazsınız.',
  ROOM_FULL: 'Oda dolu.',
  // lobby and seats
  READY_ONLY_IN_LOBBY: 'Hazır durumu yalnızca lobide değiştirilebilir.',
  KICK_NOT_CREATOR: 'Sadece oda kurucusu oyuncu atabilir.',
  KICK_SELF: 'Kendinizi odadan atamazsınız; ayrılmak için Odadan Ayrıl düğmesini kullanın.',
  PLAYER_NOT_IN_ROOM: 'Bu oyuncu odada değil.',
  KICK_AFTER_START: 'Turnuva başladıktan sonra oyuncu atılamaz.',
  AI_SEAT_AFTER_START: 'Draft başladıktan sonra yapay zekâ menajeri odadan çıkarılamaz.',
  NOT_BANNED: 'Bu kullanıcının odaya girişi engelli değil.',
  FILL_NOT_CREATOR: 'Boş koltukları yalnızca oda kurucusu yapay zekâ menajerleriyle doldurabilir.',
  FILL_AFTER_START: 'Yapay zekâ menajerleri yalnızca draft başlamadan eklenebilir.',
  FILL_NO_EMPTY_SEAT: 'Odada boş koltuk yok.',
  DRAFT_ALREADY_STARTED: 'Draft zaten başladı.',
  NOT_ALL_READY: 'Tüm oyuncular hazır olmadan draft başlatılamaz.',
  START_TOO_FEW_SEATS: 'Draft için en az 2 takım gerekir; boş koltukları yapay zekâ menajerleriyle doldurabilirsiniz.',
  FORMATION_AFTER_START: 'Turnuva başladıktan sonra diziliş değiştirilemez.',
  // the draft
  DRAFT_NOT_ACTIVE: 'Oyuncu seçimi şu an yapılamaz; draft aktif değil.',
  DRAFT_PAUSED: 'Draft duraklatıldı; oda kurucusu devam ettirince seçim yapılabilir.',
  SQUAD_FULL: 'Kadronuz zaten tamam.',
  NOT_YOUR_TURN: 'Şu an sıra sizde değil.',
  PICK_STALE: 'Bu seçim sırası geçti; oda güncellendi.',
  UNKNOWN_SLOT: "'{slot}' dizilişinizde ({formation}) olmayan bir pozisyon.",
  SLOT_TAKEN: 'Bu pozisyon zaten dolu.',
  BENCH_AFTER_ELEVEN: 'Yedekler ilk 11 tamamlandıktan sonra seçilir.',
  ALREADY_DRAFTED: 'Bu oyuncu bu odada zaten seçildi.',
  WRONG_LEAGUE: 'Bu oyuncu odanın seçili liglerinden birinde oynamıyor.',
  WRONG_POSITION: 'Bu oyuncu {position} pozisyonunda oynayamaz.',
  NO_FREE_SLOT_FOR_PLAYER: '{player} boş bir pozisyonunuzda oynayamaz.',
  PLAYER_NOT_FOUND: 'Oyuncu bulunamadı.',
  AMBIGUOUS_PLAYER: 'Bu isim tek bir uygun oyuncuyu göstermiyor; oyuncuyu listeden seçin.',
  PAUSE_NOT_NOW: 'Draft yalnızca sürerken duraklatılabilir veya devam ettirilebilir.',
  QUEUE_FULL: 'Seçim listeniz dolu: en fazla {max} oyuncu ekleyebilirsiniz.',
  // chat and reactions
  CHAT_EMPTY: 'Mesaj boş olamaz.',
  CHAT_TOO_LONG: 'Mesaj en fazla {max} karakter olabilir.',
  CHAT_RATE_LIMITED: 'Çok hızlı mesaj gönderiyorsunuz; lütfen biraz bekleyin.',
  REACTION_UNKNOWN: 'Bu tepki kullanılamaz.',
  REACTION_NO_PICK: 'Bu seçim bulunamadı.',
  // the managers' own clubs
  CLUB_NOT_YOUR_SEAT: 'Yalnızca kendi kulübünüzün adını ve renklerini değiştirebilirsiniz.',
  CLUB_LOCKED: 'Kulüp adı ve renkleri ilk maç başladıktan sonra değiştirilemez.',
  CLUB_NAME_REQUIRED: 'Kulüp adı zorunludur.',
  CLUB_NAME_TOO_SHORT: 'Kulüp adı en az {min} karakter olmalıdır.',
  CLUB_NAME_TOO_LONG: 'Kulüp adı en fazla {max} karakter olabilir.',
  CLUB_NAME_CHARACTERS: "Kulüp adı en az bir harf içermeli; yalnızca harf, rakam, boşluk ve . - ' & kullanılabilir.",
  CLUB_NAME_MARKS: 'Kulüp adında bir harfin üzerine en fazla {max} işaret (aksan) konabilir.',
  CLUB_COLOR_INVALID: 'İki forma rengi seçin; renkler #RRGGBB biçiminde olmalıdır (ör. #E30A17).',
  CLUB_COLORS_TOO_CLOSE: 'İki forma rengi birbirine çok yakın; kolayca ayırt edilen iki renk seçin.',
  CLUB_NAME_TAKEN: 'Bu kulüp adı odada zaten kullanılıyor.',
  // the tournament and match day
  TOURNAMENT_NEEDS_DRAFT: 'Turnuva yalnızca draft tamamlandığında başlatılabilir.',
  TOO_FEW_PLAYERS: 'Turnuva için en az iki oyuncu gerekir.',
  TOURNAMENT_NOT_STARTED: 'Turnuva henüz başlamadı.',
  TOURNAMENT_FINISHED: 'Turnuva tamamlandı; oynanacak maç kalmadı.',
  MATCH_LIVE: 'Şu anda oynanan bir maç var; bitmesini bekleyin.',
  MATCH_NOT_LIVE: 'Bu maç şu anda oynanmıyor.',
  NO_FIXTURE: 'Oynanacak maç kalmadı.',
  SQUAD_INCOMPLETE: 'Kadrolar eksik: her takımda 11 oyuncu olmalı.',
  NOT_DUE: 'Zamanı gelmedi.',
  AUTO_CONTINUE_OFF: 'Bu odada otomatik devam kapalı.',
  AUTO_CONTINUE_NOT_NOW: 'Otomatik devam yalnızca turnuva sürerken duraklatılabilir veya sürdürülebilir.',
  AUTO_CONTINUE_NOT_HOST: 'Otomatik devamı yalnızca oda kurucusu duraklatabilir veya sürdürebilir.',
  REMATCH_NOT_FINISHED: 'Rövanş yalnızca turnuva bittikten sonra istenebilir.',
  REPLAY_NOT_FOUND: 'Maç tekrarı bulunamadı.',
  REPLAY_NOT_PLAYED: 'Bu maç henüz bitmedi; tekrarı maç bitince izlenebilir.',
  REPLAY_PRIVATE: 'Bu maç şifreli bir odada oynandı; tekrarını yalnızca odanın oyuncuları veya paylaşım bağlantısı olanlar izleyebilir.',
  REPLAY_OUTDATED: 'Bu maç oyunun eski bir sürümüyle oynandı; tekrarı gösterilemiyor. Sonucu ve anlatımı maç geçmişinde duruyor.',
} as const;

export type RoomRefusalCode = keyof typeof roomRefusalTexts;

/** The notices the room shows and the answers its actions give. */
export const roomTexts = {
  // notices shown to everyone in the room
  NOTICE_REPLACED: '{leaver} ayrıldı; yerine {ai} (yapay zekâ) geçti.',
  NOTICE_KICKED_REPLACED: '{leaver} odadan çıkarıldı; yerine {ai} (yapay zekâ) geçti.',
  NOTICE_LEFT: '{leaver} odadan ayrıldı.',
  NOTICE_KICKED_LEFT: '{leaver} odadan çıkarıldı.',
  NOTICE_ROOM_ENDED: '{leaver} ayrıldı; odada oyuncu kalmadığı için oda kapandı.',
  NOTICE_NEW_CREATOR: 'Oda kurucusu artık {creator}.',
  NOTICE_CLOCK_PICK: 'Süre doldu: {player} otomatik seçildi.',
  NOTICE_AUTODRAFT_PICK: 'Otomatik seç: {player} seçildi.',
  NOTICE_DRAFT_PAUSED: '{host} draftı duraklattı.',
  NOTICE_DRAFT_RESUMED: '{host} draftı devam ettirdi.',
  NOTICE_KICKED: '“{room}” odasından oda kurucusu tarafından çıkarıldınız.',
  // answers
  CREATED: 'Oda başarıyla oluşturuldu.',
  JOINED: 'Odaya katıldınız.',
  ALREADY_JOINED: 'Zaten bu odadasınız.',
  KICKED: 'Oyuncu odadan atıldı.',
  READY_ON: 'Hazırsınız.',
  READY_OFF: 'Hazır durumunuz kaldırıldı.',
  LEFT: 'Odadan ayrıldınız.',
  FILLED: 'Boş koltuklara yapay zekâ menajerleri oturdu.',
  UNBANNED: 'Engel kaldırıldı; oyuncu odaya tekrar katılabilir.',
  DRAFT_STARTED: 'Draft başladı.',
  PICK_PLACED: '{player} {position} mevkiine yerleşti.',
  FORMATION_SAVED: 'Diziliş kaydedildi.',
  CLUB_SAVED: 'Kulübünüz kaydedildi.',
  AUTODRAFT_ON: 'Otomatik seç açık.',
  AUTODRAFT_OFF: 'Otomatik seç kapalı.',
  QUEUE_SAVED: 'Seçim listeniz kaydedildi.',
  DRAFT_PAUSED: 'Draft duraklatıldı.',
  DRAFT_RESUMED: 'Draft devam ediyor.',
  TOURNAMENT_STARTED: 'Turnuva başladı.',
  MATCH_STARTED: 'Maç başladı.',
  DECISION_SAVED: 'Değişiklik {minute}. dakikadan sonra uygulanacak.',
  PLAN_SAVED: 'Maç planın kaydedildi; sıradaki maçlarda uygulanacak.',
  PLAN_CLEARED: 'Maç planın silindi.',
  AUTO_PAUSED_ON: 'Otomatik devam duraklatıldı.',
  AUTO_PAUSED_OFF: 'Otomatik devam sürüyor.',
  REMATCH_READY: 'Rövanş odası hazır.',
  REMATCH_NAME: '{name} (Rövanş)',
  WATCHING: 'Maçları izleyebilirsiniz.',
  DONE: 'Tamam.',
  // texts shown on the match screen
  NEXT_MATCH: 'Sıradaki maç: {teamA} – {teamB}',
  STARTS_BY_HOST: 'Maçı {host} başlatacak.',
  STARTS_AUTOMATICALLY: 'Maç {seconds} saniye içinde otomatik başlayacak.',
  AUTO_PAUSED: 'Otomatik devam duraklatıldı.',
  // the server's room and match routes and sockets
  JOIN_SOCKET_FAILED: 'Odaya bağlanılamadı.',
  INVALID_FIXTURE_ID: 'Geçersiz maç kimliği.',
  INVALID_SHARE_LINK: 'Geçersiz paylaşım bağlantısı.',
} as const;

export type RoomTextKey = keyof typeof roomTexts;

/** A text of the room catalogue by key and values, worded by each reader in their language. */
export interface RoomTextRef {
  key: RoomTextKey;
  values: Record<string, string | number>;
}
