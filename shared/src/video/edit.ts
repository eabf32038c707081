import { refusalOf, type Refusal } from '../messages/refusal';
import type { VideoCode } from '../messages/video';
import { VIDEO_LIMITS, type Annotation, type FramePoint } from './model';
import { setKey } from './spotlight';

/** Changes to an analysis's annotations: pure, each a new list (the page's undo keeps the old one). */

/** An id no annotation of the list has. */
export const nextId = (annotations: readonly Annotation[]): number => annotations.reduce((max, a) => Math.max(max, a.id + 1), 1);

/** The list with `a` added on top (its id made unique); refused past the limit. */
export function addAnnotation(annotations: readonly Annotation[], a: Annotation): Annotation[] | Refusal<VideoCode> {
  if (annotations.length >= VIDEO_LIMITS.annotations) return refusalOf('VIDEO_TOO_MANY_ANNOTATIONS', { max: VIDEO_LIMITS.annotations });
  return [...annotations, { ...a, id: nextId(annotations) }];
}

export function removeAnnotation(annotations: readonly Annotation[], id: number): Annotation[] {
  return annotations.filter((a) => a.id !== id);
}

/** How long the ring stays past a key set after its range's end, seconds: the last key is seen, not cut. */
export const KEY_TAIL = 1;

/**
 * The spotlight `id` with a key at clip time `t` (a key at that time moved), its range grown to hold it:
 * the coach follows a player by stepping through the clip and tapping him. Other annotations unchanged.
 */
export function followTo(annotations: readonly Annotation[], id: number, t: number, at: FramePoint): Annotation[] {
  return annotations.map((a) => {
    if (a.id !== id || a.kind !== 'spotlight') return a;
    const start = Math.min(a.start, t);
    const rangeEnd = a.start + a.duration;
    const end = t < rangeEnd ? rangeEnd : t + KEY_TAIL;
    return { ...a, start, duration: end - start, keys: setKey(a.keys, t, at) };
  });
}
