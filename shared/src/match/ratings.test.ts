import { describe, expect, it } from 'vitest';
import { simulateMatch } from './engine';
import { manOfTheMatch, playerRatings, type PlayerRating } from './ratings';
import { sampleBench, sampleSquad } from './sampleSquad';
import type { MatchEvent, MatchInput } from './types';

const input: MatchInput = { seed: 1, teams: [sampleSquad('Ev', 75, 1), sampleSquad('Dep', 75, 2)] };
const [ev, dep] = input.teams.map((t) => t.players);
// sampleSquad: index 0 the keeper, 1-4 the back four, 5-8 midfield, 9-10 the strikers.

type E = Partial<MatchEvent> & Pick<MatchEvent, 'type'>;
let score = { A: 0, B: 0 };
const ev_ = (e: E): MatchEvent => {
  if (e.type === 'goal') score = { ...score, [e.team!]: score[e.team!] + 1 };
  return { team: null, attacking: null, playerId: null, otherId: null, xg: null, penalties: null, ...e, score } as MatchEvent;
};
const goal = (side: 'A' | 'B', scorer: string, assist: string | null = null, xg = 0.3) =>
  ev_({ type: 'goal', team: side, attacking: side, playerId: scorer, otherId: assist, xg });
const rated = (events: MatchEvent[]) => {
  const byId = new Map(playerRatings(input, events).map((r) => [`${r.side}:${r.id}`, r]));
  return (side: 'A' | 'B', id: string) => byId.get(`${side}:${id}`)!;
};

describe('playerRatings', () => {
  it('rates a hat-trick striker far above his anonymous strike partner, and makes him man of the match', () => {
    score = { A: 0, B: 0 };
    const events = [
      goal('A', ev[9].id, ev[6].id),
      goal('A', ev[9].id),
      ev_({ type: 'save', team: 'B', attacking: 'A', playerId: dep[0].id, otherId: ev[9].id, xg: 0.1 }),
      goal('A', ev[9].id, ev[7].id),
      ev_({ type: 'miss', team: 'A', attacking: 'A', playerId: ev[10].id, xg: 0.4 }),
    ];
    const r = rated(events);
    expect(r('A', ev[9].id)).toMatchObject({ goals: 3, shots: 4, shotsOnTarget: 4 });
    expect(r('A', ev[9].id).rating).toBeGreaterThanOrEqual(9);
    expect(r('A', ev[9].id).rating).toBeGreaterThan(r('A', ev[10].id).rating + 2.5);
    expect(r('A', ev[6].id).assists).toBe(1);
    // The losing keeper let in three; the winning one kept a clean sheet.
    expect(r('B', dep[0].id)).toMatchObject({ conceded: 3, saves: 1 });
    expect(r('A', ev[0].id).rating).toBeGreaterThan(r('B', dep[0].id).rating);
    const all = playerRatings(input, events);
    expect(all).toHaveLength(22);
    for (const p of all) {
      expect(p.rating).toBeGreaterThanOrEqual(1);
      expect(p.rating).toBeLessThanOrEqual(10);
    }
    expect(manOfTheMatch(all, 'A')!.id).toBe(ev[9].id);
  });

  it('marks down cards, fouls and a keeper beaten often, and rewards saves', () => {
    score = { A: 0, B: 0 };
    const events = [
      ev_({ type: 'foul', team: 'B', attacking: 'A', playerId: dep[2].id, otherId: ev[9].id }),
      ev_({ type: 'yellow', team: 'B', attacking: 'A', playerId: dep[2].id, otherId: ev[9].id }),
      ev_({ type: 'foul', team: 'B', attacking: 'A', playerId: dep[2].id, otherId: ev[9].id }),
      ev_({ type: 'yellow', team: 'B', attacking: 'A', playerId: dep[2].id, otherId: ev[9].id }),
      ev_({ type: 'red', team: 'B', attacking: 'A', playerId: dep[2].id, otherId: ev[9].id }),
      ...[1, 2, 3, 4].map(() => ev_({ type: 'save', team: 'A', attacking: 'B', playerId: ev[0].id, otherId: dep[9].id, xg: 0.2 })),
    ];
    const r = rated(events);
    expect(r('B', dep[2].id)).toMatchObject({ fouls: 2, yellowCards: 2, redCards: 1 });
    expect(r('B', dep[2].id).rating).toBeLessThan(5);
    expect(r('A', ev[0].id)).toMatchObject({ saves: 4, conceded: 0 });
    expect(r('A', ev[0].id).rating).toBeGreaterThan(7.5);
    expect(r('A', ev[9].id).rating).toBeGreaterThan(6);
  });

  it('gives the shoot-out its part: takers who score or fail, the keeper who stops kicks', () => {
    score = { A: 0, B: 0 };
    const events = [
      ev_({ type: 'shootout_kick', team: 'A', attacking: 'A', playerId: ev[9].id, otherId: dep[0].id, penalties: { A: 1, B: 0 } }),
      ev_({ type: 'shootout_kick', team: 'B', attacking: 'B', playerId: dep[9].id, otherId: ev[0].id, penalties: { A: 1, B: 0 } }),
    ];
    const r = rated(events);
    expect(r('A', ev[0].id).rating).toBeGreaterThan(r('B', dep[0].id).rating);
    expect(r('A', ev[9].id).rating).toBeGreaterThan(r('B', dep[9].id).rating);
  });

  it("rates real matches: a hat-trick scorer above his side's forwards who did not score or assist, ratings spread around 6-7", () => {
    let hatTricks = 0;
    const all: number[] = [];
    for (let seed = 1; seed <= 1500 && hatTricks < 5; seed++) {
      const m: MatchInput = { seed, teams: [sampleSquad('Ev', 80, seed), sampleSquad('Dep', 68, seed + 7)] };
      const t = simulateMatch(m);
      const ratings = playerRatings(m, t.events);
      all.push(...ratings.map((r) => r.rating));
      const hero = ratings.find((r) => r.goals >= 3);
      if (!hero) continue;
      hatTricks++;
      const quiet = ratings.filter((r) => r.side === hero.side && r.line === 'FWD' && r.goals === 0 && r.assists === 0);
      for (const q of quiet) expect(hero.rating).toBeGreaterThan(q.rating + 2);
      const motm = manOfTheMatch(ratings, t.winner) as PlayerRating;
      expect(motm.rating).toBeGreaterThanOrEqual(hero.rating);
    }
    expect(hatTricks).toBe(5);
    const mean = all.reduce((a, b) => a + b, 0) / all.length;
    expect(mean).toBeGreaterThan(6);
    expect(mean).toBeLessThan(7.2);
  });

  it('breaks a tie for man of the match by the winning side, then by goals', () => {
    const p = (id: string, side: 'A' | 'B', rating: number, goals = 0) => ({ id, side, rating, goals }) as PlayerRating;
    expect(manOfTheMatch([p('x', 'A', 8), p('y', 'B', 8)], 'B')!.id).toBe('y');
    expect(manOfTheMatch([p('x', 'A', 8), p('y', 'A', 8, 1)], 'B')!.id).toBe('y');
    expect(manOfTheMatch([p('x', 'A', 8.1), p('y', 'B', 8)], 'B')!.id).toBe('x');
    expect(manOfTheMatch([])).toBeNull();
  });
});

describe('ratings with substitutes', () => {
  it('rates the substitutes who came on, in their slot, and charges goals only to the men on the pitch then', () => {
    const home = { ...sampleSquad('Ev', 74, 61), bench: sampleBench('Ev', 74, 61) };
    const away = sampleSquad('Dep', 80, 62);
    let checked = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const input = { seed, teams: [home, away] as [typeof home, typeof away], decisions: [{ side: 'A' as const, minute: 30, type: 'substitution' as const, off: home.players[3].id, on: home.bench[1].id }] };
      const t = simulateMatch(input);
      const ratings = playerRatings(input, t.events);
      expect(ratings).toHaveLength(23);
      const sub = ratings[11];
      expect(sub).toMatchObject({ id: home.bench[1].id, side: 'A', position: home.players[3].slotPosition });
      const after = t.events.filter((e) => e.type === 'goal' && e.team === 'B' && e.minute > 30).length;
      const before = t.events.filter((e) => e.type === 'goal' && e.team === 'B' && e.minute <= 30).length;
      expect(sub.conceded).toBe(after);
      expect(ratings[3].conceded).toBe(before);
      if (after + before > 0) checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });
});
