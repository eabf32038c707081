import { describe, expect, it } from 'vitest';
import { layoutFor, LAYOUT_KINDS } from './layout';
import { canvasToPitch, pitchToCanvas, screenToWorldDirection, viewToWorld, viewTransform, worldToView } from './pitch';

describe('pitch coordinates', () => {
  it('puts the corners and the centre spot where the landscape and portrait pitches draw them', () => {
    const d = layoutFor('desktop');
    expect(pitchToCanvas(d, { x: 0, y: 0 })).toEqual({ x: 40, y: 40 });
    const corner = pitchToCanvas(d, { x: 105, y: 68 });
    expect(corner.x).toBeCloseTo(d.width - 40, 9);
    expect(corner.y).toBeCloseTo(760, 9);
    expect(pitchToCanvas(d, { x: 52.5, y: 34 }).x).toBeCloseTo(d.width / 2, 9);
    const m = layoutFor('mobile', 5);
    // Portrait: team A's goal line at the bottom, the top touchline of the landscape pitch on the left.
    expect(pitchToCanvas(m, { x: 0, y: 0 })).toEqual({ x: 15, y: m.height - 15 });
    const top = pitchToCanvas(m, { x: 36.6, y: 27.4 });
    expect(top.x).toBeCloseTo(335, 9);
    expect(top.y).toBeCloseTo(15, 9);
  });

  it('converts both ways on every layout, so a point survives laptop → phone → laptop', () => {
    for (const kind of LAYOUT_KINDS) {
      const layout = layoutFor(kind);
      for (const p of [{ x: 11, y: 34 }, { x: 88.8, y: 3.25 }, { x: 0, y: 68 }]) {
        const back = canvasToPitch(layout, pitchToCanvas(layout, p));
        expect(back.x).toBeCloseTo(p.x, 9);
        expect(back.y).toBeCloseTo(p.y, 9);
      }
    }
    const onPhone = pitchToCanvas(layoutFor('mobile'), { x: 30, y: 20 });
    const onLaptop = pitchToCanvas(layoutFor('desktop'), canvasToPitch(layoutFor('mobile'), onPhone));
    expect(onLaptop.x).toBeCloseTo(40 + (30 * 720) / 68, 9);
    expect(onLaptop.y).toBeCloseTo(40 + (20 * 720) / 68, 9);
  });

  it('turns the attacking half a quarter so it fills the canvas more than the whole pitch does, and inverts it', () => {
    for (const kind of LAYOUT_KINDS) {
      const layout = layoutFor(kind, 7);
      const t = viewTransform(layout, 'half');
      expect(t.scale).toBeGreaterThan(1.2);
      const goal = worldToView(t, pitchToCanvas(layout, { x: 54.9, y: 18.3 }));
      const halfway = worldToView(t, pitchToCanvas(layout, { x: 54.9 / 2, y: 18.3 }));
      // Landscape: team B's goal at the top; portrait: on the right. Both centred across.
      if (layout.orientation === 'landscape') {
        expect(goal.y).toBeLessThan(halfway.y);
        expect(goal.x).toBeCloseTo(layout.width / 2, 6);
      } else {
        expect(goal.x).toBeGreaterThan(halfway.x);
        expect(goal.y).toBeCloseTo(layout.height / 2, 6);
      }
      // The half's corners stay on the canvas.
      for (const p of [{ x: 27.45, y: 0 }, { x: 54.9, y: 36.6 }]) {
        const q = worldToView(t, pitchToCanvas(layout, p));
        expect(q.x).toBeGreaterThanOrEqual(-0.001);
        expect(q.x).toBeLessThanOrEqual(layout.width + 0.001);
        expect(q.y).toBeGreaterThanOrEqual(-0.001);
        expect(q.y).toBeLessThanOrEqual(layout.height + 0.001);
      }
      const q = { x: 123, y: 77 };
      const back = viewToWorld(t, worldToView(t, q));
      expect(back.x).toBeCloseTo(123, 9);
      expect(back.y).toBeCloseTo(77, 9);
    }
    expect(viewTransform(layoutFor('desktop'), 'full')).toMatchObject({ scale: 1, a: 1, d: 1, e: 0, f: 0, rotation: 0 });
  });

  it('turns a key’s screen direction into the world direction of the turned view', () => {
    const up = screenToWorldDirection(viewTransform(layoutFor('desktop'), 'half'), { x: 0, y: -1 });
    // On the turned landscape half, "up" runs towards team B's goal: world right.
    expect(up.x).toBeGreaterThan(0);
    expect(Math.abs(up.y)).toBeLessThan(1e-9);
  });
});
