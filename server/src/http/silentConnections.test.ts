import { describe, expect, it, vi } from 'vitest';
import { SilentConnections, SWEEP_CHUNK, sweepSilent } from './silentConnections';

describe('connections waiting for their first head', () => {
  it('gives the oldest still waiting, past those that sent their head or closed', () => {
    const silent = new SilentConnections<string>();
    ['a', 'b', 'c', 'd'].forEach((c, i) => silent.add(c, i));
    silent.delete('a');
    silent.delete('c');
    expect(silent.oldest()).toEqual({ conn: 'b', since: 1 });
    expect(silent.shift()).toBe('b');
    expect(silent.shift()).toBe('d');
    expect(silent.shift()).toBeUndefined();
    expect(silent.size).toBe(0);
  });

  it('finds the oldest at once however many came and went before it', () => {
    const silent = new SilentConnections<number>();
    // 20,000 connections that each sent their head, then one that never does: each look is amortised O(1).
    for (let i = 0; i < 20_000; i++) silent.add(i, i);
    for (let i = 0; i < 20_000; i++) silent.delete(i);
    silent.add(-1, 20_000);
    for (let i = 0; i < 1000; i++) expect(silent.oldest()?.conn).toBe(-1);
    expect(silent.has(-1)).toBe(true);
    expect(silent.has(5)).toBe(false);
  });
});

describe('the sweep', () => {
  it('closes what is due, oldest first, and nothing before its deadline', async () => {
    const silent = new SilentConnections<number>();
    let now = 10_000;
    const due = SWEEP_CHUNK * 5 + 3;
    for (let i = 0; i < due; i++) silent.add(i, 0);
    silent.add(-1, now);
    const closed: number[] = [];
    const stop = sweepSilent(silent, 5000, (c) => closed.push(c), () => now);
    try {
      await vi.waitFor(() => expect(closed).toHaveLength(due), { timeout: 5000 });
      // Oldest first; the one not yet due stays.
      expect(closed).toEqual(Array.from({ length: due }, (_, i) => i));
      // eslint-disable-next-line no-restricted-syntax -- proves an absence: sweeps run meanwhile and leave the one not due
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(silent.has(-1)).toBe(true);
      now += 5001;
      await vi.waitFor(() => expect(closed.at(-1)).toBe(-1), { timeout: 5000 });
    } finally {
      stop();
    }
  });

  it('leaves the event loop free between chunks', async () => {
    const silent = new SilentConnections<number>();
    const due = SWEEP_CHUNK * 4 + 1;
    for (let i = 0; i < due; i++) silent.add(i, 0);
    // How many were closed in each task the event loop ran (a microtask runs once the task is over).
    const perTask: number[] = [];
    let inTask = 0;
    const stop = sweepSilent(silent, 1000, () => {
      if (inTask++ === 0) queueMicrotask(() => (perTask.push(inTask), (inTask = 0)));
    }, () => 5000);
    try {
      await vi.waitFor(() => expect(perTask.reduce((a, b) => a + b, 0)).toBe(due), { timeout: 5000 });
      // The old sweep closed everything due in one task; this one SWEEP_CHUNK at most, I/O served between.
      expect(perTask).toEqual([SWEEP_CHUNK, SWEEP_CHUNK, SWEEP_CHUNK, SWEEP_CHUNK, 1]);
    } finally {
      stop();
    }
  });
});
