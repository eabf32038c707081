/**
 * Turkish texts of the tournament game's refusals (rooms, lobby, draft, tournament), keyed by stable code
 * (shared/src/game/refusal.ts). `{name}` marks a value filled in by `gameMessage`.
 */
export const gameMessages = {
  ROOM_NOT_FOUND: 'Oda bulunamadı.',
  NOT_MEMBER: 'Bu odanın oyuncusu değilsiniz.',
  NOT_CREATOR: 'Bu işlemi yalnızca oda kurucusu yapabilir.',
  SESSION_INVALID: 'Oturumunuz geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.',
  CONFLICT: 'Bu işlem başka bir işlemle çakıştı; lütfen tekrar deneyin.',
  // lobby
  PASSWORD_REQUIRED: 'Bu oda şifreli. Lütfen şifreyi girin.',
  WRONG_PASSWORD: 'Şifre yanlış.',
  ROOM_STARTED: 'Bu odada oyun başladı; artık katılamazsınız.',
  ROOM_FULL: 'Oda dolu.',
  READY_ONLY_IN_LOBBY: 'Hazır durumu yalnızca lobide değiştirilebilir.',
  KICK_NOT_CREATOR: 'Sadece oda kurucusu oyuncu atabilir.',
  KICK_SELF: 'Kendinizi odadan atamazsınız; ayrılmak için Odadan Ayrıl düğmesini kullanın.',
  PLAYER_NOT_IN_ROOM: 'Bu oyuncu odada değil.',
  KICK_AFTER_START: 'Turnuva başladıktan sonra oyuncu atılamaz.',
  LEAVE_AFTER_START: 'Turnuva başladıktan sonra odadan ayrılamazsınız.',
  DRAFT_ALREADY_STARTED: 'Draft zaten başladı.',
  ROOM_NOT_FULL: 'Oda dolmadan draft başlatılamaz.',
  NOT_ALL_READY: 'Tüm oyuncular hazır olmadan draft başlatılamaz.',
  FORMATION_AFTER_START: 'Turnuva başladıktan sonra diziliş değiştirilemez.',
  // draft
  DRAFT_NOT_ACTIVE: 'Oyuncu seçimi şu an yapılamaz; draft aktif değil.',
  SQUAD_FULL: 'Kadronuz zaten 11 oyuncudan oluşuyor.',
  NOT_YOUR_TURN: 'Şu an sıra sizde değil.',
  UNKNOWN_SLOT: "'{slot}' dizilişinizde ({formation}) olmayan bir pozisyon.",
  SLOT_TAKEN: 'Bu pozisyon zaten dolu.',
  ALREADY_DRAFTED: 'Bu oyuncu bu odada zaten seçildi.',
  WRONG_LEAGUE: 'Bu oyuncu odanın seçili liglerinden birinde oynamıyor.',
  WRONG_POSITION: 'Bu oyuncu {position} pozisyonunda oynayamaz.',
  NO_FREE_SLOT_FOR_PLAYER: '{player} boş bir pozisyonunuzda oynayamaz.',
  PLAYER_NOT_FOUND: 'Oyuncu bulunamadı.',
  AMBIGUOUS_PLAYER: 'Bu isim tek bir uygun oyuncuyu göstermiyor; oyuncuyu listeden seçin.',
  // tournament
  TOURNAMENT_NEEDS_DRAFT: 'Turnuva yalnızca draft tamamlandığında başlatılabilir.',
  TOO_FEW_PLAYERS: 'Turnuva için en az iki oyuncu gerekir.',
  TOURNAMENT_NOT_STARTED: 'Turnuva henüz başlamadı.',
  TOURNAMENT_FINISHED: 'Turnuva tamamlandı; oynanacak maç kalmadı.',
  MATCH_LIVE: 'Şu anda oynanan bir maç var; bitmesini bekleyin.',
  NO_FIXTURE: 'Oynanacak maç kalmadı.',
  SQUAD_INCOMPLETE: 'Kadrolar eksik: her takımda 11 oyuncu olmalı.',
} as const;

export type GameRefusalCode = keyof typeof gameMessages;

/** The Turkish text of a code with its `{name}` values filled in. */
export function gameMessage(code: GameRefusalCode, params: Record<string, string | number> = {}): string {
  return gameMessages[code].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
