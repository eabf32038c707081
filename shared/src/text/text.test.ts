import { describe, expect, it } from 'vitest';
import { initialOf, lower, upper } from './casing';
import { compareText, sortByText } from './collation';
import { foldText, matchesQuery } from './fold';
import { formatDate, formatNumber, formatPercent } from './format';
import { localeFromAcceptLanguage, localeFromList } from './locale';
import { positionCode, positionName } from './positions';
import { POSITIONS } from '../players/types';

describe('Turkish casing', () => {
  it('maps i to İ and ı to I, which the bare String methods get wrong', () => {
    expect(upper('istanbul ılık')).toBe('İSTANBUL ILIK');
    expect(lower('IŞIK İZMİR')).toBe('ışık izmir');
    expect('istanbul'.toUpperCase()).toBe('ISTANBUL'); // the bug the helpers and the lint rule keep out
    expect(upper('istanbul', 'en')).toBe('ISTANBUL');
  });
  it('takes the initial of a name as a letter, upper-cased in Turkish', () => {
    expect(initialOf('ilkay')).toBe('İ');
    expect(initialOf('  ışıl')).toBe('I');
    expect(initialOf('')).toBe('?');
  });
});

describe('Turkish collation', () => {
  it('sorts by the Turkish alphabet: c < ç < d, ı < i, o < ö, s < ş, u < ü', () => {
    const names = ['Şahin', 'Zeki', 'Çelik', 'Ümit', 'Ilgaz', 'İnan', 'Cem', 'Uğur', 'Öztürk', 'Okan', 'Sarp', 'Dilek'];
    expect(sortByText(names, (n) => n)).toEqual(['Cem', 'Çelik', 'Dilek', 'Ilgaz', 'İnan', 'Okan', 'Öztürk', 'Sarp', 'Şahin', 'Uğur', 'Ümit', 'Zeki']);
  });
  it('puts numbers in numeric order and compares per language', () => {
    expect(sortByText(['Oda 10', 'Oda 9'], (n) => n)).toEqual(['Oda 9', 'Oda 10']);
    expect(compareText('ı', 'i')).toBeLessThan(0);
    expect(compareText('Çelik', 'Dilek', 'en')).toBeLessThan(0);
  });
});

describe('search folding', () => {
  it('finds names without their accents or dotless i', () => {
    expect(foldText('Işık')).toBe('isik');
    expect(foldText('İlkay  Gündoğan')).toBe('ilkay gundogan');
    expect(matchesQuery('Işık Kaan Arslan', 'isik')).toBe(true);
    expect(matchesQuery('Arda Güler', 'guler')).toBe(true);
    expect(matchesQuery('Arda Güler', 'GÜLER')).toBe(true);
    expect(matchesQuery('ÇAĞLAR SÖYÜNCÜ', 'caglar soyuncu')).toBe(true);
    expect(matchesQuery('Martin Ødegaard', 'odegaard')).toBe(true);
    expect(matchesQuery('Arda Güler', 'gular')).toBe(false);
  });
});

describe('numbers and dates per language', () => {
  it('writes Turkish numbers, percentages and dates the Turkish way', () => {
    expect(formatNumber(1234.5, 'tr')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatPercent(0.5, 'tr')).toBe('%50');
    expect(formatPercent(0.5, 'en')).toBe('50%');
    const day = Date.UTC(2026, 10, 26, 12);
    expect(formatDate(day, 'tr', { dateStyle: 'short', timeZone: 'UTC' })).toBe('26.11.2026');
    expect(formatDate(day, 'en', { dateStyle: 'long', timeZone: 'UTC' })).toBe('November 26, 2026');
    expect(formatDate(day, 'tr', { dateStyle: 'long', timeZone: 'UTC' })).toBe('26 Kasım 2026');
  });
});

describe('the language of a request', () => {
  it('reads Accept-Language by weight and the browser list in order', () => {
    expect(localeFromAcceptLanguage('de, en;q=0.8, tr;q=0.5')).toBe('en');
    expect(localeFromAcceptLanguage('tr-TR,tr;q=0.9,en-US;q=0.8')).toBe('tr');
    expect(localeFromAcceptLanguage('en;q=0, fr')).toBeUndefined();
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
    expect(localeFromList(['en-GB', 'tr'])).toBe('en');
    expect(localeFromList(['de-DE'])).toBe('tr');
  });
});

describe('position codes', () => {
  it('shows Turkish codes in Turkish and keeps the English ones in English', () => {
    expect(['GK', 'RB', 'CB', 'LB', 'ST'].map((p) => positionCode(p, 'tr'))).toEqual(['KL', 'SĞB', 'STP', 'SLB', 'FV']);
    expect(positionCode('CB', 'en')).toBe('CB');
    expect(positionName('CB', 'en')).toBe('Centre back');
    expect(positionCode('XX', 'tr')).toBe('XX');
  });
  it('gives every position a distinct code in each language', () => {
    for (const locale of ['tr', 'en'] as const) expect(new Set(POSITIONS.map((p) => positionCode(p, locale))).size).toBe(POSITIONS.length);
  });
});
