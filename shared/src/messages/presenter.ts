/** Turkish texts of the live presenter mode ("Canlı sunum"), keyed by stable code. */
export const presenterMessages = {
  LIVE_NOT_FOUND: 'Bu kodla süren bir canlı sunum yok. Kodu kontrol edin; sunum bitmiş olabilir.',
  LIVE_BAD_CODE: 'Sunum kodu 6 karakterdir (harf ve rakam), ör. K7M 2QX.',
  LIVE_FULL: 'Bu sunum izleyici sınırına ulaştı ({max} izleyici). Sunan kişiye haber verin.',
  LIVE_FULL_FROM_NETWORK: 'Bu ağdan bu sunumu izleyebilecek bağlantı sınırına ulaşıldı ({max}). Sunan kişiye haber verin.',
  LIVE_NOT_PRESENTER: 'Bu sunumu yalnızca onu başlatan kişi yönetebilir; izleyiciler tahtayı değiştiremez.',
  LIVE_BOARD_TOO_BIG: 'Tahta canlı sunum için çok büyük ({kb} KB sınırı). İzlerin veya kalem çizimlerinin bir kısmını temizleyin.',
  LIVE_STILL_TOO_BIG: 'Durdurulan kare canlı sunum için çok büyük ({kb} KB sınırı).',
  LIVE_TOO_FAST: 'Çok hızlı güncelleme gönderiliyor; izleyicilere bir kısmı iletilemedi. Birazdan tahtanın son hâli gönderilecek.',
  LIVE_TOO_MANY_SESSIONS: 'Bu adresten aynı anda çok fazla canlı sunum açık ({max}). Kullanmadığınız sunumları bitirin.',
  LIVE_TOO_MANY_SESSIONS_FROM_NETWORK: 'Bu ağdan aynı anda açılabilecek canlı sunum sınırına ulaşıldı ({max}). Kullanmadığınız sunumları bitirin veya biraz sonra tekrar deneyin.',
  LIVE_SERVER_FULL: 'Sunucuda şu an yeni bir canlı sunum için yer yok. Lütfen biraz sonra tekrar deneyin.',
  LIVE_BAD_REQUEST: 'Geçersiz canlı sunum isteği.',
  LIVE_ENDED: 'Sunum sona erdi.',
  LIVE_EXPIRED: 'Sunum uzun süre hareketsiz kaldığı için sona erdi.',
  LIVE_PRESENTER_ELSEWHERE: 'Bu sunum artık başka bir pencereden yönetiliyor.',
} as const;

export type PresenterCode = keyof typeof presenterMessages;

export function presenterMessage(code: PresenterCode, params: Record<string, string | number> = {}): string {
  return presenterMessages[code].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`));
}
