/**
 * Turkish texts of the new drafts (issue 42, docs/drafts.md), keyed by stable code: the auction's refusals
 * (shared/src/auction/), "Beşten birini seç"'s (shared/src/pickFive/), and the share text of a run.
 */
export const draftRefusalTexts = {
  AUCTION_BUDGET_TOO_SMALL: 'Bütçe, kadronun her yerini en düşük fiyattan doldurmaya yetmeli: en az {min} M€.',
  AUCTION_CLOCK_INVALID: 'Teklif süresi {min}-{max} saniye olmalı; son saniye uzatması bu süreden kısa olmalı.',
  AUCTION_FINISHED: 'Açık artırma bitti.',
  AUCTION_NOT_MANAGER: 'Bu açık artırmanın menajerlerinden değilsiniz.',
  AUCTION_LOT_OPEN: 'Bir oyuncu hâlâ artırmada; satılmasını bekleyin.',
  AUCTION_NOT_YOUR_NOMINATION: 'Oyuncu önerme sırası sizde değil.',
  AUCTION_PLAYER_SOLD: 'Bu oyuncu zaten satıldı.',
  AUCTION_NO_SLOT: 'Kadronuzda bu oyuncunun oynayabileceği boş bir yer yok.',
  AUCTION_SQUAD_FULL: 'Kadronuz dolu.',
  AUCTION_BID_NOT_WHOLE: 'Teklif tam sayı M€ olmalı.',
  AUCTION_OPENING_TOO_LOW: 'Açılış teklifi en az {min} M€ olmalı.',
  AUCTION_NO_LOT: 'Şu anda artırmada oyuncu yok.',
  AUCTION_LOT_STALE: 'Bu teklif önceki bir oyuncu içindi; artırma ilerledi.',
  AUCTION_LOT_CLOSED: 'Bu oyuncunun artırma süresi doldu.',
  AUCTION_ALREADY_LEADING: 'En yüksek teklif zaten sizin.',
  AUCTION_BID_TOO_LOW: 'Teklif en az {min} M€ olmalı.',
  AUCTION_OVER_BUDGET: 'En fazla {max} M€ teklif verebilirsiniz: kalan yerler için bütçe ayrılmalı.',
  AUCTION_ALREADY_SEALED: 'Bu oyuncu için kapalı teklifinizi zaten verdiniz.',
  AUCTION_NOT_DUE: 'Artırma süresi henüz dolmadı.',
  PICK_FIVE_FINISHED: 'Kadro tamam; seçilecek başka kart yok.',
  PICK_FIVE_NO_SUCH_CARD: 'Beş karttan birini seçin (1-{max}).',
  PICK_FIVE_INCOMPLETE: 'Kadro tamamlanmadı: {left} kart daha seçin.',
  PICK_FIVE_NOT_TODAY: 'Bu koşu günün meydan okumasına ait değil (bugün {date}).',
  PICK_FIVE_DECISION_NO_TIE: 'Bu tur oynanmadı: kararlar yalnızca oynanan maçlarda verilebilir.',
  PICK_FIVE_DECISION_ORDER: 'Bir maçtaki kararlar dakika sırasıyla verilmeli.',
  PICK_FIVE_ALREADY_PLAYED: 'Günün meydan okumasını bugün zaten oynadınız; yarın yeni kartlarla gelin.',
} as const;

export type DraftRefusalCode = keyof typeof draftRefusalTexts;

/** The share text of a "Beşten birini seç" run (pickFive/share.ts): it names no card. */
export const draftTexts = {
  SHARE_DAILY_TITLE: 'onbir · Günün draftı {date}',
  SHARE_RUN_TITLE: 'onbir · Beşten birini seç',
  SHARE_TEAM: '{formation} · Güç {strength} · Kimya {chemistry}/33',
  SHARE_CHAMPION: 'Şampiyon!',
  SHARE_OUT: '{round}. turda elendi',
} as const;

export type DraftTextKey = keyof typeof draftTexts;
