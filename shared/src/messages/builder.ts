/** Turkish texts of the first-eleven builder's refusals, keyed by stable code (shared/src/builder/squad.ts). */
export const builderMessages = {
  LINEUP_FULL: 'İlk 11 dolu: önce bir oyuncuyu çıkarın ya da dolu bir slotu değiştirin.',
  UNKNOWN_PLACE: 'Bu diziliş için böyle bir yer yok.',
  NOT_IN_SQUAD: 'Bu oyuncu kadroda değil.',
  CAPTAIN_NOT_IN_ELEVEN: 'Kaptan ilk 11 içinden seçilir.',
  NUMBER_RANGE: 'Forma numarası 1 ile 99 arasında olmalı.',
  NUMBER_TAKEN: 'Bu forma numarası kadroda başka bir oyuncuda.',
} as const;

export type BuilderRefusalCode = keyof typeof builderMessages;
