import { describe, expect, it } from 'vitest';
import { LAYOUTS } from './layout';
import { canvasToPitch, pitchToCanvas, viewToWorld, viewTransform, worldToView, PITCH_LENGTH, PITCH_WIDTH } from './pitch';

describe('pitch coordinates', () => {
  it('puts the corners and the centre spot where the landscape and portrait pitches draw them', () => {
    const d = LAYOUTS.desktop;
    expect(pitchToCanvas(d, { x: 0, y: 0 })).toEqual({ x: 40, y: 40 });
    expect(pitchToCanvas(d, { x: PITCH_LENGTH, y: PITCH_WIDTH })).toEqual({ x: 1160, y: 760 });
    expect(pitchToCanvas(d, { x: 52.5, y: 34 })).toEqual({ x: 600, y: 400 });
    const m = LAYOUTS.mobile;
    // Portrait: team A's goal line at the bottom, the top touchline of the landscape pitch on the left.
    expect(pitchToCanvas(m, { x: 0, y: 0 })).toEqual({ x: 15, y: 435 });
    expect(pitchToCanvas(m, { x: PITCH_LENGTH, y: PITCH_WIDTH })).toEqual({ x: 335, y: 15 });
  });

  it('converts both ways on both layouts, so a point survives laptop → phone → laptop', () => {
    for (const layout of [LAYOUTS.desktop, LAYOUTS.mobile]) {
      for (const p of [{ x: 11, y: 34 }, { x: 88.8, y: 3.25 }, { x: 0, y: 68 }]) {
        const back = canvasToPitch(layout, pitchToCanvas(layout, p));
        expect(back.x).toBeCloseTo(p.x, 9);
        expect(back.y).toBeCloseTo(p.y, 9);
      }
    }
    const onPhone = pitchToCanvas(LAYOUTS.mobile, { x: 30, y: 20 });
    const onLaptop = pitchToCanvas(LAYOUTS.desktop, canvasToPitch(LAYOUTS.mobile, onPhone));
    expect(onLaptop.x).toBeCloseTo(40 + (30 * 1120) / 105, 9);
    expect(onLaptop.y).toBeCloseTo(40 + (20 * 720) / 68, 9);
  });

  it('centres the attacking half in its view and inverts the transform', () => {
    for (const layout of [LAYOUTS.desktop, LAYOUTS.mobile]) {
      const t = viewTransform(layout, 'half');
      const goal = worldToView(t, pitchToCanvas(layout, { x: PITCH_LENGTH, y: PITCH_WIDTH / 2 }));
      const halfway = worldToView(t, pitchToCanvas(layout, { x: PITCH_LENGTH / 2, y: PITCH_WIDTH / 2 }));
      // The half's two ends sit symmetrically about the canvas centre.
      if (layout.orientation === 'landscape') expect(goal.x + halfway.x).toBeCloseTo(layout.width, 6);
      else expect(goal.y + halfway.y).toBeCloseTo(layout.height, 6);
      const q = { x: 123, y: 77 };
      expect(viewToWorld(t, worldToView(t, q)).x).toBeCloseTo(123, 9);
    }
    expect(viewTransform(LAYOUTS.desktop, 'full')).toMatchObject({ scale: 1, dx: 0, dy: 0 });
  });
});
