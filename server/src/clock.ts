/**
 * The server's one reading of the time for everything a room does by the clock (a pick's deadline, a
 * kick-off, a match's minutes): runRoomAction's `env.now`, the room timers and the pacer read it here, so a
 * test drives a league's days (test/drivenClock.ts) without waiting. Production reads the system's time.
 */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
