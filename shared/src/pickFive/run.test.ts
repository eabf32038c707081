import { describe, expect, it } from 'vitest';
import { checkChoice, checkRun, choose, newRun, offerOf, teamOf, type PickFiveRun } from './run';
import { playerChemistry, teamChemistry, teamStrength } from './team';
import { RUN_BENCH, type CardPlayer } from './draw';
import { cardPool } from './testPool';

const play = (choices: number[]): PickFiveRun => choices.reduce(choose, newRun('daily-2026-12-05'));

describe('a pick-one-of-five run', () => {
  it('offers formations, captains, then each place and substitute, and ends with a full squad', () => {
    let run = newRun('daily-2026-12-05');
    expect(offerOf(run, cardPool).kind).toBe('formation');
    run = choose(run, 2);
    expect(offerOf(run, cardPool).kind).toBe('captain');
    run = choose(run, 0);
    const kinds: string[] = [];
    for (let step = 0; offerOf(run, cardPool).kind !== 'done'; step++) {
      const offer = offerOf(run, cardPool);
      if (offer.kind === 'place') kinds.push(offer.slot.line);
      run = choose(run, step % 5);
    }
    expect(kinds).toHaveLength(10 + RUN_BENCH);
    expect(kinds.slice(-RUN_BENCH)).toEqual(Array(RUN_BENCH).fill('SUB'));
    const team = teamOf(run, cardPool);
    expect(team.squad).toHaveLength(11 + RUN_BENCH);
    expect(new Set(team.squad.map((c) => c.slot)).size).toBe(11 + RUN_BENCH);
    expect(team.squad.filter((c) => c.captain)).toHaveLength(1);
  });

  it('refuses a card that is not one of the five, and any card once the squad is complete', () => {
    expect(checkChoice(newRun('s'), cardPool, 5)).toEqual({ code: 'PICK_FIVE_NO_SUCH_CARD', params: { max: 5 } });
    expect(checkChoice(newRun('s'), cardPool, -1)?.code).toBe('PICK_FIVE_NO_SUCH_CARD');
    expect(checkChoice(newRun('s'), cardPool, 4)).toBeNull();
    const full = play(Array(2 + 10 + RUN_BENCH).fill(0));
    expect(checkChoice(full, cardPool, 0)?.code).toBe('PICK_FIVE_FINISHED');
  });

  it('checks a whole run sent to be saved by replaying it', () => {
    expect(checkRun(play(Array(2 + 10 + RUN_BENCH).fill(4)), cardPool)).toBeNull();
    expect(checkRun(play([0, 2, 7]), cardPool)?.code).toBe('PICK_FIVE_NO_SUCH_CARD');
    expect(checkRun(play(Array(3 + 10 + RUN_BENCH).fill(1)), cardPool)?.code).toBe('PICK_FIVE_FINISHED');
  });

  it('replays the same team from the same seed and choices, and ranks each chosen card among its five', () => {
    const choices = [1, 3, 0, 1, 2, 3, 4, 0, 1];
    expect(teamOf(play(choices), cardPool)).toEqual(teamOf(play(choices), structuredClone(cardPool)));
    const offer = offerOf(play([1, 3]), cardPool);
    if (offer.kind !== 'place') throw new Error('a place is offered');
    const best = offer.options.reduce((b, p, i) => (p.overall > offer.options[b].overall ? i : b), 0);
    expect(teamOf(play([1, 3, best]), cardPool).squad[1].rank).toBe(1);
  });
});

describe('strength and chemistry', () => {
  const p = (id: string, overall: number, club: string, league: string, nationality?: string): CardPlayer => ({
    id,
    overall,
    player_positions: 'CM',
    club_name: club,
    league_name: league,
    nationality,
  });

  it('rate the eleven by its mean overall, substitutes aside', () => {
    expect(teamStrength([])).toBe(0);
    expect(teamStrength([{ slot: 'MID-1', player: p('a', 80, 'x', 'l') }, { slot: 'MID-2', player: p('b', 85, 'y', 'l') }, { slot: 'SUB-1', player: p('c', 99, 'z', 'l') }])).toBe(83);
  });

  it('give a point for a clubmate, for two league mates, for a compatriot', () => {
    const a = p('a', 80, 'Galatasaray', 'Süper Lig', 'TR');
    const b = p('b', 80, 'Galatasaray', 'Süper Lig', 'BR');
    const c = p('c', 80, 'Fenerbahçe', 'Süper Lig', 'TR');
    const d = p('d', 80, 'Arsenal', 'Premier League');
    expect(playerChemistry(a, [a, b, c, d])).toBe(3);
    expect(playerChemistry(b, [a, b, c, d])).toBe(2);
    expect(playerChemistry(d, [a, b, c, d])).toBe(0);
    const placed = [a, b, c, d].map((player, i) => ({ slot: `MID-${i + 1}`, player }));
    expect(teamChemistry(placed)).toBe(3 + 2 + 2 + 0);
    expect(teamChemistry([...placed, { slot: 'SUB-1', player: p('e', 80, 'Arsenal', 'Premier League') }])).toBe(7);
  });
});
