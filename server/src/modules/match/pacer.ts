import type { Decision, MatchEvent, MatchInput, MatchTimeline } from '@onbir/shared/match/types';
import { minuteKey } from '@onbir/shared/match/decisions';
import type { TimelineCache } from './timelineCache';

/** A started match: its computed timeline and when it kicked off. */
export interface LiveFixture {
  fixtureId: string;
  roomId: string;
  timeline: MatchTimeline;
  startedAt: Date;
}

export interface PacerHooks {
  /** Real milliseconds per match minute (MATCH_SECONDS_PER_MINUTE × 1000). */
  msPerMinute: number;
  emit(live: LiveFixture, event: MatchEvent): void;
  /** After each batch of events went out: the seq of the last one (several processes persist it). */
  emitted?(live: LiveFixture, lastSeq: number): void;
  /** Runs before the final whistle is emitted: the fixture is stored as played first. */
  finish(live: LiveFixture): Promise<void>;
  onError(err: unknown, live: LiveFixture): void;
  /** The time minutes fall due by (the context's clock); the system's when absent. */
  now?(): number;
}

interface Entry {
  live: LiveFixture;
  next: number;
  timer: NodeJS.Timeout | null;
  /** Decisions being made (`hold`): no event after `holdKey` goes out until they are settled or `holdUntil`. */
  holds: number;
  holdKey: number;
  holdUntil: number;
}

/** The longest a decision may hold its match's next minute (a stuck request never stops a match). */
const HOLD_MS = 1000;

/** When an event is due, in epoch milliseconds: a pure function of the stored start time. */
export function dueAt(live: Pick<LiveFixture, 'startedAt'>, event: Pick<MatchEvent, 'clock'>, msPerMinute: number): number {
  return live.startedAt.getTime() + event.clock * msPerMinute;
}

/**
 * Broadcasts each live match's events as their minute comes. One timer per match, set for its next
 * due minute; all events of a minute go out together, in order. Because the schedule derives from the
 * stored start time, a pacer started after a restart picks up exactly where the match stands: events
 * already due are skipped (late viewers fetch the snapshot) and the rest keep their times.
 */
export class MatchPacer {
  private readonly running = new Map<string, Entry>();
  private stopped = false;

  constructor(private readonly hooks: PacerHooks) {}

  private now(): number {
    return this.hooks.now ? this.hooks.now() : Date.now();
  }

  isRunning(fixtureId: string): boolean {
    return this.running.has(fixtureId);
  }

  get size(): number {
    return this.running.size;
  }

  /** The matches this pacer is running now. */
  runningIds(): string[] {
    return [...this.running.keys()];
  }

  /**
   * Starts pacing. `skipPast` skips the events already due (a match resumed by a lone server: late
   * viewers fetch the snapshot), except the final whistle. `fromSeq` starts at that event and sends
   * every one already due at once (a match taken over from another process: nothing may be missing;
   * clients drop a seq they already have).
   */
  run(live: LiveFixture, opts: { skipPast?: boolean; fromSeq?: number } = {}): void {
    if (this.stopped || this.running.has(live.fixtureId)) return;
    const events = live.timeline.events;
    let next = Math.min(Math.max(0, opts.fromSeq ?? 0), events.length - 1);
    if (opts.skipPast) {
      const now = this.now();
      while (next < events.length - 1 && dueAt(live, events[next], this.hooks.msPerMinute) <= now) next++;
    }
    this.running.set(live.fixtureId, { live, next, timer: null, holds: 0, holdKey: Infinity, holdUntil: 0 });
    this.schedule(live.fixtureId);
  }

  private schedule(fixtureId: string): void {
    const entry = this.running.get(fixtureId);
    if (!entry || this.stopped) return;
    const due = dueAt(entry.live, entry.live.timeline.events[entry.next], this.hooks.msPerMinute);
    const delay = (this.held(entry, entry.live.timeline.events[entry.next]) ? Math.max(due, entry.holdUntil) : due) - this.now();
    entry.timer = setTimeout(() => void this.fire(fixtureId), Math.max(0, delay));
  }

  private async fire(fixtureId: string): Promise<void> {
    const entry = this.running.get(fixtureId);
    if (!entry || this.stopped) return;
    const { live } = entry;
    const events = live.timeline.events;
    const now = this.now();
    const first = entry.next;
    try {
      while (entry.next < events.length && dueAt(live, events[entry.next], this.hooks.msPerMinute) <= now) {
        const event = events[entry.next];
        if (this.held(entry, event)) break;
        if (event.type === 'end') {
          await this.hooks.finish(live);
          if (this.stopped || this.running.get(fixtureId) !== entry) return;
          this.hooks.emit(live, event);
          this.running.delete(fixtureId);
          return;
        }
        this.hooks.emit(live, event);
        entry.next++;
      }
      if (entry.next > first) this.hooks.emitted?.(live, events[entry.next - 1].seq);
    } catch (err) {
      // The fixture stays unplayed in the database; the next server start resumes and finishes it.
      this.running.delete(fixtureId);
      this.hooks.onError(err, live);
      return;
    }
    this.schedule(fixtureId);
  }

  /** An event waits while a decision made at an earlier minute is being settled (at most HOLD_MS). */
  private held(entry: Entry, event: MatchEvent): boolean {
    if (entry.holds === 0) return false;
    if (this.now() >= entry.holdUntil) {
      entry.holds = 0;
      entry.holdKey = Infinity;
      return false;
    }
    return minuteKey(event.minute, event.added) > entry.holdKey;
  }

  /**
   * A decision made at `key` is being checked and stored: the minutes after it wait (a few milliseconds),
   * so none goes out from the old timeline before the new one replaces it. Answers the release.
   */
  hold(fixtureId: string, key: number): () => void {
    const entry = this.running.get(fixtureId);
    if (!entry) return () => {};
    entry.holds++;
    entry.holdKey = Math.min(entry.holdKey, key);
    entry.holdUntil = this.now() + HOLD_MS;
    let released = false;
    return () => {
      if (released || this.running.get(fixtureId) !== entry) return;
      released = true;
      entry.holds = Math.max(0, entry.holds - 1);
      if (entry.holds === 0) entry.holdKey = Infinity;
      this.reschedule(fixtureId);
    };
  }

  /**
   * The rest of a match changed (a manager's decision): pacing goes on with the new timeline from where it
   * is. Its events up to the decision's minute are the old ones (the engine guarantees it) and the minutes
   * after it were held, so nothing already sent changes; the new minutes keep their due times from the
   * stored start.
   */
  replace(fixtureId: string, timeline: MatchTimeline): void {
    const entry = this.running.get(fixtureId);
    if (!entry) return;
    entry.live = { ...entry.live, timeline };
    entry.next = Math.min(entry.next, timeline.events.length - 1);
    this.reschedule(fixtureId);
  }

  private reschedule(fixtureId: string): void {
    const entry = this.running.get(fixtureId);
    if (!entry) return;
    if (entry.timer) clearTimeout(entry.timer);
    this.schedule(fixtureId);
  }

  /** Stops pacing one match here without finishing it (another process has taken it over). */
  abandon(fixtureId: string): void {
    const entry = this.running.get(fixtureId);
    if (entry?.timer) clearTimeout(entry.timer);
    this.running.delete(fixtureId);
  }

  stop(): void {
    this.stopped = true;
    for (const entry of this.running.values()) if (entry.timer) clearTimeout(entry.timer);
    this.running.clear();
  }
}

/**
 * The live matches of this server process: the timelines (one engine run per fixture, shared by the
 * pacer, late viewers and replays), the pacer that sends each event when its minute comes, and with
 * several processes (REDIS_URL) the leases saying which match is whose. The final whistle is the room
 * machine's `finishMatch`, through the one pipeline.
 */
export interface LiveMatches {
  timelines: TimelineCache;
  pacer: MatchPacer;
  /** Paces a match the room machine has just kicked off (unless, with several processes, another holds it). */
  start(kickedOff: { roomId: string; fixtureId: string; input: MatchInput; startedAt: Date }): Promise<void>;
  /** Server start: every match kicked off and not stored as played is paced on from its start time. */
  resume(): Promise<void>;
  /** A manager's decision was stored: the rest of the timeline is recomputed from its minute and paced on. */
  decided(change: { fixtureId: string; decisions: Decision[] }): Promise<void>;
}
