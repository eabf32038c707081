import { describe, expect, it } from 'vitest';
import type { Measure } from '../pitch/nameForms';
import { fitName, labelSpace } from './nameFit';

// A monospaced stand-in for a canvas: every character is 0.55 em wide.
const measure: Measure = (text, size) => [...text].length * size * 0.55;
const opts = { size: 20, minSize: 14, twoLineWidth: 1000 };

describe('names on the cards', () => {
  it('keeps the whole name on one line when it fits, else on two, else smaller, else shortened', () => {
    expect(fitName('D. Mertens', 200, measure, opts)).toMatchObject({ lines: ['D. Mertens'], size: 20 });
    // 18 characters at 20 px is 198 px: two lines, 'Barış Alper' / 'Yılmaz'.
    expect(fitName('Barış Alper Yılmaz', 130, measure, opts)).toMatchObject({ lines: ['Barış Alper', 'Yılmaz'], size: 20 });
    // Never an initial alone on a line: 'D. Sánchez' shrinks instead.
    expect(fitName('D. Sánchez', 100, measure, opts)).toMatchObject({ lines: ['D. Sánchez'], size: 17 });
    expect(fitName('D. Sánchez', 60, measure, opts)).toMatchObject({ lines: ['Sánchez'] });
    // No room for a second line: shortened on one.
    expect(fitName('Barış Alper Yılmaz', 150, measure, { ...opts, twoLineWidth: 0 })).toMatchObject({ lines: ['B. Alper Yılmaz'], size: 17 });
    for (const width of [40, 60, 90, 120, 160]) {
      const fitted = fitName('Abdülkerim Bardakcı', width, measure, opts);
      expect(fitted.lines.join(' ')).toMatch(/Bardakcı$/);
      if (fitted.lines.join(' ') !== 'Bardakcı') expect(fitted.width).toBeLessThanOrEqual(width);
    }
  });

  it("gives each label the room its neighbours and the pitch's edges leave", () => {
    const cards = [
      { key: 'GK-0', x: 300, y: 820 },
      { key: 'DEF-0', x: 102, y: 580 },
      { key: 'DEF-1', x: 234, y: 660 },
      { key: 'DEF-2', x: 366, y: 660 },
      { key: 'MID-0', x: 300, y: 500 },
    ];
    const o = { width: 600, height: 900, face: 80, drop: 10, oneLine: 30, twoLines: 56, gap: 6, max: 200 };
    const space = labelSpace(cards, o);
    // Far from everyone: the maximum; but a second line would leave the pitch.
    expect(space['GK-0']).toEqual({ width: 200, twoLines: 0 });
    // 102 px from the edge; the face of DEF-1, 80 px lower and 132 px across, bounds it: 132 - 40 - 6.
    expect(space['DEF-0']).toEqual({ width: 172, twoLines: 172 });
    // Side by side with DEF-2: (132 - 6) / 2 each side.
    expect(space['DEF-1']).toEqual({ width: 126, twoLines: 126 });
    expect(space['MID-0']).toEqual({ width: 200, twoLines: 200 });
    // A face lower down beside the second line only: one line as wide as before, two lines narrower.
    const near = labelSpace([{ key: 'A', x: 300, y: 500 }, { key: 'B', x: 380, y: 640 }], o);
    expect(near['A']).toEqual({ width: 200, twoLines: 68 });
  });
});

describe('a long single surname', () => {
  it('breaks after its hyphen onto two lines before giving up', () => {
    expect(fitName('A. Oxlade-Chamberlain', 120, measure, opts)).toMatchObject({ lines: ['A. Oxlade-', 'Chamberlain'] });
    expect(fitName('J. Ritmeester van de Kamp', 120, measure, opts).lines.join(' ')).toBe('Ritmeester van de Kamp');
    // Nothing fits: the narrowest layout at the smallest size.
    expect(fitName('Oxlade-Chamberlain', 40, measure, opts)).toMatchObject({ lines: ['Oxlade-', 'Chamberlain'], size: 14 });
  });
});
