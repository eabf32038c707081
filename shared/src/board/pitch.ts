import type { Layout, LayoutPoint, Point, Spot } from './layout';

/**
 * Pitch coordinates in metres, the same on every screen: `x` runs along the pitch from team A's goal
 * line (0) to team B's (its length: 105 on the 11v11 pitch), `y` across it from the top touchline of
 * the landscape pitch (0) to the bottom one (its width); on the portrait pitch that is left to right.
 * Everything the board stores lives in these units (pieces, trails, strokes, drawings, zones, labels,
 * equipment, steps), so a board made on a laptop opens unchanged on a phone and a layout change only
 * redraws. The brand keeps the two spaces apart: a `LayoutPoint` (pixels) is refused where a
 * `PitchPoint` is expected and the other way round; a plain literal `{ x, y }` is taken as either.
 */
export type PitchPoint = Point & { readonly __space?: 'metres' };

/** A point of the pitch in metres (the brand given to computed coordinates). */
export const metres = (x: number, y: number): PitchPoint => ({ x, y }) as PitchPoint;

/** A spot (depth, across) as metres of a pitch. */
export function spotToPitch(pitch: Layout['pitch'], spot: Spot): PitchPoint {
  return metres(spot.d * pitch.length, (1 - spot.w) * pitch.width);
}

function scales(layout: Layout) {
  const innerW = layout.width - 2 * layout.padding;
  const innerH = layout.height - 2 * layout.padding;
  const landscape = layout.orientation === 'landscape';
  return { landscape, along: (landscape ? innerW : innerH) / layout.pitch.length, across: (landscape ? innerH : innerW) / layout.pitch.width };
}

/** Metres → layout pixels (the canvas in full-pitch view). */
export function pitchToCanvas(layout: Layout, p: PitchPoint): LayoutPoint {
  const { landscape, along, across } = scales(layout);
  return landscape
    ? { x: layout.padding + p.x * along, y: layout.padding + p.y * across }
    : { x: layout.padding + p.y * across, y: layout.height - layout.padding - p.x * along };
}

/** Layout pixels → metres. */
export function canvasToPitch(layout: Layout, q: LayoutPoint): PitchPoint {
  const { landscape, along, across } = scales(layout);
  return landscape
    ? { x: (q.x - layout.padding) / along, y: (q.y - layout.padding) / across }
    : { x: (layout.height - layout.padding - q.y) / along, y: (q.x - layout.padding) / across };
}

/** Pixels per metre (the same along and across: every layout keeps the pitch's proportions). */
export function pixelsPerMetre(layout: Layout): number {
  const { along, across } = scales(layout);
  return (along + across) / 2;
}

/**
 * A rotation given in pitch terms (degrees, clockwise on the landscape pitch) as drawn on this layout:
 * the portrait pitch is the landscape one turned a quarter anticlockwise.
 */
export function canvasRotation(layout: Layout, degrees: number): number {
  return layout.orientation === 'landscape' ? degrees : degrees - 90;
}

/** Players stay on the pitch: inside the layout's padding (docs/board.md, 'Pieces and pitch sizes'). */
export function clampPlayer(layout: Layout, p: PitchPoint): PitchPoint {
  return clampInset(layout, p, 0);
}

/** The ball stays inside the padding plus its radius on this layout (docs/board.md, 'Pieces and pitch sizes'). */
export function clampBall(layout: Layout, p: PitchPoint): PitchPoint {
  return clampInset(layout, p, layout.ballRadius / pixelsPerMetre(layout));
}

function clampInset(layout: Layout, p: PitchPoint, inset: number): PitchPoint {
  return metres(Math.min(layout.pitch.length - inset, Math.max(inset, p.x)), Math.min(layout.pitch.width - inset, Math.max(inset, p.y)));
}

export function pitchDistance(a: PitchPoint, b: PitchPoint): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function clampToPitch(pitch: Layout['pitch'], p: PitchPoint, margin = 3): PitchPoint {
  return {
    x: Math.min(pitch.length + margin, Math.max(-margin, p.x)),
    y: Math.min(pitch.width + margin, Math.max(-margin, p.y)),
  };
}

/** What the pitch shows: the whole pitch, the attacking half (towards team B's goal) or a plain area. */
export const PITCH_VIEWS = ['full', 'half', 'training'] as const;
export type PitchView = (typeof PITCH_VIEWS)[number];

/**
 * Canvas = M · world + (e, f), M = [a c; b d]: the world is the full-pitch layout in pixels. `rect` is
 * the part of the world the view shows (nothing outside it is drawn); `rotation` (degrees, clockwise on
 * screen) turns it, and text and sprites are drawn turned back so they stay upright.
 */
export interface ViewTransform {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
  scale: number;
  rotation: 0 | 90 | -90;
  rect: { x: number; y: number; w: number; h: number };
}

/**
 * The attacking half, turned a quarter so that its long side (the halfway line) lies along the
 * canvas's long side and it fills about a quarter more of the canvas than on the whole pitch: on
 * the landscape pitch team B's goal goes to the top, on the portrait pitch to the right.
 */
export function viewTransform(layout: Layout, view: PitchView): ViewTransform {
  const { width: W, height: H } = layout;
  if (view !== 'half') return { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0, scale: 1, rotation: 0, rect: { x: 0, y: 0, w: W, h: H } };
  const halfway = pitchToCanvas(layout, { x: layout.pitch.length / 2, y: 0 });
  if (layout.orientation === 'landscape') {
    const rect = { x: halfway.x - layout.padding, y: 0, w: W - halfway.x + layout.padding, h: H };
    const s = Math.min(W / rect.h, H / rect.w);
    // Turned anticlockwise: world right (team B's goal) is screen up. Canvas = (y·s + e, −x·s + f).
    return { a: 0, b: -s, c: s, d: 0, e: (W - rect.h * s) / 2 - rect.y * s, f: (H - rect.w * s) / 2 + (rect.x + rect.w) * s, scale: s, rotation: -90, rect };
  }
  const rect = { x: 0, y: 0, w: W, h: halfway.y + layout.padding };
  const s = Math.min(W / rect.h, H / rect.w);
  // Turned clockwise: world up (team B's goal) is screen right. Canvas = (−y·s + e, x·s + f).
  return { a: 0, b: s, c: -s, d: 0, e: (W - rect.h * s) / 2 + (rect.y + rect.h) * s, f: (H - rect.w * s) / 2 - rect.x * s, scale: s, rotation: 90, rect };
}

export function worldToView(t: ViewTransform, p: LayoutPoint): LayoutPoint {
  return { x: t.a * p.x + t.c * p.y + t.e, y: t.b * p.x + t.d * p.y + t.f };
}

export function viewToWorld(t: ViewTransform, p: LayoutPoint): LayoutPoint {
  const det = t.a * t.d - t.b * t.c;
  const x = p.x - t.e;
  const y = p.y - t.f;
  return { x: (t.d * x - t.c * y) / det, y: (-t.b * x + t.a * y) / det };
}

/** A direction on screen (a key press) as the direction in the world it moves along. */
export function screenToWorldDirection(t: ViewTransform, v: Point): Point {
  const o = viewToWorld(t, { x: 0, y: 0 });
  const q = viewToWorld(t, v);
  return { x: q.x - o.x, y: q.y - o.y };
}
