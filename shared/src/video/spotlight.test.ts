import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { framePoint, type SpotKey } from './model';
import { removeKey, setKey, spotAt } from './spotlight';

const keysArb = fc
  .uniqueArray(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 20 })
  .chain((times) =>
    fc.tuple(...times.map(() => fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })))).map((pts) =>
      times
        .map((t, i) => ({ t: t / 100, at: framePoint(pts[i][0], pts[i][1]) }))
        .sort((a, b) => a.t - b.t),
    ),
  );

describe('the spotlight between keyframes', () => {
  const keys: SpotKey[] = [
    { t: 1, at: framePoint(0.1, 0.5) },
    { t: 3, at: framePoint(0.5, 0.7) },
  ];

  it('goes from one key to the next at an even pace', () => {
    expect(spotAt(keys, 2)).toEqual({ x: expect.closeTo(0.3, 10), y: expect.closeTo(0.6, 10) });
    expect(spotAt(keys, 1.5)?.x).toBeCloseTo(0.2, 10);
  });

  it('waits on the first key before it and stays on the last after it', () => {
    expect(spotAt(keys, 0)).toEqual(keys[0].at);
    expect(spotAt(keys, 9)).toEqual(keys[1].at);
  });

  it('has no place without keys', () => {
    expect(spotAt([], 1)).toBeNull();
  });

  it('stands on each key at its time and inside the box of the two keys around any time', () => {
    fc.assert(
      fc.property(keysArb, fc.double({ min: -1, max: 110, noNaN: true }), (ks, t) => {
        for (const k of ks) expect(spotAt(ks, k.t)).toEqual(k.at);
        const p = spotAt(ks, t)!;
        const after = ks.findIndex((k) => k.t >= t);
        const [a, b] = after <= 0 ? [ks[Math.max(0, after)], ks[Math.max(0, after)]] : [ks[after - 1], ks[after]];
        const [lo, hi] = after === -1 ? [ks[ks.length - 1], ks[ks.length - 1]] : [a, b];
        expect(p.x).toBeGreaterThanOrEqual(Math.min(lo.at.x, hi.at.x) - 1e-12);
        expect(p.x).toBeLessThanOrEqual(Math.max(lo.at.x, hi.at.x) + 1e-12);
        expect(p.y).toBeGreaterThanOrEqual(Math.min(lo.at.y, hi.at.y) - 1e-12);
        expect(p.y).toBeLessThanOrEqual(Math.max(lo.at.y, hi.at.y) + 1e-12);
      }),
    );
  });

  it('moves continuously: a millisecond later it is at most a millisecond of its fastest leg away', () => {
    fc.assert(
      fc.property(keysArb, fc.double({ min: 0, max: 100, noNaN: true }), (ks, t) => {
        const speed = Math.max(0, ...ks.slice(1).map((k, i) => Math.hypot(k.at.x - ks[i].at.x, k.at.y - ks[i].at.y) / (k.t - ks[i].t)));
        const [p, q] = [spotAt(ks, t)!, spotAt(ks, t + 0.001)!];
        expect(Math.hypot(q.x - p.x, q.y - p.y)).toBeLessThanOrEqual(speed * 0.001 + 1e-9);
      }),
    );
  });
});

describe('setting and removing keys', () => {
  it('keeps them in time order and moves a key set again at its time', () => {
    const ks = setKey(setKey(setKey([], 3, framePoint(0.3, 0.3)), 1, framePoint(0.1, 0.1)), 3, framePoint(0.9, 0.9));
    expect(ks).toEqual([
      { t: 1, at: { x: 0.1, y: 0.1 } },
      { t: 3, at: { x: 0.9, y: 0.9 } },
    ]);
    expect(removeKey(ks, 1)).toEqual([{ t: 3, at: { x: 0.9, y: 0.9 } }]);
  });
});
