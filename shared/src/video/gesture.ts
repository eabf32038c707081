import { refusalOf, type Refusal } from '../messages/refusal';
import type { VideoCode } from '../messages/video';
import type { Equipment, ZoneShape } from '../board/objects';
import { VIDEO_LIMITS, type Drawn, type FramePoint, type TimeRange } from './model';

/**
 * The drawing tools of the video page (docs/video.md, 'The page'): the board's shapes and the two video-only
 * ones. A drag tool draws from where the finger went down to where it came up; the others are placed by a tap.
 */
export const VIDEO_TOOLS = ['arrow', 'curve', 'line', 'zone', 'pen', 'text', 'equipment', 'magnifier', 'spotlight'] as const;
export type VideoTool = (typeof VIDEO_TOOLS)[number];
export const isDragTool = (tool: VideoTool): boolean => tool === 'arrow' || tool === 'curve' || tool === 'line' || tool === 'zone' || tool === 'pen';

/** A drag on the frame: where it began and ended, and every point it passed (the pen's stroke). */
export interface Gesture {
  from: FramePoint;
  to: FramePoint;
  path: readonly FramePoint[];
}

/**
 * The zone shapes a drag draws, in the box from corner to corner. The board's free polygon is not one: a drag
 * by keyboard has two points (useKeyboardPen), and a shape must be drawable by keyboard too.
 */
export const VIDEO_ZONES = ['rect', 'ellipse'] as const satisfies readonly ZoneShape[];

/** What the tool bar holds beside the tool: a label's words, a zone's shape and the equipment placed. */
export interface ToolOptions {
  text: string;
  zone: (typeof VIDEO_ZONES)[number];
  item: Equipment;
}
export const DEFAULT_TOOL_OPTIONS: ToolOptions = { text: '', zone: 'rect', item: 'cone' };

/** What a new drawing takes from the page: its colour, the tool's options, and when it shows. */
export interface DrawStyle extends TimeRange, ToolOptions {
  colour: string;
}

/** A drag shorter than this share of the frame is a tap. */
export const MIN_DRAG = 0.02;
/** The magnifier's radius (a share of the frame's width) and zoom: a player's feet and the ball, twice as large. */
const MAGNIFIER = { r: 0.12, zoom: 2 };
/** How far a curve bends by default, a share of its length: a run that swerves round a defender. */
const DEFAULT_BEND = 0.25;

const length = (g: Pick<Gesture, 'from' | 'to'>) => Math.hypot(g.to.x - g.from.x, g.to.y - g.from.y);
export const isTap = (g: Pick<Gesture, 'from' | 'to'>): boolean => length(g) < MIN_DRAG;

/**
 * The middle of a curved run: as far from the chord as the drag's farthest point, on its side, so the arrow
 * bends the way the finger did; a straight drag bends by `DEFAULT_BEND` of its length.
 */
export function curveMid({ from, to, path }: Gesture): FramePoint {
  const len = length({ from, to });
  const side = (p: FramePoint) => ((to.x - from.x) * (p.y - from.y) - (to.y - from.y) * (p.x - from.x)) / len;
  const far = path.reduce<FramePoint | null>((best, p) => (Math.abs(side(p)) > Math.abs(best ? side(best) : 0) ? p : best), null);
  const midpoint = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  // `mid` is the curve's own middle point (board/objects.ts): it bends as far from the chord as the finger did.
  const bend = far && Math.abs(side(far)) >= MIN_DRAG ? side(far) : -DEFAULT_BEND * len;
  const normal = { x: -(to.y - from.y) / len, y: (to.x - from.x) / len };
  return { x: midpoint.x + normal.x * bend, y: midpoint.y + normal.y * bend } as FramePoint;
}

/**
 * The annotation a gesture with `tool` makes, or why it makes none: null for a drag tool's tap (the page
 * then treats it as a tap) and a refusal for a label with no words. The spotlight is the page's: a tap with
 * it starts a ring, or moves the followed one (edit.ts `followTo`).
 */
export function drawnOf(tool: Exclude<VideoTool, 'spotlight'>, g: Gesture, style: DrawStyle): Drawn | Refusal<VideoCode> | null {
  const { colour, start, duration } = style;
  const timed = { id: 0, start, duration };
  if (isDragTool(tool) && isTap(g)) return null;
  const shape = (s: Extract<Drawn, { kind: 'shape' }>['shape']): Drawn => ({ kind: 'shape', ...timed, shape: s });
  switch (tool) {
    case 'arrow':
      return shape({ kind: 'arrow', style: 'run', colour, from: g.from, to: g.to });
    case 'curve':
      return shape({ kind: 'arrow', style: 'run', colour, from: g.from, to: g.to, mid: curveMid(g) });
    case 'line':
      return shape({ kind: 'line', colour, from: g.from, to: g.to });
    case 'zone': {
      const at = { x: (g.from.x + g.to.x) / 2, y: (g.from.y + g.to.y) / 2 } as FramePoint;
      return shape({ kind: 'zone', shape: style.zone, colour, at, w: Math.abs(g.to.x - g.from.x), h: Math.abs(g.to.y - g.from.y) });
    }
    case 'pen':
      return shape({ kind: 'pen', colour, points: thinned(g.path.length >= 2 ? g.path : [g.from, g.to]) });
    case 'text': {
      const text = style.text.trim().slice(0, VIDEO_LIMITS.text);
      return text ? shape({ kind: 'text', colour, at: g.from, text, size: 'm' }) : refusalOf('VIDEO_TEXT_EMPTY');
    }
    case 'equipment':
      // Upright on footage (rot 0): a mannequin or a goal stands as the camera sees it.
      return shape({ kind: 'equipment', item: style.item, colour, at: g.from, rot: 0 });
    case 'magnifier':
      return { kind: 'magnifier', ...timed, at: g.from, ...MAGNIFIER };
  }
}

/** A stroke of at most the file's limit of points: every n-th kept, and its last. */
function thinned(points: readonly FramePoint[]): FramePoint[] {
  if (points.length <= VIDEO_LIMITS.penPoints) return [...points];
  const step = Math.ceil(points.length / (VIDEO_LIMITS.penPoints - 1));
  return [...points.filter((_, i) => i % step === 0), points[points.length - 1]];
}
