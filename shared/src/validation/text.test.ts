import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasControlCharacters, noControlCharacters } from './text';

describe('noControlCharacters', () => {
  const name = z.string().trim().max(60).check(noControlCharacters('Oda adı'));
  const message = z.string().check(noControlCharacters('Mesaj', { multiline: true }));

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
