/**
 * Pitch geometry of the tactics board (spec 3.1 and 9). The desktop pitch is landscape (team A defends
 * the left goal), the mobile pitch is portrait (team A defends the bottom goal), so a phone shows the
 * whole pitch without squashing it.
 */
export type LayoutKind = 'desktop' | 'mobile';

export interface Point {
  x: number;
  y: number;
}

/**
 * A position in pitch terms, independent of the screen: `d` is the depth from team A's goal line (0) to
 * the opponent's goal line (1); `w` runs across the pitch from team A's right flank (0) to its left (1).
 */
export interface Spot {
  d: number;
  w: number;
}

export interface Layout {
  kind: LayoutKind;
  width: number;
  height: number;
  padding: number;
  /** Diameter of a player disc. */
  playerSize: number;
  ballRadius: number;
  /** Minimum distance between two recorded trail points. */
  trailSpacing: number;
  orientation: 'landscape' | 'portrait';
}

export const LAYOUTS: Record<LayoutKind, Layout> = {
  desktop: { kind: 'desktop', width: 1200, height: 800, padding: 40, playerSize: 56, ballRadius: 12, trailSpacing: 10, orientation: 'landscape' },
  mobile: { kind: 'mobile', width: 350, height: 450, padding: 15, playerSize: 32, ballRadius: 8, trailSpacing: 5, orientation: 'portrait' },
};

/** Viewports narrower than this get the mobile pitch (a 1200 px canvas would not fit a phone). */
export const MOBILE_MAX_VIEWPORT = 768;

export function layoutForViewport(viewportWidth: number): LayoutKind {
  return viewportWidth < MOBILE_MAX_VIEWPORT ? 'mobile' : 'desktop';
}

export function toPixel(layout: Layout, spot: Spot): Point {
  const innerW = layout.width - 2 * layout.padding;
  const innerH = layout.height - 2 * layout.padding;
  if (layout.orientation === 'landscape') {
    // Team A attacks to the right; facing right, its right flank is the bottom edge.
    return { x: layout.padding + spot.d * innerW, y: layout.padding + (1 - spot.w) * innerH };
  }
  // Team A attacks upwards; facing up, its right flank is the right edge.
  return { x: layout.padding + (1 - spot.w) * innerW, y: layout.padding + (1 - spot.d) * innerH };
}

export function toSpot(layout: Layout, p: Point): Spot {
  const innerW = layout.width - 2 * layout.padding;
  const innerH = layout.height - 2 * layout.padding;
  if (layout.orientation === 'landscape') {
    return { d: (p.x - layout.padding) / innerW, w: 1 - (p.y - layout.padding) / innerH };
  }
  return { d: 1 - (p.y - layout.padding) / innerH, w: 1 - (p.x - layout.padding) / innerW };
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Players stay inside the padding (5.1). */
export function clampPlayer(layout: Layout, p: Point): Point {
  return clampInset(layout, p, layout.padding);
}

/** The ball stays inside the padding plus its radius (5.1). */
export function clampBall(layout: Layout, p: Point): Point {
  return clampInset(layout, p, layout.padding + layout.ballRadius);
}

function clampInset(layout: Layout, p: Point, inset: number): Point {
  return {
    x: Math.min(layout.width - inset, Math.max(inset, p.x)),
    y: Math.min(layout.height - inset, Math.max(inset, p.y)),
  };
}
