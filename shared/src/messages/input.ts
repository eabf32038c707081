/** Turkish texts of refusals that any request can meet: text with control characters, too many connections. */
export const inputMessages = {
  TOO_MANY_CONNECTIONS: 'Bu adresten aynı anda çok fazla istek geliyor. Lütfen birkaç saniye sonra tekrar deneyin.',
  CONTROL_CHARACTERS: '{field} görünmeyen kontrol karakterleri (ör. NUL) içeremez.',
} as const;

/** CONTROL_CHARACTERS naming the field: "Oda adı görünmeyen kontrol karakterleri (ör. NUL) içeremez." */
export function controlCharactersMessage(field: string): string {
  return inputMessages.CONTROL_CHARACTERS.replace('{field}', field);
}
