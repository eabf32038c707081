import { describe, expect, it } from 'vitest';
import { clampBall, clampPlayer, layoutForViewport, LAYOUTS, toPixel, toSpot } from './layout';

describe('board layout', () => {
  it('has the spec dimensions and sizes', () => {
    expect(LAYOUTS.desktop).toMatchObject({ width: 1200, height: 800, padding: 40, playerSize: 56, ballRadius: 12, trailSpacing: 10 });
    expect(LAYOUTS.mobile).toMatchObject({ width: 350, height: 450, padding: 15, playerSize: 32, ballRadius: 8, trailSpacing: 5 });
  });

  it('chooses the mobile pitch for narrow viewports', () => {
    expect(layoutForViewport(390)).toBe('mobile');
    expect(layoutForViewport(767)).toBe('mobile');
    expect(layoutForViewport(768)).toBe('desktop');
    expect(layoutForViewport(1400)).toBe('desktop');
  });

  it('clamps players inside the padding', () => {
    const d = LAYOUTS.desktop;
    expect(clampPlayer(d, { x: -50, y: 2000 })).toEqual({ x: 40, y: 760 });
    expect(clampPlayer(d, { x: 1300, y: 10 })).toEqual({ x: 1160, y: 40 });
    expect(clampPlayer(d, { x: 600, y: 400 })).toEqual({ x: 600, y: 400 });
    expect(clampPlayer(LAYOUTS.mobile, { x: 0, y: 999 })).toEqual({ x: 15, y: 435 });
  });

  it('clamps the ball inside the padding plus its radius', () => {
    expect(clampBall(LAYOUTS.desktop, { x: -5, y: 900 })).toEqual({ x: 52, y: 748 });
    expect(clampBall(LAYOUTS.mobile, { x: 400, y: -3 })).toEqual({ x: 327, y: 23 });
  });

  it('maps pitch spots to pixels and back on both orientations', () => {
    // Desktop: team A's own goal on the left, its right flank at the bottom.
    expect(toPixel(LAYOUTS.desktop, { d: 0, w: 0 })).toEqual({ x: 40, y: 760 });
    expect(toPixel(LAYOUTS.desktop, { d: 1, w: 1 })).toEqual({ x: 1160, y: 40 });
    // Mobile: own goal at the bottom, right flank on the right.
    expect(toPixel(LAYOUTS.mobile, { d: 0, w: 0 })).toEqual({ x: 335, y: 435 });
    expect(toPixel(LAYOUTS.mobile, { d: 1, w: 1 })).toEqual({ x: 15, y: 15 });
    for (const layout of Object.values(LAYOUTS)) {
      const spot = toSpot(layout, toPixel(layout, { d: 0.3, w: 0.8 }));
      expect(spot.d).toBeCloseTo(0.3);
      expect(spot.w).toBeCloseTo(0.8);
    }
  });
});
