import { describe, expect, it } from 'vitest';
import { sampleSquad } from '@onbir/shared/match/sampleSquad';
import type { MatchInput } from '@onbir/shared/match/types';
import { TimelineCache } from './timelineCache';

const sampleInput = (seed: number): MatchInput => ({ seed, teams: [sampleSquad('A', 75, seed), sampleSquad('B', 75, seed + 1)] });

describe('TimelineCache', () => {
  it('runs the engine once per fixture and drops the least recently used', () => {
    const cache = new TimelineCache(2);
    const a = cache.of('a', sampleInput(1));
    expect(cache.of('a', sampleInput(1))).toBe(a);
    cache.of('b', sampleInput(2));
    expect(cache.computed).toBe(2);
    cache.peek('a');
    cache.of('c', sampleInput(3));
    // 'b' was least recently used: gone; 'a' stays.
    expect(cache.peek('b')).toBeNull();
    expect(cache.peek('a')).toBe(a);
    expect(cache.computed).toBe(3);
  });
});
