import { describe, expect, it } from 'vitest';
import { isolateNames, writtenRightToLeft } from './bidi';

const ARABIC = 'نادي الصقور';

describe('right-to-left names in a sentence', () => {
  it('knows a name written right to left', () => {
    expect(writtenRightToLeft(ARABIC)).toBe(true);
    expect(writtenRightToLeft('הפועל')).toBe(true);
    expect(writtenRightToLeft('Karadeniz Fırtınası')).toBe(false);
  });

  it('marks each occurrence of a right-to-left name, and leaves the rest of the sentence whole', () => {
    const text = `Maç sona erdi! ${ARABIC} 1 - 3 Karadeniz Fırtınası. Kazanan Karadeniz Fırtınası!`;
    expect(isolateNames(text, [ARABIC, 'Karadeniz Fırtınası'])).toEqual([
      { text: 'Maç sona erdi! ', isolate: false },
      { text: ARABIC, isolate: true },
      { text: ' 1 - 3 Karadeniz Fırtınası. Kazanan Karadeniz Fırtınası!', isolate: false },
    ]);
    expect(isolateNames(`${ARABIC} – ${ARABIC}`, [ARABIC]).filter((r) => r.isolate)).toHaveLength(2);
  });

  it('prefers the longer of two names that share a start, and keeps every character', () => {
    const text = 'Gol! نادي الصقور نادي 2 - 0';
    const runs = isolateNames(text, ['نادي', ARABIC]);
    expect(runs.filter((r) => r.isolate).map((r) => r.text)).toEqual([ARABIC, 'نادي']);
    expect(runs.map((r) => r.text).join('')).toBe(text);
  });

  it('answers the text as one run when no name is written right to left', () => {
    expect(isolateNames('Gol! Kartal 1 - 0', ['Kartal', ''])).toEqual([{ text: 'Gol! Kartal 1 - 0', isolate: false }]);
  });
});
