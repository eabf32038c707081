import { describe, expect, it } from 'vitest';
import { simulateMatch } from './engine';
import { topScorers, type PlayedMatch } from './scorers';
import { sampleSquad } from './sampleSquad';
import type { MatchInput } from './types';

const goal = (team: 'A' | 'B', playerId: string, player: string, assist?: [string, string]) => ({
  type: 'goal' as const,
  team,
  player,
  playerId,
  other: assist?.[1] ?? null,
  otherId: assist?.[0] ?? null,
});
const teams = (a: string, b: string) => ({ teams: [{ name: a }, { name: b }] }) as unknown as PlayedMatch['input'];

describe('topScorers', () => {
  it('counts goals and assists over matches, by player id and club, most goals first', () => {
    const table = topScorers([
      { input: teams('Kartal', 'Aslan'), events: [goal('A', 'p1', 'İcardi', ['p2', 'Zaha']), goal('B', 'p9', 'Icardi'), goal('A', 'p1', 'İcardi')] },
      { input: teams('Aslan', 'Kartal'), events: [goal('B', 'p2', 'Zaha', ['p1', 'İcardi']), { type: 'shootout_kick', team: 'A', player: 'X', playerId: 'p7', other: null, otherId: null }] },
    ]);
    expect(table).toEqual([
      { playerId: 'p1', name: 'İcardi', club: 'Kartal', goals: 2, assists: 1 },
      { playerId: 'p2', name: 'Zaha', club: 'Kartal', goals: 1, assists: 1 },
      { playerId: 'p9', name: 'Icardi', club: 'Aslan', goals: 1, assists: 0 },
    ]);
  });

  it('a real match: its scorers add up to its score, and the limit holds', () => {
    // Seeds until one with at least two scorers, so the limit cuts something.
    const played = Array.from({ length: 20 }, (_, i) => {
      const input: MatchInput = { seed: 100 + i, teams: [sampleSquad('Kartallar', 80, 1), sampleSquad('Aslanlar', 70, 2)] };
      const { events, score } = simulateMatch(input);
      return { input, events, score };
    }).find((m) => new Set(m.events.filter((e) => e.type === 'goal').map((e) => e.playerId)).size >= 2)!;
    const rows = topScorers([played], 50);
    expect(rows.reduce((n, r) => n + r.goals, 0)).toBe(played.score.A + played.score.B);
    expect(topScorers([played], 1)).toHaveLength(1);
  });
});
