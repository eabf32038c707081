/**
 * Turkish texts of the draft's AI managers, pick queue and seats (shared/src/game/aiManager.ts,
 * pickQueue.ts, seats.ts), keyed by stable code. `{name}` marks a value filled in by `fillMessage` (./fill.ts).
 */
export const draftAiMessages = {
  // lobby: AI seats, the start of the draft, leaving
  FILL_NOT_CREATOR: 'Boş koltukları yalnızca oda kurucusu yapay zekâ menajerleriyle doldurabilir.',
  FILL_AFTER_START: 'Yapay zekâ menajerleri yalnızca draft başlamadan eklenebilir.',
  FILL_NO_EMPTY_SEAT: 'Odada boş koltuk yok.',
  START_TOO_FEW_SEATS: 'Draft için en az 2 takım gerekir; boş koltukları yapay zekâ menajerleriyle doldurabilirsiniz.',
  AI_SEAT_AFTER_START: 'Draft başladıktan sonra yapay zekâ menajeri odadan çıkarılamaz.',
  // the private pick queue ("seçim listesi": "sıra" already means the turn); drafted and other-league
  // players are refused with the game catalogue's ALREADY_DRAFTED and WRONG_LEAGUE
  QUEUE_FULL: 'Seçim listeniz dolu: en fazla {max} oyuncu ekleyebilirsiniz.',
  QUEUE_NOT_QUEUED: 'Bu oyuncu seçim listenizde değil.',
  // notices shown to everyone in the room
  NOTICE_REPLACED: '{leaver} ayrıldı; yerine {ai} (yapay zekâ) geçti.',
  NOTICE_KICKED_REPLACED: '{leaver} odadan çıkarıldı; yerine {ai} (yapay zekâ) geçti.',
  NOTICE_ROOM_ENDED: '{leaver} ayrıldı; odada oyuncu kalmadığı için oda kapandı.',
  NOTICE_NEW_CREATOR: 'Oda kurucusu artık {creator}.',
  NOTICE_CLOCK_PICK: 'Süre doldu: {player} otomatik seçildi.',
  NOTICE_AUTODRAFT_PICK: 'Otomatik seç: {player} seçildi.',
} as const;

export type DraftAiCode = keyof typeof draftAiMessages;

