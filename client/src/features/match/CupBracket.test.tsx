import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { FixtureDto, RoomDto } from '@onbir/shared/room/dto';
import type { FixtureResult } from '@onbir/shared/match/wire';
import { CupBracket } from './CupBracket';

const player = (id: string) => ({ user: { _id: id, username: id }, name: id });
const result = (a: number, b: number, winner: 'A' | 'B', penalties: FixtureResult['penalties'] = null) =>
  ({ score: { A: a, B: b }, stats: {}, commentary: [], penalties, winner }) as unknown as FixtureResult;
const room = (fixtures: FixtureDto[]) => ({ format: 'cup', players: ['ali', 'can', 'eda'].map(player), matchesToPlay: fixtures }) as unknown as RoomDto;

afterEach(cleanup);

describe('CupBracket', () => {
  it('shows the bye, the semi-final and a final still waiting for its second team', () => {
    render(<CupBracket room={room([{ _id: 'f1', tie: '1-2', round: 1, teamA: 'can', teamB: 'eda', played: false, result: null }])} />);
    const bracket = screen.getByTestId('cup-bracket');
    expect(within(bracket).getByRole('heading', { name: 'Yarı final' })).toBeTruthy();
    expect(bracket.textContent).toContain('ali bay geçer');
    expect(bracket.textContent).toContain('can – eda');
    expect(bracket.textContent).toContain('ali – Belli değil');
    // Nobody is marked through before a tie is decided.
    expect(bracket.querySelector('.cup-winner')).toBeNull();
  });

  it('puts the winner on penalties into the final', () => {
    render(
      <CupBracket
        room={room([
          { _id: 'f1', tie: '1-2', round: 1, teamA: 'can', teamB: 'eda', played: true, result: result(1, 1, 'B', { A: 3, B: 4 }) },
          { _id: 'f2', tie: '2-1', round: 2, teamA: 'ali', teamB: 'eda', played: false, result: null },
        ])}
      />,
    );
    const bracket = screen.getByTestId('cup-bracket');
    expect(bracket.textContent).toContain('can 1 – 1 eda (pen. 3 – 4)');
    expect(bracket.textContent).toContain('ali – eda');
  });
});
