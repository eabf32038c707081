import { describe, expect, it } from 'vitest';
import { hasInvisible, hasStackedMarks, usernameKey } from './lookalike';

describe('usernames that look alike share a key', () => {
  it.each([
    ['Ali', 'ali'],
    ['ALİ', 'ali'],
    ['alı', 'ali'],
    ['ALI', 'alı'],
    ['pаypal', 'paypal'], // Cyrillic а
    ['ΑΡΟ', 'apo'], // Greek capitals
    ['ｆｅｎｅｒ', 'fener'], // full-width
    ['ﬁlo', 'filo'], // ligature
    ['g0khan', 'gokhan'],
    ['kemal1', 'kemall'],
    ['modern', 'rnodern'],
    ['ahmet_k', 'ahmet.k'],
    ['Şükrü', 'şükrü'],
    ['Şükrü', 'S\u0327u\u0308kru\u0308'], // NFD twin
    ['ΗAKAN', 'HAKAN'], // Greek capital Eta
    ['ΚΑΡΤΑΝ', 'kaptan'], // Greek capitals, Nu among them
    ['ᎻᎪKᎪN', 'hakan'], // Cherokee
    ['ꮋakan', 'hakan'], // Cherokee small letter, folded to its capital
    ['ʜᴀᴋᴀɴ', 'hakan'], // small capitals
    ['հakan', 'hakan'], // Armenian ho
    ['kaptaո', 'kaptan'], // Armenian vo
    ['ҽmre', 'emre'], // Cyrillic abkhasian che
    ['𝐇𝐀𝐊𝐀𝐍', 'hakan'], // mathematical bold
  ])('%j ~ %j', (a, b) => {
    expect(usernameKey(a)).toBe(usernameKey(b));
  });

  it.each([
    ['ali', 'veli'],
    ['şükrü', 'sukru'],
    ['çağla', 'cagla'],
    ['hakan', 'nakan'],
  ])('%j and %j stay apart', (a, b) => {
    expect(usernameKey(a)).not.toBe(usernameKey(b));
  });
});

describe('invisible characters', () => {
  it.each(['\u200B\u200B\u200B', 'ali\u200Bveli', 'ali\u202Eilev', 'ali\u2066x', 'a\u00ADb', 'ali\u3164', 'tab\tname', 'a\u00A0b', '\u2800\u2800\u2800', 'a\u0000b'])(
    'finds one in %j',
    (name) => {
      expect(hasInvisible(name)).toBe(true);
    },
  );

  it.each(['ali veli', 'Şükrü_10', 'Ömer-Faruk', '東京'])('finds none in %j', (name) => {
    expect(hasInvisible(name)).toBe(false);
  });

  it('counts the placeholders U+FFFC and U+FFFD among them', () => {
    expect(hasInvisible('kaptan\uFFFC')).toBe(true);
    expect(hasInvisible('kaptan\uFFFD')).toBe(true);
  });
});

describe('stacked combining marks', () => {
  // Vietnamese ễ carries two: beyond Turkish text, refused with the rest.
  it.each(['a\u0301\u0301', 'Z\u0351\u0352\u0353algo', 's\u0327\u0327', 'Nguyễn'])('finds them in %j', (name) => {
    expect(hasStackedMarks(name)).toBe(true);
  });

  it.each(['Şükrü', 'S\u0327u\u0308kru\u0308', 'İlkay', 'Gu\u0308l', 'Ti\u0301mea', 'Łukasz'])('allows ordinary accents in %j', (name) => {
    expect(hasStackedMarks(name)).toBe(false);
  });
});
