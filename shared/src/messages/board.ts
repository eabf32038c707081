/** The tactics board's messages: the first board's alerts, word for word (docs/board.md, 'Recording and messages') and the others (animation, video export, keyboard, links). */
export const boardMessages = {
  PNG_WHILE_RECORDING: 'Video kaydı devam ederken PNG indirilemez. Önce kaydı durdurun.',
  PNG_FAILED: 'Görüntü indirilemedi. Tarayıcı desteğini kontrol edin.',
  NO_CANVAS: 'Video kaydı için Canvas oluşturulamadı. Tarayıcınız desteklemiyor olabilir.',
  NO_STREAM_CAPTURE: 'Tarayıcınız Canvas akış yakalamayı desteklemiyor. Güncel bir Chrome veya Firefox kullanın.',
  NO_WEBM: 'Tarayıcınız WebM video kaydını desteklemiyor.',
  NO_VIDEO: 'İndirilecek kayıtlı bir video bulunmuyor.',
  ANIMATION_NEEDS_STEPS: 'Animasyon için en az iki adım gerekir. Önce “Adım Ekle” ile bir adım ekleyin.',
  NO_VIDEO_ENCODER: 'Tarayıcınız video kodlamayı (WebCodecs) desteklemiyor. Güncel bir Chrome veya Edge kullanın.',
  NO_MP4: 'Bu tarayıcı MP4 (H.264) kodlayamıyor; WebM seçin.',
  VIDEO_FAILED: 'Video oluşturulamadı. Lütfen tekrar deneyin.',
  EDIT_WHILE_PLAYING: 'Animasyon oynarken düzenleme yapılamaz. Düzenlemeye dönmek için Escape’e basın.',
  PIECE_NOT_REMOVABLE: 'Oyuncular ve top Delete ile silinemez; oyuncuyu düzenleyicisinden çıkarın.',
  LINK_BROKEN: 'Bağlantı bozuk veya çok büyük.',
  SAVED_BROKEN: 'Kayıtlı tahta açılamadı: kayıt bozuk veya çok büyük.',
  LINK_COPIED: 'Bağlantı panoya kopyalandı.',
  LINK_NOT_COPIED: 'Bağlantı panoya kopyalanamadı; aşağıdaki alandan seçip kopyalayın.',
  DRAWING_LIMIT: 'Tahtada bu kadar çizim için yer kalmadı; bazı çizimleri temizleyin.',
  FULLSCREEN_UNAVAILABLE: 'Tarayıcı tam ekrana izin vermedi; tahta pencereyi dolduracak şekilde açıldı.',
} as const;
export type BoardMessageCode = keyof typeof boardMessages;
