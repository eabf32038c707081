import { describe, expect, it } from 'vitest';
import { applyPlayerEdit, convertLayout, createBoard, moveBall, movePlayer } from '../board/board';
import { addStep } from '../board/steps';
import { boardMoves, withMoves } from './moves';
import { BALL_ID } from './protocol';

describe('moves between the board and the wire', () => {
  const board = createBoard('desktop', { sides: 2 });

  it('a drag is a move of that piece in pitch decimetres, trail and all', () => {
    const dragged = moveBall(movePlayer(board, 7, { x: 43.37, y: 24.6 }), { x: 61, y: 32 });
    const moves = boardMoves(board, dragged)!;
    expect(moves).toEqual([
      [7, 434, 246],
      [BALL_ID, expect.any(Number), expect.any(Number)],
    ]);
    expect(boardMoves(board, board)).toEqual([]);
  });

  it('anything else is a change of the board: a name, a step, a layout', () => {
    expect(boardMoves(board, applyPlayerEdit(board, 3, { name: 'Kaptan', cards: { yellow: false, red: false }, goals: 0 }))).toBeNull();
    expect(boardMoves(board, addStep(board))).toBeNull();
    expect(boardMoves(board, convertLayout(board, 'mobile'))).toBeNull();
  });

  it("a viewer's board on a phone shows the moved piece on the same spot of the pitch", () => {
    const dragged = movePlayer(board, 9, { x: 65, y: 23 });
    const moves = Object.fromEntries(boardMoves(board, dragged)!.map(([id, x, y]) => [id, [x, y, 1] as [number, number, number]]));
    const phone = withMoves(convertLayout(board, 'mobile'), moves);
    const there = phone.players.find((p) => p.id === 9)!;
    const here = dragged.players.find((p) => p.id === 9)!;
    expect(there.x).toBeCloseTo(here.x, 0);
    expect(there.y).toBeCloseTo(here.y, 0);
    expect(withMoves(board, {})).toBe(board);
  });
});
