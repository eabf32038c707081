import { addDays, instantOfWallTime, minuteOfDayOf, wallTimeAt } from './wallClock';

/**
 * A slow draft's pick clock (docs/league.md, 'Slow clock'): it runs only outside the league's quiet window,
 * set in local wall time of the room's zone, so across a clock change the window is an hour longer or
 * shorter in real time. Pure: every instant (epoch ms) is passed in, the scheduler keeps none.
 */

/** Hours of the day in which every pick clock stops: 'HH:MM' wall times in `timeZone`; `to` before `from` crosses midnight. */
export interface QuietWindow {
  from: string;
  to: string;
  timeZone: string;
}

/** One pick's clock: when the pick began, how much running time it has, and the league's quiet window if any. */
export interface SlowClock {
  startedAt: number;
  lengthMs: number;
  quietWindow?: QuietWindow;
}

/** A clock read at an instant: running time left, whether it stands still in a quiet window, when it runs out. */
export interface ClockReading {
  remainingMs: number;
  paused: boolean;
  runsOutAt: number;
}

/** One quiet window in real time, [start, end). */
interface QuietSpell {
  start: number;
  end: number;
}

/** A window's bounds in minutes of the day; undefined when `from` equals `to` (no quiet time, as the form refuses it). */
function boundsOf(window: QuietWindow): { from: number; to: number } | undefined {
  const [from, to] = [minuteOfDayOf(window.from), minuteOfDayOf(window.to)];
  if (from === undefined || to === undefined) throw new RangeError(`quiet window ${window.from}-${window.to} is not HH:MM-HH:MM`);
  return from === to ? undefined : { from, to };
}

/**
 * The quiet spells in time order, without end, from the one opened on the local day before `instant` (a
 * window across midnight opened yesterday may still hold). A spell opens when the wall clock first shows
 * `from` and closes when it first shows `to` after that; a time the clocks skip is the moment after the gap
 * (wallClock.ts), so a window wholly inside a skipped hour is no spell.
 */
function* quietSpellsFrom(instant: number, window: QuietWindow, bounds: { from: number; to: number }): Generator<QuietSpell, never> {
  const crossesMidnight = bounds.to < bounds.from;
  let date = addDays(wallTimeAt(instant, window.timeZone), -1);
  for (;;) {
    const start = instantOfWallTime(date, bounds.from, window.timeZone);
    const end = instantOfWallTime(crossesMidnight ? addDays(date, 1) : date, bounds.to, window.timeZone);
    if (end > start) yield { start, end };
    date = addDays(date, 1);
  }
}

/** The instant a pick's clock runs out: its length of running time after it began, quiet spells not counted. */
export function runsOutAt(clock: SlowClock): number {
  const bounds = clock.quietWindow && boundsOf(clock.quietWindow);
  if (!clock.quietWindow || !bounds) return clock.startedAt + clock.lengthMs;
  const spells = quietSpellsFrom(clock.startedAt, clock.quietWindow, bounds);
  let [left, at] = [clock.lengthMs, clock.startedAt];
  for (;;) {
    const spell = spells.next().value;
    if (spell.end <= at) continue;
    const runs = Math.max(0, spell.start - at);
    if (runs >= left) return at + left;
    left -= runs;
    at = spell.end;
  }
}

/** Running time (outside quiet spells) between two instants; 0 when `to` is not after `from`. */
export function runningTimeBetween(from: number, to: number, window?: QuietWindow): number {
  const bounds = window && boundsOf(window);
  if (to <= from) return 0;
  if (!window || !bounds) return to - from;
  const spells = quietSpellsFrom(from, window, bounds);
  let [running, at] = [0, from];
  for (;;) {
    const spell = spells.next().value;
    if (spell.end <= at) continue;
    if (spell.start >= to) return running + (to - at);
    running += Math.max(0, spell.start - at);
    at = spell.end;
    if (at >= to) return running;
  }
}

/** Whether an instant falls in a quiet spell (clocks stand still). */
export function isQuietAt(instant: number, window?: QuietWindow): boolean {
  const bounds = window && boundsOf(window);
  if (!window || !bounds) return false;
  const spells = quietSpellsFrom(instant, window, bounds);
  for (;;) {
    const spell = spells.next().value;
    if (spell.end > instant) return spell.start <= instant;
  }
}

/** A pick's clock as a screen shows it at `now`: time left (its whole length before it began), paused or running. */
export function clockAt(clock: SlowClock, now: number): ClockReading {
  const out = runsOutAt(clock);
  if (now >= out) return { remainingMs: 0, paused: false, runsOutAt: out };
  return {
    remainingMs: clock.lengthMs - runningTimeBetween(clock.startedAt, now, clock.quietWindow),
    paused: isQuietAt(now, clock.quietWindow),
    runsOutAt: out,
  };
}

/**
 * A clock read from its run-out instant alone (what a stored room keeps): running time left and whether it
 * stands still now. The same reading as `clockAt` of the clock that runs out then.
 */
export function clockBefore(runsOut: number, now: number, window?: QuietWindow): ClockReading {
  if (now >= runsOut) return { remainingMs: 0, paused: false, runsOutAt: runsOut };
  return { remainingMs: runningTimeBetween(now, runsOut, window), paused: isQuietAt(now, window), runsOutAt: runsOut };
}

/** How far back `leftFrom` looks at most: 10 running minutes fit in it even under a 23:59-long quiet window. */
const LEFT_SEARCH_MAX_MS = 16 * 86_400_000;

/**
 * The first instant at which a clock running out at `runsOut` has `leftMs` of running time left (a
 * reminder's time): `runsOut - leftMs` when no quiet spell is in the way (one reading: what a room write
 * mostly meets), else earlier by the spells between, found by halving (running time left only shrinks as
 * time passes) over a span doubled from a day until it holds that much running time.
 */
export function leftFrom(runsOut: number, leftMs: number, window?: QuietWindow): number {
  let late = runsOut - leftMs;
  // A moment earlier had more left: no quiet spell reaches `late` (one ending there would hold `leftMs` back to its start).
  if (runningTimeBetween(late - 1, runsOut, window) > leftMs) return late;
  let span = 86_400_000;
  while (runningTimeBetween(late - span, runsOut, window) <= leftMs && span < LEFT_SEARCH_MAX_MS) span *= 2;
  let early = late - span;
  if (runningTimeBetween(early, runsOut, window) <= leftMs) return early;
  while (late - early > 1) {
    const mid = Math.floor((early + late) / 2);
    if (runningTimeBetween(mid, runsOut, window) <= leftMs) late = mid;
    else early = mid;
  }
  return late;
}
