/**
 * Undo/redo over immutable snapshots. A drag is one step: `checkpoint` before it, `replace` while it
 * runs, `settle` after it (which drops the step if nothing changed).
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
}

export const HISTORY_LIMIT = 100;

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/** A new state as one undoable step. */
export function commit<T>(h: History<T>, next: T): History<T> {
  if (next === h.present) return h;
  return { past: [...h.past, h.present].slice(-HISTORY_LIMIT), present: next, future: [] };
}

/** Changes the present without a new step (used during a gesture, after `checkpoint`). */
export function replace<T>(h: History<T>, next: T): History<T> {
  return next === h.present ? h : { ...h, present: next };
}

export function checkpoint<T>(h: History<T>): History<T> {
  return { past: [...h.past, h.present].slice(-HISTORY_LIMIT), present: h.present, future: [] };
}

/** Ends a gesture: a checkpoint whose gesture changed nothing is removed again. */
export function settle<T>(h: History<T>): History<T> {
  const last = h.past[h.past.length - 1];
  return last === h.present ? { ...h, past: h.past.slice(0, -1) } : h;
}

export function undo<T>(h: History<T>): History<T> {
  if (!h.past.length) return h;
  return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1], future: [h.present, ...h.future] };
}

export function redo<T>(h: History<T>): History<T> {
  if (!h.future.length) return h;
  return { past: [...h.past, h.present], present: h.future[0], future: h.future.slice(1) };
}
