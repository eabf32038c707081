import { describe, expect, it } from 'vitest';
import { simulateMatch } from '@onbir/shared/match/engine';
import { sampleSquad } from '@onbir/shared/match/sampleSquad';
import { turkishText } from '@onbir/shared/match/commentary';
import { commentaryIcon, eventIcon } from './commentaryIcon';

describe('commentaryIcon', () => {
  it('picks the icon by keyword, cards before the rest', () => {
    expect(commentaryIcon("12' GOL! Arda topu ağlara gönderiyor").label).toBe('Gol');
    expect(commentaryIcon("30' Kurtarış! Mert uzanıyor").label).toBe('Kurtarış');
    expect(commentaryIcon("31' Korner! Kerem topu asıyor").label).toBe('Korner');
    expect(commentaryIcon("40' Sert faul! Kaan").label).toBe('Faul');
    expect(commentaryIcon("41' Sarı kart! Kaan").label).toBe('Sarı kart');
    expect(commentaryIcon("70' Kaan ikinci sarı kartı gördü ve kırmızı kartla oyundan atıldı!").label).toBe('Kırmızı kart');
    expect(commentaryIcon("5' Oyun orta sahada").label).toBe('Anlatım');
  });

  it('gives every engine event type its own icon', () => {
    const expected: Record<string, string> = { goal: 'Gol', save: 'Kurtarış', corner: 'Korner', foul: 'Faul', yellow: 'Sarı kart', red: 'Kırmızı kart', miss: 'Anlatım' };
    for (let seed = 1; seed <= 40; seed++) {
      const t = simulateMatch({ seed, teams: [sampleSquad('Ev', 75, seed), sampleSquad('Dep', 75, seed + 100)] });
      for (const e of t.events) {
        if (!expected[e.type]) continue;
        // A stored Turkish line by its keywords, a line worded from its code (either language) by its type.
        const text = turkishText(e.line);
        expect(commentaryIcon(text).label, text).toBe(expected[e.type]);
        expect(eventIcon(e.type).label).toBe(expected[e.type]);
      }
    }
  });
});
