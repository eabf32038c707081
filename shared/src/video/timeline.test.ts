import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Freeze } from './model';
import { clipToOutput, freezesOf, outputDuration, outputToClip } from './timeline';

const freeze = (id: number, at: number, hold: number): Freeze => ({ kind: 'freeze', id, at, hold });

const clipArb = fc.integer({ min: 1, max: 600 }).chain((duration) =>
  fc.record({
    duration: fc.constant(duration),
    freezes: fc
      .array(fc.tuple(fc.integer({ min: 0, max: duration * 10 }), fc.integer({ min: 1, max: 100 })), { maxLength: 8 })
      .map((fs) => freezesOf(fs.map(([at, hold], i) => freeze(i, at / 10, hold / 10)), duration)),
  }),
);

describe('clip time and output time', () => {
  const clip = 10;
  const freezes = freezesOf([freeze(1, 2, 3), freeze(2, 6, 1)], clip);

  it('makes the output the clip plus every freeze', () => {
    expect(outputDuration(clip, freezes)).toBe(14);
  });

  it('holds the frame at 2.0 s for 3 s, then runs on', () => {
    expect(outputToClip(1, freezes, clip)).toEqual({ clip: 1, freeze: null });
    expect(outputToClip(2, freezes, clip)).toEqual({ clip: 2, freeze: freezes[0] });
    expect(outputToClip(4.9, freezes, clip)).toEqual({ clip: 2, freeze: freezes[0] });
    expect(outputToClip(5, freezes, clip)).toEqual({ clip: 2, freeze: null });
    expect(outputToClip(6, freezes, clip).clip).toBeCloseTo(3, 10);
    expect(outputToClip(9.5, freezes, clip)).toEqual({ clip: 6, freeze: freezes[1] });
    expect(outputToClip(14, freezes, clip)).toEqual({ clip: 10, freeze: null });
    expect(outputToClip(20, freezes, clip)).toEqual({ clip: 10, freeze: null });
  });

  it('starts a freeze at its clip time and shows each later clip time after it', () => {
    expect(clipToOutput(2, freezes)).toBe(2);
    expect(clipToOutput(3, freezes)).toBe(6);
    expect(clipToOutput(10, freezes)).toBe(14);
  });

  it('leaves out freezes outside the clip', () => {
    expect(freezesOf([freeze(1, 11, 3), freeze(2, -1, 1), freeze(3, 10, 1)], clip).map((f) => f.id)).toEqual([3]);
  });

  it('goes back to the same clip time from its output time, and keeps time order', () => {
    fc.assert(
      fc.property(clipArb, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), ({ duration, freezes: fs }, u, v) => {
        const [a, b] = [u * duration, v * duration].sort((x, y) => x - y);
        expect(outputToClip(clipToOutput(a, fs), fs, duration).clip).toBeCloseTo(a, 9);
        expect(clipToOutput(a, fs)).toBeLessThanOrEqual(clipToOutput(b, fs));
        // The clip's last frame is shown when every freeze but one at the very end has been held.
        const atEnd = fs.filter((f) => f.at === duration).reduce((sum, f) => sum + f.hold, 0);
        expect(clipToOutput(duration, fs) + atEnd).toBeCloseTo(outputDuration(duration, fs), 9);
      }),
    );
  });

  it('spends exactly each hold on its freeze across the output', () => {
    fc.assert(
      fc.property(clipArb, ({ duration, freezes: fs }) => {
        const total = outputDuration(duration, fs);
        const step = 0.01;
        const frozen = new Map<number, number>();
        for (let i = 0; i * step < total; i++) {
          const m = outputToClip((i + 0.5) * step, fs, duration);
          if (m.freeze) frozen.set(m.freeze.id, (frozen.get(m.freeze.id) ?? 0) + step);
        }
        for (const f of fs) expect(frozen.get(f.id) ?? 0).toBeCloseTo(f.hold, 1);
      }),
      { numRuns: 30 },
    );
  });
});
