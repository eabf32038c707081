import { describe, expect, it } from 'vitest';
import { choose, newRun, teamOf, type PickFiveRun } from './run';
import { RUN_BENCH } from './draw';
import { shareText } from './share';
import { cardPool } from './testPool';

const run: PickFiveRun = [0, 0, ...Array.from({ length: 10 + RUN_BENCH }, (_, i) => i % 5)].reduce(choose, newRun('daily-2026-12-05'));
const cup = [{ for: 2, against: 1 }, { for: 3, against: 0 }, { for: 1, against: 1, shootout: { for: 4, against: 3 } }, { for: 2, against: 0 }];

describe('the share text of a run', () => {
  it('shows the day, the team, a square per card by its rank among five, the scores and the cup, in Turkish', () => {
    const text = shareText(run, cardPool, cup, 'tr', '2026-12-05');
    const lines = text.split('\n');
    expect(lines[0]).toBe('onbir · Günün draftı 2026-12-05');
    expect(lines[1]).toMatch(/^\S+ · Güç \d+ · Kimya \d+\/33$/);
    const squares = [...text.matchAll(/🟪|🟩|🟨|🟧|⬜/gu)];
    expect(squares).toHaveLength(11 + RUN_BENCH);
    expect(text.match(/🟪/gu)).toHaveLength(1);
    expect(lines.at(-2)).toBe('✅ 2-1  ✅ 3-0  ✅ 1-1 (4-3)  ✅ 2-0');
    expect(lines.at(-1)).toBe('Şampiyon!');
  });

  it('reveals no card: no player, club, league or nation of the run appears', () => {
    const text = shareText(run, cardPool, cup, 'en', '2026-12-05');
    for (const { player } of teamOf(run, cardPool).squad) {
      for (const field of [player.id, player.club_name, player.league_name, player.nationality!]) expect(text).not.toContain(field);
    }
  });

  it('says in English where the run ended', () => {
    const text = shareText(run, cardPool, [{ for: 2, against: 1 }, { for: 0, against: 2 }], 'en');
    expect(text.split('\n')[0]).toBe('onbir · Pick one of five');
    expect(text).toContain('❌ 0-2');
    expect(text.split('\n').at(-1)).toBe('Out in round 2');
  });
});
