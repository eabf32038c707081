import { DEFAULT_FORMAT, PITCHES, type FormatSize } from './formats';

/**
 * Pitch geometry of the tactics board (docs/board.md, 'Pieces and pitch sizes'). The desktop pitch is landscape (team A defends
 * the left goal), the mobile pitch is portrait (team A defends the bottom goal), so a phone shows the
 * whole pitch without squashing it; a phone held sideways (or any short window) gets the compact
 * landscape pitch, with pieces and labels sized for its smaller screen. Every layout draws the
 * format's pitch at its true proportions: one scale along and across it.
 */
export type LayoutKind = 'desktop' | 'mobile' | 'compact';
export const LAYOUT_KINDS: readonly LayoutKind[] = ['desktop', 'mobile', 'compact'];

export interface Point {
  x: number;
  y: number;
}

/**
 * Pixels of a layout (the full-pitch canvas before the view's transform): what the renderer and the
 * pointer see. Only they use it; the board stores metres (pitch.ts `PitchPoint`, whose brand refuses this one).
 */
export type LayoutPoint = Point & { readonly __space?: 'pixels' };

/**
 * A position in pitch terms, independent of the screen: `d` is the depth from team A's goal line (0) to
 * the opponent's goal line (1); `w` runs across the pitch from team A's right flank (0) to its left (1).
 */
export interface Spot {
  d: number;
  w: number;
}

/** The rectangle pieces live in: the pitch inside a padding. */
export interface Frame {
  width: number;
  height: number;
  padding: number;
  orientation: 'landscape' | 'portrait';
}

export interface Layout extends Frame {
  kind: LayoutKind;
  format: FormatSize;
  /** The format's pitch in metres (formats.ts). */
  pitch: { length: number; width: number };
  /** Diameter of a player disc. */
  playerSize: number;
  ballRadius: number;
  /** Minimum distance between two recorded trail points. */
  trailSpacing: number;
  /** Height of name and measurement labels. */
  labelSize: number;
  /** The smallest half-size equipment is drawn at, so that a cone stays visible and can be tapped on a phone. */
  equipmentMin: number;
}

interface KindSpec {
  orientation: Frame['orientation'];
  padding: number;
  playerSize: number;
  ballRadius: number;
  trailSpacing: number;
  labelSize: number;
  equipmentMin: number;
  /** The largest the pitch may be, along and across it. */
  along: number;
  across: number;
}

// docs/board.md, 'Pieces and pitch sizes': desktop 1200 x 800 with padding 40, mobile 350 wide with padding 15. The pitch fills that
// box as far as its own proportions allow (the first board's boxes stretched it: 4.0 vs 4.7 px per metre).
const KINDS: Record<LayoutKind, KindSpec> = {
  desktop: { orientation: 'landscape', padding: 40, playerSize: 56, ballRadius: 12, trailSpacing: 10, labelSize: 17, equipmentMin: 11, along: 1120, across: 720 },
  mobile: { orientation: 'portrait', padding: 15, playerSize: 32, ballRadius: 8, trailSpacing: 5, labelSize: 10, equipmentMin: 9, along: Infinity, across: 320 },
  compact: { orientation: 'landscape', padding: 16, playerSize: 30, ballRadius: 7, trailSpacing: 5, labelSize: 10, equipmentMin: 8, along: 560, across: 360 },
};

const cache = new Map<string, Layout>();

/** The layout of a device kind for a format (the same object every time, so it can key caches). */
export function layoutFor(kind: LayoutKind, format: FormatSize = DEFAULT_FORMAT): Layout {
  const key = `${kind}:${format}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const k = KINDS[kind];
  const { length, width } = PITCHES[format];
  const scale = Math.min(k.along / length, k.across / width);
  const along = length * scale + 2 * k.padding;
  const across = width * scale + 2 * k.padding;
  const landscape = k.orientation === 'landscape';
  const layout: Layout = {
    kind,
    format,
    orientation: k.orientation,
    width: landscape ? along : across,
    height: landscape ? across : along,
    padding: k.padding,
    pitch: { length, width },
    playerSize: k.playerSize,
    ballRadius: k.ballRadius,
    trailSpacing: k.trailSpacing,
    labelSize: k.labelSize,
    equipmentMin: k.equipmentMin,
  };
  cache.set(key, layout);
  return layout;
}

/** Narrower than this and held upright: the portrait pitch. */
const MOBILE_MAX_VIEWPORT = 768;
/** Lower than this (a phone on its side, a short window): the compact landscape pitch. */
const COMPACT_MAX_HEIGHT = 520;

export function layoutForViewport(viewportWidth: number, viewportHeight: number): LayoutKind {
  if (viewportWidth < MOBILE_MAX_VIEWPORT && viewportHeight >= viewportWidth) return 'mobile';
  return viewportHeight < COMPACT_MAX_HEIGHT || viewportWidth < MOBILE_MAX_VIEWPORT ? 'compact' : 'desktop';
}

export function toPixel(frame: Frame, spot: Spot): LayoutPoint {
  const innerW = frame.width - 2 * frame.padding;
  const innerH = frame.height - 2 * frame.padding;
  if (frame.orientation === 'landscape') {
    // Team A attacks to the right; facing right, its right flank is the bottom edge.
    return { x: frame.padding + spot.d * innerW, y: frame.padding + (1 - spot.w) * innerH };
  }
  // Team A attacks upwards; facing up, its right flank is the right edge.
  return { x: frame.padding + (1 - spot.w) * innerW, y: frame.padding + (1 - spot.d) * innerH };
}

export function toSpot(frame: Frame, p: Point): Spot {
  const innerW = frame.width - 2 * frame.padding;
  const innerH = frame.height - 2 * frame.padding;
  if (frame.orientation === 'landscape') {
    return { d: (p.x - frame.padding) / innerW, w: 1 - (p.y - frame.padding) / innerH };
  }
  return { d: 1 - (p.y - frame.padding) / innerH, w: 1 - (p.x - frame.padding) / innerW };
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
