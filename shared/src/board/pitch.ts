import type { Layout, Point } from './layout';

/**
 * Pitch coordinates in metres, the same on every screen: `x` runs along the pitch from team A's goal
 * line (0) to team B's (105), `y` across it from the top touchline of the landscape pitch (0) to the
 * bottom one (68); on the portrait pitch that is left to right. Drawings, zones, labels and equipment
 * live in these units, so a board made on a laptop opens unchanged on a phone.
 */
export const PITCH_LENGTH = 105;
export const PITCH_WIDTH = 68;

export type PitchPoint = Point;

function scales(layout: Layout) {
  const innerW = layout.width - 2 * layout.padding;
  const innerH = layout.height - 2 * layout.padding;
  const landscape = layout.orientation === 'landscape';
  return { landscape, along: (landscape ? innerW : innerH) / PITCH_LENGTH, across: (landscape ? innerH : innerW) / PITCH_WIDTH };
}

/** Metres → layout pixels (the canvas in full-pitch view). */
export function pitchToCanvas(layout: Layout, p: PitchPoint): Point {
  const { landscape, along, across } = scales(layout);
  return landscape
    ? { x: layout.padding + p.x * along, y: layout.padding + p.y * across }
    : { x: layout.padding + p.y * across, y: layout.height - layout.padding - p.x * along };
}

/** Layout pixels → metres. */
export function canvasToPitch(layout: Layout, q: Point): PitchPoint {
  const { landscape, along, across } = scales(layout);
  return landscape
    ? { x: (q.x - layout.padding) / along, y: (q.y - layout.padding) / across }
    : { x: (layout.height - layout.padding - q.y) / along, y: (q.x - layout.padding) / across };
}

/** Pixels per metre along and across (equal on both layouts to within a few percent). */
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

export function pitchDistance(a: PitchPoint, b: PitchPoint): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function clampToPitch(p: PitchPoint, margin = 3): PitchPoint {
  return {
    x: Math.min(PITCH_LENGTH + margin, Math.max(-margin, p.x)),
    y: Math.min(PITCH_WIDTH + margin, Math.max(-margin, p.y)),
  };
}

/** What the pitch shows: the whole pitch, the attacking half (towards team B's goal) or a plain area. */
export const PITCH_VIEWS = ['full', 'half', 'training'] as const;
export type PitchView = (typeof PITCH_VIEWS)[number];

/**
 * Canvas = world * scale + offset: the world is the full-pitch layout in pixels. `rect` is the part
 * of the world the view shows (nothing outside it is drawn).
 */
export interface ViewTransform {
  scale: number;
  dx: number;
  dy: number;
  rect: { x: number; y: number; w: number; h: number };
}

/**
 * The attacking half fills as much of the canvas as it can, centred; the full pitch and the training
 * area show the layout as it is.
 */
export function viewTransform(layout: Layout, view: PitchView): ViewTransform {
  if (view !== 'half') return { scale: 1, dx: 0, dy: 0, rect: { x: 0, y: 0, w: layout.width, h: layout.height } };
  const halfway = pitchToCanvas(layout, { x: PITCH_LENGTH / 2, y: 0 });
  const rect =
    layout.orientation === 'landscape'
      ? { x: halfway.x - layout.padding, y: 0, w: layout.width - halfway.x + layout.padding, h: layout.height }
      : { x: 0, y: 0, w: layout.width, h: halfway.y + layout.padding };
  const scale = Math.min(layout.width / rect.w, layout.height / rect.h);
  return { scale, dx: (layout.width - rect.w * scale) / 2 - rect.x * scale, dy: (layout.height - rect.h * scale) / 2 - rect.y * scale, rect };
}

export function worldToView(t: ViewTransform, p: Point): Point {
  return { x: p.x * t.scale + t.dx, y: p.y * t.scale + t.dy };
}

export function viewToWorld(t: ViewTransform, p: Point): Point {
  return { x: (p.x - t.dx) / t.scale, y: (p.y - t.dy) / t.scale };
}
