import { refusalOf, type Refusal } from '../messages/refusal';
import type { VideoCode } from '../messages/video';
import { VIDEO_LIMITS, type Annotation } from './model';

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
