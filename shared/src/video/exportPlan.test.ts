import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { audioJoin, exportFps, exportGeometry, framePlan, titleOpacity } from './exportPlan';
import type { Freeze } from './model';
import { freezesOf, outputDuration } from './timeline';

const freeze = (id: number, at: number, hold: number): Freeze => ({ kind: 'freeze', id, at, hold });

describe('the export size and the 9:16 crop', () => {
  it('keeps 720p and 1080p as they are and brings 4K down to 1080p', () => {
    expect(exportGeometry({ w: 1280, h: 720 }, false).frame).toEqual({ w: 1280, h: 720 });
    expect(exportGeometry({ w: 1920, h: 1080 }, false).crop).toEqual({ x: 0, y: 0, w: 1920, h: 1080 });
    expect(exportGeometry({ w: 3840, h: 2160 }, false).frame).toEqual({ w: 1920, h: 1080 });
    // A phone's upright clip: its short side is its width.
    expect(exportGeometry({ w: 2160, h: 3840 }, false).frame).toEqual({ w: 1080, h: 1920 });
  });

  it('crops the middle 9:16 of a landscape clip at its full height', () => {
    expect(exportGeometry({ w: 1920, h: 1080 }, true).crop).toEqual({ x: 656, y: 0, w: 608, h: 1080 });
    expect(exportGeometry({ w: 640, h: 360 }, true).crop).toEqual({ x: 219, y: 0, w: 202, h: 360 });
  });

  it('any size: even sides, never above the source or 1080 on the short side, a crop inside the frame near 9:16', () => {
    fc.assert(
      fc.property(fc.integer({ min: 16, max: 4096 }), fc.integer({ min: 16, max: 4096 }), fc.boolean(), (w, h, portrait) => {
        const { frame, crop } = exportGeometry({ w, h }, portrait);
        for (const v of [frame.w, frame.h, crop.w, crop.h]) expect(v % 2).toBe(0);
        expect(Math.min(frame.w, frame.h)).toBeLessThanOrEqual(Math.max(1080, 2));
        expect(frame.w).toBeLessThanOrEqual(Math.max(w + 1, 2));
        expect(crop.x + crop.w).toBeLessThanOrEqual(frame.w);
        expect(crop.y + crop.h).toBeLessThanOrEqual(frame.h);
        if (portrait && Math.min(crop.w, crop.h) > 40) expect(crop.w / crop.h).toBeCloseTo(9 / 16, 1);
      }),
    );
  });
});

describe('the frame plan', () => {
  const freezes = freezesOf([freeze(1, 2, 3)], 6);

  it('lasts the clip plus its freezes, holding the freeze time through the hold', () => {
    const plan = framePlan(6, freezes, 30);
    expect(plan).toHaveLength(9 * 30);
    expect(plan[30]).toEqual({ out: 1, clip: 1, held: false });
    expect(plan[90]).toEqual({ out: 3, clip: 2, held: true });
    expect(plan[149].clip).toBe(2);
    expect(plan[150].held).toBe(false);
    expect(plan[180].clip).toBeCloseTo(3, 9);
  });

  it('never goes back in clip time and has one frame per 1/fps of the output (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.array(fc.tuple(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 1, max: 50 })), { maxLength: 5 }), (duration, fs) => {
        const frozen = freezesOf(fs.map(([at, hold], i) => freeze(i, at / 10, hold / 10)), duration);
        const plan = framePlan(duration, frozen, 30);
        expect(plan.length).toBe(Math.round(outputDuration(duration, frozen) * 30));
        for (let i = 1; i < plan.length; i++) expect(plan[i].clip).toBeGreaterThanOrEqual(plan[i - 1].clip);
      }),
      { numRuns: 40 },
    );
  });

  it('takes the source frame rate up to 30', () => {
    expect([exportFps(25), exportFps(29.97), exportFps(60), exportFps(NaN), exportFps(0)]).toEqual([25, 30, 30, 30, 30]);
  });
});

describe('the sound across freezes', () => {
  it('pads a gap with silence and trims an overlap, so the sound is one stream', () => {
    expect(audioJoin(48_000, 4, 48_000)).toEqual({ pad: 144_000, skip: 0 });
    expect(audioJoin(48_100, 1, 48_000)).toEqual({ pad: 0, skip: 100 });
    expect(audioJoin(48_000, 1, 48_000)).toEqual({ pad: 0, skip: 0 });
  });
});

it('shows the title card, then fades it out by 2 s', () => {
  expect([titleOpacity(0), titleOpacity(1.49), titleOpacity(1.75), titleOpacity(2), titleOpacity(3)]).toEqual([1, 1, 0.5, 0, 0]);
});
