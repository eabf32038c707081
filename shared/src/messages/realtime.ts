/** Turkish texts of the realtime connection's refusals, keyed by stable code. */
export const realtimeMessages = {
  SOCKET_FLOOD: 'Çok hızlı istek gönderiyorsunuz; lütfen biraz bekleyin.',
  /** Sent to a socket just before it is disconnected for flooding. */
  SOCKET_FLOOD_DISCONNECTED: 'Çok hızlı istek gönderdiğiniz için canlı bağlantınız kapatıldı. Sayfayı yenileyerek yeniden bağlanabilirsiniz.',
  TOO_MANY_SOCKETS: 'Bu hesapla çok fazla canlı bağlantı açık. Kullanmadığınız sekmeleri kapatıp sayfayı yenileyin.',
  TOO_MANY_SOCKETS_FROM_ADDRESS: 'Bu adresten çok fazla canlı bağlantı açık. Lütfen biraz sonra tekrar deneyin.',
  SOCKET_HANDSHAKES_THROTTLED: 'Bu adresten çok sık yeni bağlantı açılıyor. Lütfen bir dakika sonra tekrar deneyin.',
  LIVE_CONNECTION_ONLY: 'Bu bağlantı yalnızca canlı sunum içindir.',
} as const;

export type RealtimeRefusalCode = keyof typeof realtimeMessages;
