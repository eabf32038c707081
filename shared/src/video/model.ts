import type { Point } from '../board/layout';
import type { BoardObject } from '../board/objects';
import type { PitchPoint } from '../board/pitch';

/**
 * Video analysis (docs/video.md): what a coach draws over his own clip, as plain data. Points are in the
 * frame's own space, 0..1 of its width and height (`FramePoint`), so an analysis opens over the same clip
 * at any size it is shown or exported at. Times are seconds of the clip (not of the exported video, which
 * also holds the freezes: timeline.ts maps between the two).
 */

/** A point of the frame: x and y are 0..1 of its width and height. The brand refuses metres and pixels. */
export type FramePoint = Point & { readonly __space?: 'frame' };
export const framePoint = (x: number, y: number): FramePoint => ({ x, y }) as FramePoint;

/** A board type with its pitch points turned into frame points (the board's shapes, drawn on a frame). */
type Reframed<T> = T extends PitchPoint ? FramePoint : T extends readonly (infer U)[] ? Reframed<U>[] : T;
type InFrame<O> = O extends unknown ? { [K in keyof Omit<O, 'id'>]: Reframed<O[K]> } : never;

/** The pen's freehand stroke (the board keeps these apart from its objects, as drawings). */
export interface PenShape {
  kind: 'pen';
  colour: string;
  points: FramePoint[];
}

/**
 * The board's drawing shapes on a frame: arrows (pass, run, dribble, curved through `mid`), lines, zones,
 * labels and equipment as on the board (objects.ts), and the pen. Sizes are fractions of the frame: a zone's
 * `w` of its width and `h` of its height; a label's size is a share of the frame's height (`TEXT_FRAME`).
 */
export type VideoShape = InFrame<BoardObject> | PenShape;

/** A label's height as a share of the frame's height, by the board's sizes. */
export const TEXT_FRAME = { s: 0.04, m: 0.06, l: 0.09 } as const;

/** Where a spotlight stands at clip time `t` (a keyframe the coach set). */
export interface SpotKey {
  t: number;
  at: FramePoint;
}

/** When an annotation shows: from `start` for `duration` seconds of clip time, [start, start + duration). */
export interface TimeRange {
  start: number;
  duration: number;
}

interface Timed extends TimeRange {
  id: number;
}

/** A board shape shown over the video in its time range. */
export interface ShapeAnnotation extends Timed {
  kind: 'shape';
  shape: VideoShape;
}

/**
 * A ring under a player's feet that follows him through the keyframes (spotlight.ts); `r` is its radius
 * as a share of the frame's width.
 */
export interface SpotlightAnnotation extends Timed {
  kind: 'spotlight';
  colour: string;
  r: number;
  keys: SpotKey[];
}

/** A circle that shows the frame under it `zoom` times larger; `r` as a share of the frame's width. */
export interface MagnifierAnnotation extends Timed {
  kind: 'magnifier';
  at: FramePoint;
  r: number;
  zoom: number;
}

/**
 * The video holds its frame at clip time `at` for `hold` seconds, with the drawings visible at `at`
 * (timeline.ts): no time range of its own, it is a point of the clip.
 */
export interface Freeze {
  kind: 'freeze';
  id: number;
  at: number;
  hold: number;
}

export type Drawn = ShapeAnnotation | SpotlightAnnotation | MagnifierAnnotation;
export type Annotation = Drawn | Freeze;

/** How big an analysis may grow (a file is checked against these when read: file.ts). */
export const VIDEO_LIMITS = {
  annotations: 500,
  keys: 600,
  penPoints: 2000,
  polygonPoints: 40,
  text: 200,
  /** A freeze's hold, seconds. */
  hold: 60,
  /** A clip's length, seconds (an analysis of a whole match half and more). */
  clip: 4 * 3600,
  zoom: 4,
  fileBytes: 4 * 1024 * 1024,
} as const;

export const isFreeze = (a: Annotation): a is Freeze => a.kind === 'freeze';

/** Whether clip time `t` falls in a range: from its start, up to (not at) its end. */
export const inRange = (r: TimeRange, t: number): boolean => t >= r.start && t < r.start + r.duration;

/**
 * The drawn annotations visible at clip time `t`, in their drawing order (the last on top). During a
 * freeze at `t` the same ones show: the clip's time stands still (timeline.ts).
 */
export function visibleAt(annotations: readonly Annotation[], t: number): Drawn[] {
  return annotations.filter((a): a is Drawn => !isFreeze(a) && inRange(a, t));
}

/** Where each annotation starts, for the timeline's marks: clip times, sorted, each once. */
export function markTimes(annotations: readonly Annotation[]): number[] {
  return [...new Set(annotations.map((a) => (isFreeze(a) ? a.at : a.start)))].sort((a, b) => a - b);
}
