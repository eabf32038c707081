import { fillMessage } from './fill';
import { recorded } from './recorded';

/** Turkish texts of refusals that any request can meet: text with control characters, too many connections. */
export const inputMessages = {
  TOO_MANY_CONNECTIONS: 'Bu adresten aynı anda çok fazla istek geliyor. Lütfen birkaç saniye sonra tekrar deneyin.',
  CONTROL_CHARACTERS: '{field} görünmeyen kontrol karakterleri (ör. NUL) içeremez.',
  UNREADABLE_CHARACTERS: '{field} bozuk veya okunamayan karakterler (ör. �) içeremez.',
  BIDI_CONTROLS: '{field} yazının yönünü değiştiren görünmez karakterler içeremez.',
  TOO_MANY_LINE_BREAKS: '{field} en fazla {max} satır sonu içerebilir.',
} as const;

/**
 * A text guard's message naming the field ("Oda adı görünmeyen kontrol karakterleri (ör. NUL) içeremez."),
 * recorded with its entry and values so that an answer words it in the request's language (./recorded.ts).
 */
export function fieldMessage(
  code: 'CONTROL_CHARACTERS' | 'UNREADABLE_CHARACTERS' | 'BIDI_CONTROLS' | 'TOO_MANY_LINE_BREAKS',
  field: string,
  values: Record<string, number> = {},
): string {
  const params = { field, ...values };
  return recorded(fillMessage(inputMessages[code], params), `input.${code}`, params);
}
