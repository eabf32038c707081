/** The board's alerts, verbatim from spec 8.1. */
export const BOARD_ALERTS = {
  pngWhileRecording: 'Video kaydı devam ederken PNG indirilemez. Önce kaydı durdurun.',
  pngFailed: 'Görüntü indirilemedi. Tarayıcı desteğini kontrol edin.',
  noCanvas: 'Video kaydı için Canvas oluşturulamadı. Tarayıcınız desteklemiyor olabilir.',
  noStreamCapture: 'Tarayıcınız Canvas akış yakalamayı desteklemiyor. Güncel bir Chrome veya Firefox kullanın.',
  noWebm: 'Tarayıcınız WebM video kaydını desteklemiyor.',
  noVideo: 'İndirilecek kayıtlı bir video bulunmuyor.',
} as const;
