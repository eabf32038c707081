import { describe, expect, it } from 'vitest';
import { addAnnotation, followTo, KEY_TAIL, nextId, removeAnnotation } from './edit';
import { framePoint, VIDEO_LIMITS, visibleAt, type Annotation } from './model';

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

describe('following a player with the spotlight', () => {
  const ring: Annotation = { kind: 'spotlight', id: 3, start: 2, duration: 3, colour: '#ffeb3b', r: 0.05, keys: [{ t: 2, at: framePoint(0.1, 0.5) }] };

  it('adds a key inside the range and keeps the range', () => {
    const [a] = followTo([ring], 3, 4, framePoint(0.5, 0.5));
    expect(a).toMatchObject({ start: 2, duration: 3, keys: [{ t: 2 }, { t: 4, at: { x: 0.5, y: 0.5 } }] });
  });

  it('grows the range to a key before it, and past one after it by the tail', () => {
    const [early] = followTo([ring], 3, 1, framePoint(0, 0));
    expect(early).toMatchObject({ start: 1, duration: 4 });
    const [late] = followTo([ring], 3, 7, framePoint(0, 0));
    expect(late).toMatchObject({ start: 2, duration: 5 + KEY_TAIL });
    expect(visibleAt([late], 7 + KEY_TAIL / 2)).toHaveLength(1);
  });

  it('leaves other annotations as they are', () => {
    const other = freeze(4);
    expect(followTo([ring, other], 3, 4, framePoint(0, 0))[1]).toBe(other);
    expect(followTo([other], 4, 4, framePoint(0, 0))).toEqual([other]);
  });
});
