import { describe, expect, it } from 'vitest';
import { isRefusal, refusalOf, turkishText, type RefusalCode } from './refusal';
import { refusalCatalogues, refusalText } from './refusalText';

const allCodes = Object.values(refusalCatalogues).flatMap((c) => Object.keys(c.tr)) as RefusalCode[];
const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the one refusal', () => {
  it('words every code of the union in Turkish and English, each naming the same values, none left unfilled', () => {
    const params = { min: 3, max: 8, seconds: 5, slot: 'FWD-3', formation: '4-4-2', position: 'CB', player: 'M. Salah', chars: 40000, kb: 64, version: 2, left: 2, date: '2026-12-05' };
    expect(new Set(allCodes).size).toBe(allCodes.length);
    for (const [area, { tr, en }] of Object.entries(refusalCatalogues)) {
      for (const code of Object.keys(tr) as RefusalCode[]) {
        const trText: string = (tr as Record<string, string>)[code];
        const enText: string | undefined = (en as Record<string, string>)[code];
        expect(enText, `${area}.${code} has no English`).toBeTruthy();
        expect(names(enText!), `${area}.${code}`).toEqual(names(trText));
        const r = refusalOf(code, params);
        expect(refusalText(r, 'tr')).toBe(turkishText(r));
        expect(refusalText(r, 'en')).not.toMatch(/\{\w+\}/);
        expect(refusalText(r, 'en')).not.toBe(refusalText(r, 'tr'));
      }
    }
  });

  it('shows a position in the language\'s own abbreviation, from the rules\' code', () => {
    const wrong = refusalOf('WRONG_POSITION', { position: 'CB' });
    expect(turkishText(wrong)).toBe('Bu oyuncu STP pozisyonunda oynayamaz.');
    expect(refusalText(wrong, 'en')).toMatch(/\bCB\b/);
  });

  it('has one guard: a refusal is a known code with its values', () => {
    expect(isRefusal(refusalOf('PLAN_FILE_BROKEN'))).toBe(true);
    expect(isRefusal({ code: 'VALIDATION', params: {} })).toBe(false);
    expect(isRefusal({ id: 'p1', title: 'Plan' })).toBe(false);
  });
});
