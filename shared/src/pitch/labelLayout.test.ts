import { describe, expect, it } from 'vitest';
import { inside, layoutLabels, overlaps } from './labelLayout';
import { monoMeasure as measure } from '../test/labelFaults';

describe('how a name is shortened', () => {
  const pitch = { x: 0, y: 0, w: 400, h: 300 };
  const base = { pitch, measure, size: 10, minSize: 8, pad: 0.4, lineHeight: 1.4, gap: 2 };
  const one = (name: string, w = 400) => layoutLabels({ ...base, pitch: { ...pitch, w }, pieces: [{ key: 'a', name, x: w / 2, y: 100, r: 10 }] })[0];
  it('keeps the whole name where it fits, then initials, then the surname, then the surname cut with "…"', () => {
    expect(one('Barış Alper Yılmaz').text).toBe('Barış Alper Yılmaz');
    expect(one('Barış Alper Yılmaz', 70).text).toBe('B. A. Yılmaz');
    expect(one('Barış Alper Yılmaz', 50).text).toBe('Yılmaz');
    expect(one('L. Vennegoor of Hesselink', 60).text).toBe('Vennegoor…');
  });

  it('moves a name off the touchline and the goal line, whole, rather than cutting it', () => {
    const [l] = layoutLabels({ ...base, pieces: [{ key: 'a', name: 'F. Muslera', x: 2, y: 295, r: 10 }] });
    expect(l.text).toBe('F. Muslera');
    expect(inside(l.box, pitch)).toBe(true);
    expect(l.box.y + l.box.h).toBeLessThanOrEqual(295 - 10);
  });

  it('shares a row between neighbours instead of letting the first take it all', () => {
    const pieces = [
      { key: 'a', name: 'Davinson Sánchez', x: 150, y: 100, r: 10 },
      { key: 'b', name: 'Abdülkerim Bardakcı', x: 230, y: 100, r: 10 },
    ];
    const [a, b] = layoutLabels({ ...base, pieces });
    expect([a.text, b.text]).toEqual(['D. Sánchez', 'A. Bardakcı']);
    expect(overlaps(a.box, b.box)).toBe(false);
  });

  it('never shows two players of one pitch by the same surname alone', () => {
    const pieces = [
      { key: 'a', name: 'Emiliano Martínez', x: 20, y: 100, r: 10 },
      { key: 'b', name: 'Lautaro Martínez', x: 60, y: 200, r: 10 },
    ];
    const texts = layoutLabels({ ...base, pitch: { ...pitch, w: 80 }, pieces }).map((l) => l.text);
    expect(texts.every((t) => t !== 'Martínez')).toBe(true);
  });
});
