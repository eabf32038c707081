/** Turkish texts of refusals that any request can meet: text with control characters, too many connections. */
export const inputMessages = {
  TOO_MANY_CONNECTIONS: 'Bu adresten aynı anda çok fazla istek geliyor. Lütfen birkaç saniye sonra tekrar deneyin.',
  CONTROL_CHARACTERS: '{field} görünmeyen kontrol karakterleri (ör. NUL) içeremez.',
  UNREADABLE_CHARACTERS: '{field} bozuk veya okunamayan karakterler (ör. �) içeremez.',
  BIDI_CONTROLS: '{field} yazının yönünü değiştiren görünmez karakterler içeremez.',
  TOO_MANY_LINE_BREAKS: '{field} en fazla {max} satır sonu içerebilir.',
} as const;
