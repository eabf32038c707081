import { z } from 'zod';
import type { inputMessages } from '../messages/input';
import type { FieldCode } from '../messages/fieldLabels';
import { said } from './said';

// Unicode Cc: the C0 controls (NUL first: PostgreSQL cannot store it), DEL and the C1 controls. A field of
// several lines keeps tab, line feed and carriage return.
const ANY_CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINES = /(?![\t\n\r])\p{Cc}/u;

/** A text guard's message naming the field ("Oda adı görünmeyen kontrol karakterleri (ör. NUL) içeremez."). */
const guardSaid = (code: Exclude<keyof typeof inputMessages, 'TOO_MANY_CONNECTIONS'>, field: FieldCode, values: Record<string, number> = {}) =>
  said({ key: `input.${code}`, params: { field, ...values } });

export function hasControlCharacters(text: string, opts: { multiline?: boolean } = {}): boolean {
  return (opts.multiline ? CONTROL_BUT_LINES : ANY_CONTROL).test(text);
}

/**
 * The text guard of every schema through which text enters (request bodies, queries, socket payloads):
 * `z.string().max(60).check(noControlCharacters('ROOM_NAME'))` refuses NUL and the other control
 * characters with the catalogue's Turkish message naming the field (a 400), instead of letting them
 * reach the database (where NUL is a 500) or other users' screens.
 */
export function noControlCharacters(field: FieldCode, opts: { multiline?: boolean } = {}) {
  return z.refine<string>((text) => !hasControlCharacters(text, opts), guardSaid('CONTROL_CHARACTERS', field));
}

// U+FFFD is what a decoder puts where the bytes were no UTF-8; a lone surrogate is half a character, which
// no encoding can store and a screen shows as U+FFFD.
const UNREADABLE = /\uFFFD|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Bidi embeddings, overrides and isolates: they turn the rest of a line around, on other users' screens.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

export function hasUnreadableCharacters(text: string): boolean {
  return UNREADABLE.test(text);
}

/** Refuses broken text (U+FFFD, lone surrogates) with the catalogue's message naming the field. */
export function noUnreadableCharacters(field: FieldCode) {
  return z.refine<string>((text) => !hasUnreadableCharacters(text), guardSaid('UNREADABLE_CHARACTERS', field));
}

/** Refuses the characters that reverse the writing direction of what follows them (U+202A-U+202E, U+2066-U+2069). */
export function noBidiControls(field: FieldCode) {
  return z.refine<string>((text) => !BIDI_CONTROLS.test(text), guardSaid('BIDI_CONTROLS', field));
}

/** At most `max` line breaks (CR LF counts one): a message cannot push the rest of a chat off the screen. */
export function maxLineBreaks(field: FieldCode, max: number) {
  return z.refine<string>((text) => (text.match(/\r\n|\r|\n/g)?.length ?? 0) <= max, guardSaid('TOO_MANY_LINE_BREAKS', field, { max }));
}
