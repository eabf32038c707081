import { describe, expect, it } from 'vitest';
import { counted, indefinite, possessiveOf, withArticle } from './english';

describe('English grammar', () => {
  it('chooses a or an by sound', () => {
    const an = ['attacking', 'all-out attack', 'Arsenal', 'Everton', 'Inter', 'Özil', 'Ümraniye', 'İstanbulspor', '8-2 win', '11-man side', '18-yard box', '1800s', 'hour', 'honest', 'FA Cup tie', 'MLS side', 'xG'];
    const a = ['4-3-3', '3-5-2', '1-0 win', '110', 'defensive', 'Kartallar', 'united front', 'United', 'European', 'one-two', 'U-turn', 'university', 'Honda', 'Man United', 'Fenerbahçe', 'MEHMET', 'SAMSUNSPOR'];
    for (const word of an) expect(indefinite(word), word).toBe('an');
    for (const word of a) expect(indefinite(word), word).toBe('a');
    expect(withArticle('4-4-2')).toBe('a 4-4-2');
    expect(withArticle('Arsenal')).toBe('an Arsenal');
  });

  it('counts nouns in words up to nine, with the plural', () => {
    expect(counted(1, 'goal')).toBe('one goal');
    expect(counted(2, 'goal')).toBe('two goals');
    expect(counted(0, 'goal')).toBe('zero goals');
    expect(counted(12, 'goal')).toBe('12 goals');
    expect(counted(3, 'penalty', 'penalties')).toBe('three penalties');
  });

  it('writes possessives, only an apostrophe after a final s', () => {
    expect(possessiveOf('Salah')).toBe("Salah's");
    expect(possessiveOf('Kartallar')).toBe("Kartallar's");
    expect(possessiveOf('Jones')).toBe("Jones'");
    expect(possessiveOf('Dias')).toBe("Dias'");
  });
});
