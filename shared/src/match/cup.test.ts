import { describe, expect, it } from 'vitest';
import { cupBracket, cupProgress, cupRounds, cupStage, seedOrder } from './cup';
import { Random } from './random';

const players = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

describe('cup brackets', () => {
  it('seeds so the best meet last', () => {
    expect(seedOrder(2)).toEqual([1, 2]);
    expect(seedOrder(4)).toEqual([1, 4, 2, 3]);
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });

  it.each([2, 3, 4, 5, 6, 7, 8])('%i players: every player once in the first round, byes to the top seeds, one tie fewer than the bracket size', (n) => {
    const bracket = cupBracket(players(n));
    const size = 2 ** Math.ceil(Math.log2(n));
    expect(bracket).toHaveLength(size - 1);
    const first = bracket.filter((t) => t.round === 1);
    expect(first).toHaveLength(size / 2);
    const named = first.flatMap((t) => [t.teamA, t.teamB]).filter(Boolean);
    expect(named.sort()).toEqual(players(n).sort());
    const byes = first.filter((t) => t.bye);
    expect(byes).toHaveLength(size - n);
    expect(byes.map((t) => t.teamA).sort()).toEqual(players(size - n).sort());
    for (const t of byes) expect(t.teamB).toBeNull();
    // The final is the last tie; with two players it is the only one.
    expect(bracket.at(-1)!.round).toBe(Math.log2(size));
    if (size > 2) expect(bracket.at(-1)).toMatchObject({ fromA: expect.any(String), fromB: expect.any(String) });
  });

  it.each([2, 3, 4, 5, 6, 7, 8])('%i players: plays through round by round to one champion in n - 1 matches', (n) => {
    const bracket = cupBracket(players(n));
    const rng = new Random(n);
    const winners: Record<string, string> = {};
    let played = 0;
    let lastRound = 0;
    for (let p = cupProgress(bracket, winners); p.next; p = cupProgress(bracket, winners)) {
      expect(p.champion).toBeNull();
      expect(p.next.round).toBeGreaterThanOrEqual(lastRound);
      lastRound = p.next.round;
      winners[p.next.id] = rng.next() < 0.5 ? p.next.teamA! : p.next.teamB!;
      played++;
    }
    expect(played).toBe(n - 1);
    const done = cupProgress(bracket, winners);
    expect(players(n)).toContain(done.champion);
    expect(done.champion).toBe(done.ties.at(-1)!.winner);
  });

  it('three players: the top seed has a bye into the final against the winner of 2 v 3', () => {
    const bracket = cupBracket(['ayşe', 'can', 'deniz']);
    let p = cupProgress(bracket, {});
    expect(p.next).toMatchObject({ id: '1-2', teamA: 'can', teamB: 'deniz' });
    expect(p.ties.find((t) => t.id === '1-1')).toMatchObject({ bye: true, winner: 'ayşe' });
    p = cupProgress(bracket, { '1-2': 'deniz' });
    expect(p.next).toMatchObject({ id: '2-1', teamA: 'ayşe', teamB: 'deniz', fromA: '1-1', fromB: '1-2' });
    expect(cupProgress(bracket, { '1-2': 'deniz', '2-1': 'ayşe' }).champion).toBe('ayşe');
  });

  it('ignores a winner who is not in the tie, and a result for a tie not yet set', () => {
    const bracket = cupBracket(players(4));
    expect(cupProgress(bracket, { '1-1': 'p2' }).ties[0].winner).toBeNull();
    expect(cupProgress(bracket, { '2-1': 'p1' }).champion).toBeNull();
    expect(cupBracket(['solo'])).toEqual([]);
  });

  it("knows each round's stage and how many rounds a cup plays", () => {
    expect([1, 2, 3].map((r) => cupStage(r, 3))).toEqual(['quarter_final', 'semi_final', 'final']);
    expect(cupStage(1, 4)).toBe('early');
    expect(cupStage(1, 1)).toBe('final');
    expect([2, 3, 4, 5, 8, 9].map(cupRounds)).toEqual([1, 2, 2, 3, 3, 4]);
  });
});
