/**
 * Turkish texts of match day (shared/src/game/matchDay.ts): tournament formats, automatic continue,
 * rematch and replays, keyed by stable code. `{name}` marks a value filled in by `fillMessage`.
 */
export const matchDayMessages = {
  AUTO_CONTINUE_OFF: 'Bu odada otomatik devam kapalı.',
  AUTO_CONTINUE_NOT_NOW: 'Otomatik devam yalnızca turnuva sürerken duraklatılabilir veya sürdürülebilir.',
  AUTO_CONTINUE_NOT_HOST: 'Otomatik devamı yalnızca oda kurucusu duraklatabilir veya sürdürebilir.',
  REMATCH_NOT_FINISHED: 'Rövanş yalnızca turnuva bittikten sonra istenebilir.',
  REPLAY_NOT_FOUND: 'Maç tekrarı bulunamadı.',
  REPLAY_NOT_PLAYED: 'Bu maç henüz bitmedi; tekrarı maç bitince izlenebilir.',
  REPLAY_PRIVATE: 'Bu maç şifreli bir odada oynandı; tekrarını yalnızca odanın oyuncuları veya paylaşım bağlantısı olanlar izleyebilir.',
  // texts shown on the match screen
  NEXT_MATCH: 'Sıradaki maç: {teamA} – {teamB}',
  STARTS_BY_HOST: 'Maçı {host} başlatacak.',
  STARTS_AUTOMATICALLY: 'Maç {seconds} saniye içinde otomatik başlayacak.',
  AUTO_PAUSED: 'Otomatik devam duraklatıldı.',
} as const;

export type MatchDayCode = keyof typeof matchDayMessages;
