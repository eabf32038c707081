import { describe, expect, it } from 'vitest';
import { FORMAT_SIZES, PITCHES } from './formats';
import { layoutFor, layoutForViewport, LAYOUT_KINDS, toPixel, toSpot } from './layout';
import { clampBall, clampPlayer, pixelsPerMetre } from './pitch';

describe('board layout', () => {
  it('keeps the first board’s sizes of pieces and padding, with the 11v11 pitch in its boxes', () => {
    expect(layoutFor('desktop')).toMatchObject({ height: 800, padding: 40, playerSize: 56, ballRadius: 12, trailSpacing: 10, orientation: 'landscape' });
    expect(layoutFor('desktop').width).toBeCloseTo(40 + 105 * (720 / 68) + 40, 6);
    expect(layoutFor('mobile')).toMatchObject({ width: 350, padding: 15, playerSize: 32, ballRadius: 8, trailSpacing: 5, orientation: 'portrait' });
    expect(layoutFor('compact')).toMatchObject({ orientation: 'landscape', padding: 16 });
  });

  it.each(LAYOUT_KINDS)('draws every format at its true proportions on the %s pitch (one scale along and across)', (kind) => {
    for (const format of FORMAT_SIZES) {
      const l = layoutFor(kind, format);
      const inner = { w: l.width - 2 * l.padding, h: l.height - 2 * l.padding };
      const along = (l.orientation === 'landscape' ? inner.w : inner.h) / PITCHES[format].length;
      const across = (l.orientation === 'landscape' ? inner.h : inner.w) / PITCHES[format].width;
      expect(along).toBeCloseTo(across, 9);
      expect(pixelsPerMetre(l)).toBeCloseTo(along, 9);
      expect(layoutFor(kind, format)).toBe(l);
    }
  });

  it('chooses the portrait pitch for upright phones, the compact one for phones on their side', () => {
    expect(layoutForViewport(390, 844)).toBe('mobile');
    expect(layoutForViewport(767, 1024)).toBe('mobile');
    expect(layoutForViewport(844, 390)).toBe('compact');
    expect(layoutForViewport(667, 375)).toBe('compact');
    expect(layoutForViewport(768, 1024)).toBe('desktop');
    expect(layoutForViewport(1366, 768)).toBe('desktop');
  });

  it('clamps players (metres) to the pitch inside the padding and the ball inside the padding plus its radius on that layout', () => {
    const d = layoutFor('desktop');
    expect(clampPlayer(d, { x: -5, y: 200 })).toEqual({ x: 0, y: 68 });
    expect(clampPlayer(d, { x: 130, y: 1 })).toEqual({ x: 105, y: 1 });
    expect(clampPlayer(d, { x: 50, y: 30 })).toEqual({ x: 50, y: 30 });
    // The desktop ball's 12 px radius is 1.125 m of the 11v11 pitch.
    const rd = 12 / pixelsPerMetre(d);
    expect(rd).toBeCloseTo(12 / (720 / 68), 9);
    expect(clampBall(d, { x: -5, y: 90 })).toEqual({ x: rd, y: 68 - rd });
    const m = layoutFor('mobile');
    const rm = 8 / pixelsPerMetre(m);
    expect(clampBall(m, { x: 400, y: -3 })).toEqual({ x: 105 - rm, y: rm });
  });

  it('maps pitch spots to pixels and back on both orientations', () => {
    const d = layoutFor('desktop');
    // Desktop: team A's own goal on the left, its right flank at the bottom.
    expect(toPixel(d, { d: 0, w: 0 })).toEqual({ x: 40, y: 760 });
    expect(toPixel(d, { d: 1, w: 1 })).toEqual({ x: d.width - 40, y: 40 });
    // Mobile: own goal at the bottom, right flank on the right.
    const m = layoutFor('mobile', 7);
    expect(toPixel(m, { d: 0, w: 0 })).toEqual({ x: 335, y: m.height - 15 });
    expect(toPixel(m, { d: 1, w: 1 })).toEqual({ x: 15, y: 15 });
    for (const kind of LAYOUT_KINDS) {
      const l = layoutFor(kind, 9);
      const spot = toSpot(l, toPixel(l, { d: 0.3, w: 0.8 }));
      expect(spot.d).toBeCloseTo(0.3);
      expect(spot.w).toBeCloseTo(0.8);
    }
  });
});
