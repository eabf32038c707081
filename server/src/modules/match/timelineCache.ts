import { LRUCache } from 'lru-cache';
import { minuteKey } from '@onbir/shared/match/decisions';
import { resumeMatch, simulateMatch, snapshotAt } from '@onbir/shared/match/engine';
import type { MatchSnapshot } from '@onbir/shared/match/snapshot';
import type { Decision, DecisionTime, MatchInput, MatchTimeline } from '@onbir/shared/match/types';

/** A started fixture's frozen input and the timeline the engine gives for it. */
export interface CachedMatch {
  input: MatchInput;
  timeline: MatchTimeline;
}

/**
 * The timelines of started fixtures, by fixture id, least recently used dropped first. A fixture's input
 * changes after kick-off only by a manager's decision, which puts the new timeline here (liveMatches.ts
 * `decided`), and the engine is a pure function of it, so an entry never goes stale:
 * the pacer, every late viewer's /live and every replay share one engine run per fixture and process.
 */
export class TimelineCache {
  private readonly entries: LRUCache<string, CachedMatch>;
  /** Engine runs so far (tests and the bench read it). */
  computed = 0;
  /** Resumes for a decision so far. */
  resumed = 0;
  /** A refused decision leaves its snapshot: only the latest few are kept. */
  private readonly snapshots = new LRUCache<string, { key: number; decisions: string; snapshot: MatchSnapshot }>({ max: 200 });

  constructor(capacity = 2000) {
    this.entries = new LRUCache({ max: capacity });
  }

  /** The cached match, or null; a hit becomes the most recently used. */
  peek(fixtureId: string): CachedMatch | null {
    return this.entries.get(fixtureId) ?? null;
  }

  /** The match of this fixture, computed from its input on a miss. */
  of(fixtureId: string, input: MatchInput): CachedMatch {
    return this.peek(fixtureId) ?? this.put(fixtureId, input, this.run(input));
  }

  /** Drops a fixture's timeline that another process has changed (a decision made there). */
  forget(fixtureId: string): void {
    this.entries.delete(fixtureId);
  }

  /** Stores a timeline already computed (the kick-off's). */
  put(fixtureId: string, input: MatchInput, timeline: MatchTimeline): CachedMatch {
    const entry = { input, timeline };
    this.entries.set(fixtureId, entry);
    return entry;
  }

  run(input: MatchInput): MatchTimeline {
    this.computed++;
    return simulateMatch(input);
  }

  /**
   * The timeline with a new decision: the match up to its minute under the decisions before it (a
   * snapshot, the one the decision was checked against when it is kept), then resumed with all of them;
   * the same bytes as `run` of the input with them.
   */
  resume(fixtureId: string, before: MatchInput, at: DecisionTime, decisions: readonly Decision[]): MatchTimeline {
    this.resumed++;
    const kept = this.snapshots.get(fixtureId);
    this.snapshots.delete(fixtureId);
    const fits = kept && kept.key === minuteKey(at.minute, at.added ?? 0) && kept.decisions === JSON.stringify(before.decisions ?? []);
    return resumeMatch(fits ? kept.snapshot : snapshotAt(before, at), decisions);
  }

  /** A decision's snapshot (its match at its minute, under the decisions before it), kept for its `resume`. */
  keepSnapshot(fixtureId: string, input: MatchInput, at: DecisionTime, snapshot: MatchSnapshot): void {
    this.snapshots.set(fixtureId, { key: minuteKey(at.minute, at.added ?? 0), decisions: JSON.stringify(input.decisions ?? []), snapshot });
  }
}
