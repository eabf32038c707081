import type { Freeze } from './model';
import { outputDuration, outputToClip } from './timeline';

/**
 * The export's plan as numbers (docs/video.md, "Export"): the size of its frames, the 9:16 crop, which clip
 * time each output frame shows, where each piece of the sound goes, and the title card's fade. The page draws
 * and encodes what this says; nothing here touches a canvas.
 */

export interface Size {
  w: number;
  h: number;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

/** The export's short side at most: the source's resolution up to 1080p. */
export const MAX_SHORT_SIDE = 1080;
/** The frame rate at most: phones film at 30 fps, and a coach's clip gains nothing from more. */
export const MAX_FPS = 30;
/** The title card shows fully this long, then fades out over `TITLE_FADE` seconds. */
export const TITLE_SECONDS = 1.5;
export const TITLE_FADE = 0.5;

/** Encoders want even sides (4:2:0 colour halves each). */
const even = (v: number) => Math.max(2, 2 * Math.round(v / 2));

export interface ExportGeometry {
  /** The whole frame, scaled: what the annotations are drawn over (their 0..1 are of this). */
  frame: Size;
  /** The part of the scaled frame that is exported: the whole frame, or its 9:16 middle. */
  crop: Rect;
}

/**
 * The source's size scaled down (never up) to a short side of at most 1080 px, and the part exported: the
 * whole frame, or for phones (`portrait`) the tallest 9:16 rectangle in its middle.
 */
export function exportGeometry(source: Size, portrait: boolean): ExportGeometry {
  const scale = Math.min(1, MAX_SHORT_SIDE / Math.min(source.w, source.h));
  const frame = { w: even(source.w * scale), h: even(source.h * scale) };
  if (!portrait) return { frame, crop: { x: 0, y: 0, ...frame } };
  // Wider than 9:16 (any landscape clip): the full height, the middle's width; taller: the full width.
  const wide = frame.w * 16 > frame.h * 9;
  const w = wide ? Math.min(frame.w, even((frame.h * 9) / 16)) : frame.w;
  const h = wide ? frame.h : Math.min(frame.h, even((frame.w * 16) / 9));
  return { frame, crop: { x: Math.floor((frame.w - w) / 2), y: Math.floor((frame.h - h) / 2), w, h } };
}

/** The export's frame rate: the source's, at most 30 (a file that states none: 30). */
export function exportFps(sourceFps: number): number {
  return Number.isFinite(sourceFps) && sourceFps >= 1 ? Math.min(MAX_FPS, Math.round(sourceFps)) : MAX_FPS;
}

/** One output frame: its time in the output, the clip time it shows, and whether the clip stands (a freeze). */
export interface PlannedFrame {
  out: number;
  clip: number;
  held: boolean;
}

/**
 * Every output frame, in order: the output is the clip plus each freeze's hold (timeline.ts), so a freeze's
 * frames all show the clip time it holds. Clip times never go back, which lets the decoder read each
 * frame once.
 */
export function framePlan(duration: number, freezes: readonly Freeze[], fps: number): PlannedFrame[] {
  const count = Math.max(1, Math.round(outputDuration(duration, freezes) * fps));
  let last = 0;
  return Array.from({ length: count }, (_, i) => {
    const out = i / fps;
    const moment = outputToClip(out, freezes, duration);
    // Output time less the holds can land a hair before the freeze's own time: never behind the last frame.
    last = Math.max(last, moment.clip);
    return { out, clip: last, held: moment.freeze !== null };
  });
}

/**
 * How a piece of the source's sound meets what is already written: `pad` frames of silence before it (a
 * freeze came between), or `skip` of its first frames (it would overlap, by less than a piece). The sound
 * stays one unbroken stream, each piece within one audio frame of where the picture shows its time.
 */
export function audioJoin(writtenFrames: number, targetSeconds: number, sampleRate: number): { pad: number; skip: number } {
  const target = Math.round(targetSeconds * sampleRate);
  return { pad: Math.max(0, target - writtenFrames), skip: Math.max(0, writtenFrames - target) };
}

/** The title card's opacity at output time `out`: full, then fading out, then gone. */
export function titleOpacity(out: number): number {
  if (out < TITLE_SECONDS) return 1;
  return Math.max(0, 1 - (out - TITLE_SECONDS) / TITLE_FADE);
}
