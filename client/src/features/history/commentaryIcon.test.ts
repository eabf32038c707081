import { describe, expect, it } from 'vitest';
import { simulateMatch } from '@onbir/shared/match/engine';
import { sampleSquad } from '@onbir/shared/match/sampleSquad';
import { turkishText } from '@onbir/shared/match/commentary';
import { commentaryIcon, eventIcon } from './commentaryIcon';

describe('commentaryIcon', () => {
  it('picks the icon by keyword, cards before the rest', () => {
    expect(commentaryIcon("12' GOL! Arda topu ağlara gönderiyor")).toBe('goal');
    expect(commentaryIcon("30' Kurtarış! Mert uzanıyor")).toBe('save');
    expect(commentaryIcon("31' Korner! Kerem topu asıyor")).toBe('corner');
    expect(commentaryIcon("40' Sert faul! Kaan")).toBe('foul');
    expect(commentaryIcon("41' Sarı kart! Kaan")).toBe('yellow');
    expect(commentaryIcon("70' Kaan ikinci sarı kartı gördü ve kırmızı kartla oyundan atıldı!")).toBe('red');
    expect(commentaryIcon("5' Oyun orta sahada")).toBe('other');
  });

  it('gives every engine event type its own icon', () => {
    const expected: Record<string, string> = { goal: 'goal', save: 'save', corner: 'corner', foul: 'foul', yellow: 'yellow', red: 'red', miss: 'other' };
    for (let seed = 1; seed <= 40; seed++) {
      const t = simulateMatch({ seed, teams: [sampleSquad('Ev', 75, seed), sampleSquad('Dep', 75, seed + 100)] });
      for (const e of t.events) {
        if (!expected[e.type]) continue;
        // A stored Turkish line by its keywords, a line worded from its code (either language) by its type.
        const text = turkishText(e.line);
        expect(commentaryIcon(text), text).toBe(expected[e.type]);
        expect(eventIcon(e.type)).toBe(expected[e.type]);
      }
    }
  });
});
