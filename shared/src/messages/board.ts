/** The tactics board's refusals beyond the alerts of spec 8.1 (animation, video export, keyboard). */
export const boardMessages = {
  ANIMATION_NEEDS_STEPS: 'Animasyon için en az iki adım gerekir. Önce “Adım Ekle” ile bir adım ekleyin.',
  NO_VIDEO_ENCODER: 'Tarayıcınız video kodlamayı (WebCodecs) desteklemiyor. Güncel bir Chrome veya Edge kullanın.',
  NO_MP4: 'Bu tarayıcı MP4 (H.264) kodlayamıyor; WebM seçin.',
  VIDEO_FAILED: 'Video oluşturulamadı. Lütfen tekrar deneyin.',
  EDIT_WHILE_PLAYING: 'Animasyon oynarken düzenleme yapılamaz.',
  PIECE_NOT_REMOVABLE: 'Oyuncular ve top silinemez.',
} as const;
export type BoardMessageCode = keyof typeof boardMessages;
