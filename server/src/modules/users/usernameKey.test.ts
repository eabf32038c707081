import { describe, expect, it } from 'vitest';
import { hasInvisible, usernameKey } from './usernameKey';

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
  ])('%j ~ %j', (a, b) => {
    expect(usernameKey(a)).toBe(usernameKey(b));
  });

  it.each([
    ['ali', 'veli'],
    ['şükrü', 'sukru'],
    ['çağla', 'cagla'],
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
});
