import { describe, expect, it } from 'vitest';
import { boxAt, fitInside, overlapsBox, overlapsDisc, placeLabel } from './labels';

const pitch = { x: 15, y: 15, w: 320, h: 494 };

describe('label placement', () => {
  it('shrinks a label wider than the pitch and moves it inside', () => {
    const fit = fitInside({ x: 20, y: 100 }, 640, 20, pitch);
    expect(fit.scale).toBe(0.5);
    expect(fit.at.x).toBe(175);
    const edge = fitInside({ x: 330, y: 14 }, 100, 20, pitch);
    expect(edge).toEqual({ at: { x: 285, y: 25 }, scale: 1 });
  });

  it('puts a label clear of every player near where it belongs', () => {
    const discs = [100, 140, 180, 220, 260].map((x) => ({ x, y: 300, r: 16 }));
    const at = placeLabel({ x: 180, y: 300 }, 150, 18, pitch, discs);
    const box = boxAt(at, 150, 18);
    expect(discs.some((d) => overlapsDisc(box, d))).toBe(false);
    expect(Math.abs(at.y - 300)).toBeLessThan(60);
    expect(box.x).toBeGreaterThanOrEqual(pitch.x);
    // And clear of a label already placed.
    const second = boxAt(placeLabel({ x: 180, y: 300 }, 150, 18, pitch, discs, [box]), 150, 18);
    expect(overlapsBox(second, box)).toBe(false);
  });

  it('leaves a label where it is when nothing is in the way', () => {
    expect(placeLabel({ x: 100, y: 100 }, 50, 10, pitch, [{ x: 300, y: 300, r: 10 }])).toEqual({ x: 100, y: 100 });
  });
});
