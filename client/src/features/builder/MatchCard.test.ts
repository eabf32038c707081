import { expect, it } from 'vitest';
import { teamNameSize } from './MatchCard';

// A stand-in for the card's bold type: every letter 0.6 of the size wide.
const width = (text: string, size: number) => text.length * size * 0.6;

it("keeps a short team name at the card's full size", () => {
  expect(teamNameSize('Ajax', width)).toBe(44);
});

it("sets a long word at the size where it fits beside the score ('Borussia Mönchengladbach')", () => {
  const size = teamNameSize('Borussia Mönchengladbach', width);
  expect(size).toBeLessThan(44);
  expect(width('Mönchengladbach', size)).toBeLessThanOrEqual(268);
  expect(width('Mönchengladbach', size + 4)).toBeGreaterThan(268);
});

it('never goes under its smallest size, however long the title', () => {
  expect(teamNameSize('Mahallenin Efsaneleri Cumartesi Karması!', width)).toBe(26);
});
