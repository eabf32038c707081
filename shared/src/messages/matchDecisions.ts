/**
 * Turkish texts of the refusals of match-day decisions (shared/src/match/decisionRules.ts): substitutions,
 * formation and tactics during a live match, and the plans set before kick-off. Keyed by stable code.
 */
export const matchDecisionMessages = {
  DECISION_NOT_YOUR_TEAM: 'Yalnızca kendi takımın için değişiklik yapabilirsin.',
  DECISION_MATCH_OVER: 'Maç bitti; artık değişiklik yapılamaz.',
  SUB_LIMIT: 'Oyuncu değişikliği hakkın doldu: bir maçta en fazla 5 değişiklik yapılabilir (uzatmalarda 1 hak daha).',
  SUB_WINDOWS_USED: 'Oyunu durdurup değişiklik yapma hakkın (3 kez) doldu; devre arasında yine değişiklik yapabilirsin.',
  PLAYER_ALREADY_OFF: 'Bu oyuncu oyundan çıktı: oyundan çıkan bir oyuncu yeniden oyuna giremez.',
  PLAYER_NOT_ON_PITCH: 'Çıkacak oyuncu şu anda sahada değil.',
  PLAYER_NOT_ON_BENCH: 'Girecek oyuncu yedek kulübesinde değil.',
  FORMATION_UNKNOWN: 'Böyle bir diziliş yok.',
  FORMATION_POSITIONS_INVALID: 'Oyuncuların yerleri yeni dizilişin mevkilerine uymuyor.',
  TACTIC_UNKNOWN: 'Geçersiz taktik seçimi.',
  PLAN_TOO_MANY: 'Bir maç için en fazla 8 plan kuralı kurulabilir.',
  PLAN_MINUTE_INVALID: 'Plan dakikası 1 ile 120 arasında olmalı.',
  PLAN_EMPTY: 'Plan kuralı en az bir değişiklik içermeli.',
  PLAN_PLAYER_UNKNOWN: 'Plandaki oyuncu bu kadroda yok.',
} as const;

export type MatchDecisionCode = keyof typeof matchDecisionMessages;
