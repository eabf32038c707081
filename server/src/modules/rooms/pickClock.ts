/**
 * One timer per drafting room, armed at the stored pick deadline. Firing hands the room to `onExpire`
 * (the auto-pick), which re-checks the deadline on the room as stored, so a stale timer (another process
 * already picked) does nothing but re-arm from what is stored.
 */
export interface PickClock {
  arm(roomId: string, deadline: Date | null): void;
  /** Real milliseconds per pick-clock second: 1000, smaller only in tests (never through the API). */
  msPerSecond: number;
  stop(): void;
}

export function createPickClock(onExpire: (roomId: string) => Promise<void>): PickClock {
  const timers = new Map<string, NodeJS.Timeout>();
  let stopped = false;
  return {
    msPerSecond: 1000,
    arm(roomId, deadline) {
      clearTimeout(timers.get(roomId));
      timers.delete(roomId);
      if (!deadline || stopped) return;
      const timer = setTimeout(() => {
        timers.delete(roomId);
        if (!stopped) void onExpire(roomId);
      }, Math.max(0, deadline.getTime() - Date.now()));
      timer.unref();
      timers.set(roomId, timer);
    },
    stop() {
      stopped = true;
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
    },
  };
}
