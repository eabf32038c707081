import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { framePoint, markTimes, visibleAt, type Annotation, type ShapeAnnotation } from './model';

const arrow = (id: number, start: number, duration: number): ShapeAnnotation => ({
  kind: 'shape',
  id,
  start,
  duration,
  shape: { kind: 'arrow', colour: '#ffeb3b', style: 'run', from: framePoint(0.2, 0.5), to: framePoint(0.6, 0.5) },
});

describe('visibleAt', () => {
  const list: Annotation[] = [arrow(1, 2, 3), { kind: 'freeze', id: 2, at: 2, hold: 3 }, arrow(3, 4, 1)];

  it('shows an arrow drawn at 2.0 s for 3 s from 2.0 up to 5.0 s, not at 5.0', () => {
    expect(visibleAt(list, 1.99).map((a) => a.id)).toEqual([]);
    expect(visibleAt(list, 2).map((a) => a.id)).toEqual([1]);
    expect(visibleAt(list, 4.5).map((a) => a.id)).toEqual([1, 3]);
    expect(visibleAt(list, 5).map((a) => a.id)).toEqual([]);
  });

  it('never returns a freeze: it is a point of the clip, not a drawing', () => {
    expect(visibleAt(list, 2).map((a) => a.kind)).toEqual(['shape']);
  });

  it('returns exactly the drawings whose range holds t, in their order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 20, noNaN: true })), { maxLength: 30 }),
        fc.double({ min: -1, max: 130, noNaN: true }),
        (ranges, t) => {
          const annotations = ranges.map(([s, d], i) => arrow(i, s, d));
          const shown = visibleAt(annotations, t).map((a) => a.id);
          const expected = ranges.flatMap(([s, d], i) => (s <= t && t < s + d ? [i] : []));
          expect(shown).toEqual(expected);
        },
      ),
    );
  });
});

describe('markTimes', () => {
  it('lists each start and freeze once, in time order', () => {
    expect(markTimes([arrow(1, 4, 1), { kind: 'freeze', id: 2, at: 2, hold: 3 }, arrow(3, 2, 1)])).toEqual([2, 4]);
  });
});
