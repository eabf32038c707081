/** Turkish texts of video analysis ("Video analizi"), keyed by stable code (English: ./en/video.ts). */
export const videoMessages = {
  VIDEO_FILE_BROKEN: 'Dosya bir video analizi değil, bozuk veya çok büyük.',
  VIDEO_FILE_VERSION: 'Bu analiz dosyası daha yeni bir sürümle yapılmış (sürüm {version}); bu sürüm en fazla {max} açabilir.',
  VIDEO_TOO_MANY_ANNOTATIONS: 'Bir videoda en fazla {max} çizim ve dondurma olabilir.',
  VIDEO_TEXT_EMPTY: 'Önce yazıyı girin, sonra videoda yerine dokunun.',
} as const;

export type VideoCode = keyof typeof videoMessages;
