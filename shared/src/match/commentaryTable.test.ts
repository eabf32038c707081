import { describe, expect, it } from 'vitest';
import { turkishText } from './commentary';
import { englishText } from './en/commentary';
import { ASSIST_CODES, LINE_CODES, type EventLine, type LineCode } from './lineCodes';

const leaves = (node: unknown): LineCode[] => (typeof node === 'string' ? [node as LineCode] : Object.values(node as object).flatMap(leaves));
const name = (text: string) => ({ text, nationality: 'Turkey' });
const line = (code: LineCode, extra: Partial<EventLine> = {}): EventLine => ({
  code,
  player: name('Arda'),
  team: name('Kartallar'),
  other: name('Aslanlar'),
  score: { A: 2, B: 1 },
  penalties: { A: 4, B: 3 },
  value: '4-3-3',
  ...extra,
});

describe('the commentary tables, built once per language', () => {
  it('word every line code in both languages, each differently', () => {
    const codes = leaves(LINE_CODES);
    expect(codes.length).toBeGreaterThan(100);
    for (const code of codes) {
      const tr = turkishText(line(code));
      const en = englishText(line(code));
      expect(tr, code).toMatch(/\p{L}/u);
      expect(en, code).toMatch(/\p{L}/u);
      expect(en, code).not.toBe(tr);
    }
  });

  it('end a goal with its assist and put "once again" before a repeat, as many times as it was said', () => {
    const code = leaves(LINE_CODES.goal)[0];
    for (const assist of ASSIST_CODES) {
      const assisted = line(code, { assist: { code: assist, player: name('Kerem'), corner: false } });
      expect(turkishText(assisted).startsWith(turkishText(line(code)))).toBe(true);
      expect(englishText(assisted)).toContain('Kerem');
      expect(englishText(assisted).length).toBeGreaterThan(englishText(line(code)).length);
    }
    expect(turkishText(line(code, { again: 2 }))).toBe(`Bir kez daha: Bir kez daha: ${turkishText(line(code))}`);
    expect(englishText(line(code, { again: 1 }))).toBe(`Once again: ${englishText(line(code))}`);
  });
});
