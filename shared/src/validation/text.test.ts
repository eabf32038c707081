import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasControlCharacters, hasUnreadableCharacters, maxLineBreaks, noBidiControls, noControlCharacters, noUnreadableCharacters } from './text';

describe('noControlCharacters', () => {
  const name = z.string().trim().max(60).check(noControlCharacters('ROOM_NAME'));
  const message = z.string().check(noControlCharacters('MESSAGE', { multiline: true }));

  it.each(['a\u0000b', '\u0000', 'a\u0007', 'tab\there', 'line\nbreak', 'del\u007f', 'c1\u0085', 'esc\u001b[31m'])('refuses %j in a one-line field with the Turkish message', (text) => {
    const r = name.safeParse(text);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('Oda adı görünmeyen kontrol karakterleri (ör. NUL) içeremez.');
  });

  it('keeps line breaks and tabs in a field of several lines, and still refuses NUL there', () => {
    expect(message.safeParse('Merhaba,\r\n\tnasılsınız?').success).toBe(true);
    expect(message.safeParse('a\u0000').success).toBe(false);
  });

  it.each(['Şükrü’nün Odası', 'İstanbul 1905 ⚽', '東京', 'a b'])('passes ordinary text %j', (text) => {
    expect(name.safeParse(text).success).toBe(true);
    expect(hasControlCharacters(text)).toBe(false);
  });
});

describe('noUnreadableCharacters, noBidiControls, maxLineBreaks', () => {
  const chat = z.string().check(noUnreadableCharacters('MESSAGE'), noBidiControls('MESSAGE'), maxLineBreaks('MESSAGE', 5));
  const messageOf = (text: string) => chat.safeParse(text).error?.issues[0].message ?? null;

  it.each(['\uFFFD', 'Oda \uFFFD', 'a\uD800', '\uDC00b', 'a\uDBFF\uDBFFb'])('refuses broken text %j', (text) => {
    expect(hasUnreadableCharacters(text)).toBe(true);
    expect(messageOf(text)).toBe('Mesaj bozuk veya okunamayan karakterler (ör. �) içeremez.');
  });

  it.each(['\u202Egol', 'a\u202Ab', 'x\u2066y\u2069', 'a\u2067b'])('refuses the writing-direction controls in %j', (text) => {
    expect(messageOf(text)).toBe('Mesaj yazının yönünü değiştiren görünmez karakterler içeremez.');
  });

  it('counts line breaks, CR LF as one: 5 pass, 6 are refused', () => {
    expect(messageOf('a\r\nb\nc\rd\ne\nf')).toBeNull();
    expect(messageOf('a\n'.repeat(6))).toBe('Mesaj en fazla 5 satır sonu içerebilir.');
  });

  it.each(['Gol! 🎉', '𝔾𝕠𝕝', 'مرحبا', 'שלום עולם', '東京'])('passes ordinary text %j (pairs of surrogates, right-to-left scripts)', (text) => {
    expect(messageOf(text)).toBeNull();
  });
});
