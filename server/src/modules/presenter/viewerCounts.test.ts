import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialState } from '@onbir/shared/presenter/state';
import type { Session } from './liveSessions';
import { ViewerCounts } from './viewerCounts';

const session = (): Session => ({ code: 'K7M2QX', tokenHash: '', state: initialState(0), lastActive: 0, viewers: new Map() });

describe('viewer counts', () => {
  afterEach(() => vi.useRealTimers());

  it('sends one update for a squad joining at once, with this process’s count even when another process’s count came first', () => {
    vi.useFakeTimers();
    const flushed: [string, number | null][] = [];
    const counts = new ViewerCounts('a', (code, local) => flushed.push([code, local]));
    const s = session();
    counts.heard(s, 'b', 4);
    for (let i = 0; i < 30; i++) counts.change(s, 1);
    vi.advanceTimersByTime(300);
    expect(flushed).toEqual([['K7M2QX', 30]]);
    expect([...s.viewers]).toEqual([['b', 4], ['a', 30]]);
    counts.heard(s, 'b', 5);
    vi.advanceTimersByTime(300);
    expect(flushed.at(-1)).toEqual(['K7M2QX', null]);
    counts.change(s, -1);
    counts.forget('K7M2QX');
    vi.advanceTimersByTime(300);
    expect(flushed).toHaveLength(2);
  });
});
