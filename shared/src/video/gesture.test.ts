import { describe, expect, it } from 'vitest';
import { curvePolyline } from '../board/objects';
import { isRefusal } from '../messages/refusal';
import { EQUIPMENT } from '../board/objects';
import { drawnOf, curveMid, DEFAULT_TOOL_OPTIONS, isDragTool, VIDEO_TOOLS, type Gesture } from './gesture';
import { framePoint, VIDEO_LIMITS } from './model';

const style = { ...DEFAULT_TOOL_OPTIONS, colour: '#ffeb3b', start: 2, duration: 3 };
const drag = (x1: number, y1: number, x2: number, y2: number, path = [framePoint(x1, y1), framePoint(x2, y2)]): Gesture => ({ from: framePoint(x1, y1), to: framePoint(x2, y2), path });

describe('a gesture on the frame becomes the chosen tool’s drawing', () => {
  it('draws an arrow, a line and a zone from a drag, each in its colour and time range', () => {
    const g = drag(0.2, 0.3, 0.6, 0.5);
    expect(drawnOf('arrow', g, style)).toEqual({ kind: 'shape', id: 0, start: 2, duration: 3, shape: { kind: 'arrow', style: 'run', colour: '#ffeb3b', from: g.from, to: g.to } });
    expect(drawnOf('line', g, style)).toMatchObject({ shape: { kind: 'line', from: g.from, to: g.to } });
    const zone = drawnOf('zone', drag(0.6, 0.5, 0.2, 0.3), style);
    expect(zone).toMatchObject({ shape: { kind: 'zone', shape: 'rect' } });
    const z = (zone as { shape: { at: { x: number; y: number }; w: number; h: number } }).shape;
    expect(z.at.x).toBeCloseTo(0.4);
    expect(z.at.y).toBeCloseTo(0.4);
    expect(z.w).toBeCloseTo(0.4);
    expect(z.h).toBeCloseTo(0.2);
  });

  it('draws the zone shape chosen: an ellipse in the same box as the rectangle', () => {
    const box = drag(0.6, 0.5, 0.2, 0.3);
    const ellipse = drawnOf('zone', box, { ...style, zone: 'ellipse' });
    expect(ellipse).toMatchObject({ start: 2, duration: 3, shape: { kind: 'zone', shape: 'ellipse', colour: '#ffeb3b' } });
    const { at, w, h } = (ellipse as { shape: { at: { x: number; y: number }; w: number; h: number } }).shape;
    expect([at.x, at.y, w, h].map((v) => Math.round(v * 100) / 100)).toEqual([0.4, 0.4, 0.4, 0.2]);
  });

  it('places the equipment chosen, upright, where the tap was', () => {
    const tap = drag(0.4, 0.4, 0.405, 0.4);
    for (const item of EQUIPMENT) expect(drawnOf('equipment', tap, { ...style, item })).toMatchObject({ shape: { kind: 'equipment', item, at: tap.from, rot: 0 } });
  });

  it('bends a curved run the way the finger went, through the drag’s farthest point from its chord', () => {
    const path = [framePoint(0.1, 0.5), framePoint(0.3, 0.35), framePoint(0.5, 0.3), framePoint(0.7, 0.35), framePoint(0.9, 0.5)];
    const g = drag(0.1, 0.5, 0.9, 0.5, path);
    const mid = curveMid(g);
    expect(mid.x).toBeCloseTo(0.5);
    expect(mid.y).toBeCloseTo(0.3);
    // The drawn curve passes through that point.
    const plain = (p: { x: number; y: number }) => ({ x: p.x, y: p.y });
    const curve = curvePolyline(plain(g.from), plain(g.to), plain(mid));
    expect(Math.min(...curve.map((p) => Math.hypot(p.x - 0.5, p.y - 0.3)))).toBeLessThan(0.001);
    // Bent the other way, and a straight drag bends by a quarter of its length.
    expect(curveMid(drag(0.1, 0.5, 0.9, 0.5, path.map((p) => framePoint(p.x, 1 - p.y)))).y).toBeCloseTo(0.7);
    expect(Math.abs(curveMid(drag(0.1, 0.5, 0.9, 0.5)).y - 0.5)).toBeCloseTo(0.2);
  });

  it('keeps the pen’s stroke, thinned to the file’s limit with its last point', () => {
    const path = Array.from({ length: 5000 }, (_, i) => framePoint(i / 5000, 0.5));
    const pen = drawnOf('pen', drag(0, 0.5, 0.9998, 0.5, path), style) as { shape: { points: { x: number }[] } };
    expect(pen.shape.points.length).toBeLessThanOrEqual(VIDEO_LIMITS.penPoints);
    expect(pen.shape.points.at(-1)!.x).toBeCloseTo(0.9998);
  });

  it('places a label and a magnifier where the tap was; a label without words is refused', () => {
    const tap = drag(0.4, 0.4, 0.405, 0.4);
    expect(drawnOf('text', tap, { ...style, text: '  Boşluk!  ' })).toMatchObject({ shape: { kind: 'text', at: tap.from, text: 'Boşluk!', size: 'm' } });
    const empty = drawnOf('text', tap, style);
    expect(isRefusal(empty) && empty.code).toBe('VIDEO_TEXT_EMPTY');
    expect(drawnOf('magnifier', tap, style)).toMatchObject({ kind: 'magnifier', at: tap.from, start: 2, duration: 3 });
    expect(drawnOf('equipment', tap, style)).toMatchObject({ kind: 'shape', shape: { kind: 'equipment', item: 'cone', at: tap.from, colour: '#ffeb3b' } });
  });

  it('makes nothing of a drag tool’s tap: the page treats it as a tap', () => {
    const tap = drag(0.4, 0.4, 0.41, 0.4);
    for (const tool of VIDEO_TOOLS) if (isDragTool(tool)) expect(drawnOf(tool as 'arrow', tap, style)).toBeNull();
  });
});
