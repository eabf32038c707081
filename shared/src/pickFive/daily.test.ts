import { describe, expect, it } from 'vitest';
import { dailyDate, dailySeed } from './daily';
import { formationChoices } from './draw';

describe('the daily challenge seed', () => {
  it('changes at midnight in Istanbul (21:00 UTC), not at midnight UTC', () => {
    expect(dailyDate(Date.parse('2026-12-05T20:59:59.999Z'))).toBe('2026-12-05');
    expect(dailyDate(Date.parse('2026-12-05T21:00:00.000Z'))).toBe('2026-12-06');
    expect(dailyDate(Date.parse('2026-12-06T00:30:00.000Z'))).toBe('2026-12-06');
    expect(dailyDate(Date.parse('2026-12-31T21:00:00.000Z'))).toBe('2027-01-01');
  });

  it('is the same for everyone all day and another the next day', () => {
    const morning = dailySeed(dailyDate(Date.parse('2026-12-04T21:00:00Z')));
    const night = dailySeed(dailyDate(Date.parse('2026-12-05T20:59:59Z')));
    expect(night).toBe(morning);
    expect(formationChoices(night)).toEqual(formationChoices(morning));
    const next = dailySeed(dailyDate(Date.parse('2026-12-05T21:00:00Z')));
    expect(next).not.toBe(morning);
    // Five formations of thirteen: two days may share some, rarely all five in the same order.
    const days = Array.from({ length: 30 }, (_, d) => formationChoices(dailySeed(dailyDate(Date.parse('2026-12-01T12:00:00Z') + d * 86_400_000))).join());
    expect(new Set(days).size).toBe(30);
  });
});
