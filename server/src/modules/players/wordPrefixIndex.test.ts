import { describe, expect, it } from 'vitest';
import { WordPrefixIndex } from './wordPrefixIndex';

describe('the word prefix index', () => {
  const index = new WordPrefixIndex([
    ['erling', 'haaland', 'manchester', 'city'],
    ['kerem', 'akturkoglu', 'galatasaray'],
    ['haris', 'hajradinovic', 'kasimpasa'],
    ['ha'],
  ]);
  const marked = (prefix: string) => {
    const marks = new Uint8Array(4);
    index.mark(prefix, marks);
    return [...marks.keys()].filter((r) => marks[r] === 1);
  };

  it('marks every player having a word that starts with the prefix, and only them', () => {
    expect(marked('ha')).toEqual([0, 2, 3]);
    expect(marked('haa')).toEqual([0]);
    expect(marked('ak')).toEqual([1]);
    expect(marked('city')).toEqual([0]);
    expect(marked('cityx')).toEqual([]);
    expect(marked('zz')).toEqual([]);
    expect(marked('a')).toEqual([1]);
  });

  it('counts the (word, player) pairs a prefix covers, a word repeated in one player once', () => {
    expect(index.count('ha')).toBe(4);
    expect(index.count('h')).toBe(4);
    expect(index.count('k')).toBe(2);
    expect(new WordPrefixIndex([['son', 'son']]).count('so')).toBe(1);
    expect(index.count('q')).toBe(0);
  });
});
