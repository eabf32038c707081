import { resumeMatch, simulateMatch, snapshotAt } from '@onbir/shared/match/engine';
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
  private readonly entries = new Map<string, CachedMatch>();
  /** Engine runs so far (tests and the bench read it). */
  computed = 0;
  /** Resumes for a decision so far. */
  resumed = 0;

  constructor(private readonly capacity = 2000) {}

  /** The cached match, or null; a hit becomes the most recently used. */
  peek(fixtureId: string): CachedMatch | null {
    const hit = this.entries.get(fixtureId);
    if (!hit) return null;
    this.entries.delete(fixtureId);
    this.entries.set(fixtureId, hit);
    return hit;
  }

  /** The match of this fixture, computed from its input on a miss. */
  of(fixtureId: string, input: MatchInput): CachedMatch {
    return this.peek(fixtureId) ?? this.put(fixtureId, input, this.run(input));
  }

  /** Stores a timeline already computed (the kick-off's). */
  put(fixtureId: string, input: MatchInput, timeline: MatchTimeline): CachedMatch {
    const entry = { input, timeline };
    this.entries.set(fixtureId, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }

  run(input: MatchInput): MatchTimeline {
    this.computed++;
    return simulateMatch(input);
  }

  /**
   * The timeline with a new decision: the match up to its minute under the decisions before it (a
   * snapshot), then resumed with all of them; the same bytes as `run` of the input with them.
   */
  resume(before: MatchInput, at: DecisionTime, decisions: readonly Decision[]): MatchTimeline {
    this.resumed++;
    return resumeMatch(snapshotAt(before, at), decisions);
  }
}
