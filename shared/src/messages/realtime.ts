/** Turkish texts of the realtime connection's refusals, keyed by stable code. */
export const realtimeMessages = {
  SOCKET_FLOOD: 'Çok hızlı istek gönderiyorsunuz; lütfen biraz bekleyin.',
} as const;
