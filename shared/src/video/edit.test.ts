import { describe, expect, it } from 'vitest';
import { addAnnotation, nextId, removeAnnotation } from './edit';
import { VIDEO_LIMITS, type Annotation } from './model';

const freeze = (id: number): Annotation => ({ kind: 'freeze', id, at: 1, hold: 2 });

describe('editing the annotations', () => {
  it('adds on top with an id no other has, and removes by id', () => {
    const list = addAnnotation([freeze(1), freeze(4)], freeze(1)) as Annotation[];
    expect(list.map((a) => a.id)).toEqual([1, 4, 5]);
    expect(removeAnnotation(list, 4).map((a) => a.id)).toEqual([1, 5]);
    expect(nextId([])).toBe(1);
  });

  it('refuses one past the limit', () => {
    const full = Array.from({ length: VIDEO_LIMITS.annotations }, (_, i) => freeze(i));
    expect(addAnnotation(full, freeze(0))).toEqual({ code: 'VIDEO_TOO_MANY_ANNOTATIONS', params: { max: VIDEO_LIMITS.annotations } });
  });
});
