import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoomTimers } from './roomTimers';

afterEach(() => {
  vi.useRealTimers();
});

describe('the room clock', () => {
  it('starts no second clock action for a room while one is under way, from its timer or the sweep', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => {};
    const due = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const clock = createRoomTimers({
      due,
      all: async () => [{ id: 'r1', at: Date.now() }],
      overdue: async () => ['r1'],
      remind: async () => {},
      onError: () => {},
      now: () => Date.now(),
    });
    await clock.start();
    // The timer fires, then three sweeps find the room overdue while its action still waits.
    await vi.advanceTimersByTimeAsync(3_500);
    expect(due).toHaveBeenCalledTimes(1);
    finish();
    // Once it has ended, the next sweep may start it again (it is still overdue here).
    await vi.advanceTimersByTimeAsync(1_000);
    expect(due).toHaveBeenCalledTimes(2);
    clock.stop();
  });
});
