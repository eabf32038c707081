import { framePoint, type FramePoint, type SpotKey } from './model';

/**
 * The spotlight's "follow" mode: the coach sets where the player stands at a few moments (keyframes) and
 * the ring goes from one to the next in a straight line at an even pace. Before the first keyframe it
 * waits on it, after the last it stays on it.
 */

/** Where the ring stands at clip time `t`; keys sorted by time (`setKey` keeps them so). */
export function spotAt(keys: readonly SpotKey[], t: number): FramePoint | null {
  if (!keys.length) return null;
  if (t <= keys[0].t) return keys[0].at;
  const last = keys[keys.length - 1];
  if (t >= last.t) return last.at;
  // Binary search: a followed player over a long clip has hundreds of keys, asked for at every frame.
  let lo = 0;
  let hi = keys.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (keys[mid].t <= t) lo = mid;
    else hi = mid;
  }
  const a = keys[lo];
  const b = keys[hi];
  const u = (t - a.t) / (b.t - a.t);
  return framePoint(a.at.x + (b.at.x - a.at.x) * u, a.at.y + (b.at.y - a.at.y) * u);
}

/** The keys with one set at `t` (a key already at that time is moved), sorted by time. */
export function setKey(keys: readonly SpotKey[], t: number, at: FramePoint): SpotKey[] {
  return [...keys.filter((k) => k.t !== t), { t, at }].sort((a, b) => a.t - b.t);
}

/** The keys without the one at `t`. */
export function removeKey(keys: readonly SpotKey[], t: number): SpotKey[] {
  return keys.filter((k) => k.t !== t);
}
