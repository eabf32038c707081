import { z } from 'zod';
import { ARROW_STYLES_ORDER, EQUIPMENT } from '../board/objects';
import { refusalOf, type Refusal } from '../messages/refusal';
import type { VideoCode } from '../messages/video';
import { VIDEO_LIMITS, type Annotation, type FramePoint } from './model';

/**
 * The analysis as a small file (`.onbir-video.json`): the annotations and which clip they were drawn on,
 * never the video. Another device opens it over its own copy of the clip. Every field is checked when read,
 * so a file cannot make the page hold or draw more than an analysis may; a file of a later version is
 * refused by name, not taken for a broken one.
 */

export const VIDEO_FILE_FORMAT = 'onbir-video-analizi';
export const VIDEO_FILE_VERSION = 1;

const unit = z.number().min(0).max(1);
const point = z.object({ x: unit, y: unit }).transform((p) => p as FramePoint);
const colour = z.string().regex(/^#[0-9a-f]{6}$/i);
const seconds = z.number().finite().min(0).max(VIDEO_LIMITS.clip);
const id = z.number().int().min(0);

const shapeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('arrow'), colour, style: z.enum(ARROW_STYLES_ORDER), from: point, to: point, mid: point.optional() }),
  z.object({ kind: z.literal('line'), colour, from: point, to: point }),
  z.object({
    kind: z.literal('zone'),
    colour,
    shape: z.enum(['rect', 'ellipse', 'polygon']),
    at: point,
    w: unit,
    h: unit,
    points: z.array(point).max(VIDEO_LIMITS.polygonPoints).optional(),
  }),
  z.object({ kind: z.literal('text'), colour, at: point, text: z.string().max(VIDEO_LIMITS.text), size: z.enum(['s', 'm', 'l']) }),
  z.object({ kind: z.literal('equipment'), colour, item: z.enum(EQUIPMENT), at: point, rot: z.number().finite() }),
  z.object({ kind: z.literal('pen'), colour, points: z.array(point).min(2).max(VIDEO_LIMITS.penPoints) }),
]);

const timed = { id, start: seconds, duration: seconds };
const annotationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('shape'), ...timed, shape: shapeSchema }),
  z.object({
    kind: z.literal('spotlight'),
    ...timed,
    colour,
    r: z.number().positive().max(0.5),
    keys: z
      .array(z.object({ t: seconds, at: point }))
      .min(1)
      .max(VIDEO_LIMITS.keys)
      .refine((keys) => keys.every((k, i) => i === 0 || keys[i - 1].t < k.t), 'keys in time order'),
  }),
  z.object({ kind: z.literal('magnifier'), ...timed, at: point, r: z.number().positive().max(0.5), zoom: z.number().min(1).max(VIDEO_LIMITS.zoom) }),
  z.object({ kind: z.literal('freeze'), id, at: seconds, hold: z.number().positive().max(VIDEO_LIMITS.hold) }),
]);

/** The clip an analysis was drawn on: enough to tell the coach another file is open underneath. */
const clipSchema = z.object({ name: z.string().max(255), bytes: z.number().int().min(0), duration: seconds });
export type ClipInfo = z.infer<typeof clipSchema>;

const fileSchema = z.object({
  format: z.literal(VIDEO_FILE_FORMAT),
  v: z.literal(VIDEO_FILE_VERSION),
  clip: clipSchema,
  annotations: z
    .array(annotationSchema)
    .max(VIDEO_LIMITS.annotations)
    .refine((list) => new Set(list.map((a) => a.id)).size === list.length, 'ids unique'),
});

export interface VideoAnalysis {
  clip: ClipInfo;
  annotations: Annotation[];
}

const refusal = (code: VideoCode, params?: Record<string, number>): Refusal<VideoCode> => refusalOf(code, params);

/** The file's text. */
export function analysisFile(analysis: VideoAnalysis): string {
  return JSON.stringify({ format: VIDEO_FILE_FORMAT, v: VIDEO_FILE_VERSION, ...analysis });
}

/** An analysis from a file's text; refused when it is none, broken, too big, or of a version this one does not know. */
export function readAnalysisFile(content: string): VideoAnalysis | Refusal<VideoCode> {
  if (content.length > VIDEO_LIMITS.fileBytes) return refusal('VIDEO_FILE_BROKEN');
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    return refusal('VIDEO_FILE_BROKEN');
  }
  const head = z.object({ format: z.literal(VIDEO_FILE_FORMAT), v: z.number() }).safeParse(data);
  if (!head.success) return refusal('VIDEO_FILE_BROKEN');
  if (head.data.v !== VIDEO_FILE_VERSION) return refusal('VIDEO_FILE_VERSION', { version: head.data.v, max: VIDEO_FILE_VERSION });
  const parsed = fileSchema.safeParse(data);
  if (!parsed.success) return refusal('VIDEO_FILE_BROKEN');
  return { clip: parsed.data.clip, annotations: parsed.data.annotations };
}
