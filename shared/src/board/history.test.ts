import { describe, expect, it } from 'vitest';
import { checkpoint, commit, createHistory, HISTORY_LIMIT, redo, replace, settle, undo } from './history';

describe('board history', () => {
  it('undoes and redoes committed steps; a new step clears redo', () => {
    let h = commit(commit(createHistory('a'), 'b'), 'c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe('b');
    h = commit(h, 'x');
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
    expect(undo(h).present).toBe('b');
  });

  it('makes a whole gesture one step, and drops a gesture that changed nothing', () => {
    let h = checkpoint(createHistory('start'));
    h = replace(replace(h, 'mid'), 'end');
    h = settle(h);
    expect(h.past).toEqual(['start']);
    expect(undo(h).present).toBe('start');
    const idle = settle(checkpoint(h));
    expect(idle.past).toEqual(['start']);
  });

  it('keeps at most the history limit', () => {
    let h = createHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 20; i++) h = commit(h, i);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(commit(h, h.present)).toBe(h);
  });
});
