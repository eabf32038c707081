/**
 * Turkish texts of the draft's AI managers, pick queue and seats (shared/src/game/aiManager.ts,
 * pickQueue.ts, seats.ts), keyed by stable code. `{name}` marks a value filled in by `fillMessage` (./fill.ts).
 */
export const draftAiMessages = {
  // lobby: AI seats and the start of the draft
  FILL_NOT_CREATOR: 'Boş koltukları yalnızca oda kurucusu yapay zekâ menajerleriyle doldurabilir.',
  FILL_AFTER_START: 'Yapay zekâ menajerleri yalnızca draft başlamadan eklenebilir.',
  FILL_NO_EMPTY_SEAT: 'Odada boş koltuk yok.',
  START_NOT_CREATOR: 'Draftı yalnızca oda kurucusu başlatabilir.',
  START_NOT_IN_LOBBY: 'Draft zaten başladı.',
  START_NO_HUMAN: 'Draft için odada en az bir oyuncu olmalı.',
  START_TOO_FEW_SEATS: 'Draft için en az 2 takım gerekir; boş koltukları yapay zekâ menajerleriyle doldurabilirsiniz.',
  START_NOT_ALL_READY: 'Tüm oyuncular hazır olmadan draft başlatılamaz.',
  LEAVE_NOT_MEMBER: 'Bu odanın oyuncusu değilsiniz.',
  LEAVE_AI_SEAT: 'Yapay zekâ menajeri odadan ayrılamaz.',
  // the private pick queue
  QUEUE_FULL: 'Sıranız dolu: en fazla {max} oyuncu ekleyebilirsiniz.',
  QUEUE_ALREADY_DRAFTED: 'Bu oyuncu bu odada zaten seçildi.',
  QUEUE_WRONG_LEAGUE: 'Bu oyuncu odanın seçili liglerinden birinde oynamıyor.',
  QUEUE_NOT_QUEUED: 'Bu oyuncu sıranızda değil.',
  // notices shown to everyone in the room
  NOTICE_REPLACED: '{leaver} ayrıldı; yerine {ai} (yapay zekâ) geçti.',
  NOTICE_ROOM_ENDED: '{leaver} ayrıldı; odada oyuncu kalmadığı için oda kapandı.',
  NOTICE_NEW_CREATOR: 'Oda kurucusu artık {creator}.',
  NOTICE_CLOCK_PICK: 'Süre doldu: {player} otomatik seçildi.',
  NOTICE_AUTODRAFT_PICK: 'Otomatik seç: {player} seçildi.',
} as const;

export type DraftAiCode = keyof typeof draftAiMessages;

