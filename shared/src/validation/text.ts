import { z } from 'zod';
import { controlCharactersMessage } from '../messages/input';

// Unicode Cc: the C0 controls (NUL first: PostgreSQL cannot store it), DEL and the C1 controls. A field of
// several lines keeps tab, line feed and carriage return.
const ANY_CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINES = /(?![\t\n\r])\p{Cc}/u;

export function hasControlCharacters(text: string, opts: { multiline?: boolean } = {}): boolean {
  return (opts.multiline ? CONTROL_BUT_LINES : ANY_CONTROL).test(text);
}

/**
 * The text guard of every schema through which text enters (request bodies, queries, socket payloads):
 * `z.string().max(60).check(noControlCharacters('Oda adı'))` refuses NUL and the other control
 * characters with the catalogue's Turkish message naming the field (a 400), instead of letting them
 * reach the database (where NUL is a 500) or other users' screens.
 */
export function noControlCharacters(field: string, opts: { multiline?: boolean } = {}) {
  return z.refine<string>((text) => !hasControlCharacters(text, opts), { message: controlCharactersMessage(field) });
}
