import type { Clock } from '../clock';

/**
 * A clock a test moves on: the system's time plus an offset the test advances, so it runs at real speed
 * between jumps (timers, a match's pacing) and a jump of days is one call. After a jump the test re-arms the
 * room timers (`ctx.timers.start()`), as a restarted process would, or lets the sweep find what fell due.
 */
export class DrivenClock implements Clock {
  private offset = 0;

  now(): number {
    return Date.now() + this.offset;
  }

  advance(ms: number): void {
    this.offset += ms;
  }

  /** Moves the clock on to `instant` (never back). */
  advanceTo(instant: number): void {
    this.advance(Math.max(0, instant - this.now()));
  }
}
