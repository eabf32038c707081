import type { Point } from './layout';
import type { Box, Disc } from '../pitch/labelLayout';

/**
 * Where labels go on screen: inside the pitch, and clear of the players so that neither hides the
 * other. Everything here is in screen-aligned pixels (the canvas as it is seen).
 */
export type { Box, Disc } from '../pitch/labelLayout';

/** A label of `w` x `h` centred at `at`, as a box. */
export const boxAt = (at: Point, w: number, h: number): Box => ({ x: at.x - w / 2, y: at.y - h / 2, w, h });

/**
 * A label made to fit `bounds`: shrunk (scale below 1) when it is wider or taller than them, then moved
 * in so that it lies wholly inside.
 */
export function fitInside(at: Point, w: number, h: number, bounds: Box): { at: Point; scale: number } {
  const scale = Math.min(1, bounds.w / w, bounds.h / h);
  const hw = (w * scale) / 2;
  const hh = (h * scale) / 2;
  return {
    at: { x: Math.min(bounds.x + bounds.w - hw, Math.max(bounds.x + hw, at.x)), y: Math.min(bounds.y + bounds.h - hh, Math.max(bounds.y + hh, at.y)) },
    scale,
  };
}

export function overlapsDisc(b: Box, d: Disc): boolean {
  const cx = Math.max(b.x, Math.min(d.x, b.x + b.w));
  const cy = Math.max(b.y, Math.min(d.y, b.y + b.h));
  return Math.hypot(d.x - cx, d.y - cy) < d.r;
}

export function overlapsBox(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/**
 * The place nearest `near` for a `w` x `h` label inside `bounds` that covers no disc and no label
 * already placed: tried on rings of growing distance around it. Falls back to the place that covers
 * the fewest.
 */
export function placeLabel(near: Point, w: number, h: number, bounds: Box, discs: readonly Disc[], taken: readonly Box[] = []): Point {
  const cost = (p: Point) => {
    const b = boxAt(p, w, h);
    return discs.filter((d) => overlapsDisc(b, d)).length + taken.filter((t) => overlapsBox(b, t)).length;
  };
  const start = fitInside(near, w, h, bounds).at;
  let best = start;
  let bestCost = cost(start);
  if (!bestCost) return start;
  const step = Math.max(4, h / 2);
  for (let ring = 1; ring <= 24; ring++) {
    const n = 8 * ring;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      // Up and down first: labels read best shifted across their own line.
      const p = fitInside({ x: start.x + Math.sin(a) * ring * step * 1.5, y: start.y - Math.cos(a) * ring * step }, w, h, bounds).at;
      const c = cost(p);
      if (c === 0) return p;
      if (c < bestCost) [best, bestCost] = [p, c];
    }
  }
  return best;
}
