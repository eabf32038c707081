import { describe, expect, it } from 'vitest';
import { applyPlayerEdit, convertLayout, createBoard, moveBall, movePlayer } from '../board/board';
import { layoutOf } from '../board/model';
import { canvasToPitch } from '../board/pitch';
import { addStep } from '../board/steps';
import { boardMoves, withMoves } from './moves';
import { BALL_ID } from './protocol';

describe('moves between the board and the wire', () => {
  const board = createBoard('desktop', { sides: 2 });

  it('a drag is a move of that piece in pitch decimetres, trail and all', () => {
    const dragged = moveBall(movePlayer(board, 7, { x: 500, y: 300 }), { x: 610, y: 320 });
    const moves = boardMoves(board, dragged)!;
    const at = canvasToPitch(layoutOf(board), { x: 500, y: 300 });
    expect(moves).toEqual([
      [7, Math.round(at.x * 10), Math.round(at.y * 10)],
      [BALL_ID, expect.any(Number), expect.any(Number)],
    ]);
    expect(boardMoves(board, board)).toEqual([]);
  });

  it('anything else is a change of the board: a name, a step, a layout', () => {
    expect(boardMoves(board, applyPlayerEdit(board, 3, { name: 'Kaptan', cards: { yellow: false, red: false }, goals: 0 }))).toBeNull();
    expect(boardMoves(board, addStep(board))).toBeNull();
    expect(boardMoves(board, convertLayout(board, 'mobile'))).toBeNull();
    expect(boardMoves(board, { ...board, trailsOn: false })).toBeNull();
  });

  it("a viewer's board on a phone shows the moved piece on the same spot of the pitch", () => {
    const dragged = movePlayer(board, 9, { x: 700, y: 250 });
    const moves = Object.fromEntries(boardMoves(board, dragged)!.map(([id, x, y]) => [id, [x, y, 1] as [number, number, number]]));
    const phone = withMoves(convertLayout(board, 'mobile'), moves);
    const there = canvasToPitch(layoutOf(phone), phone.players.find((p) => p.id === 9)!);
    const here = canvasToPitch(layoutOf(dragged), dragged.players.find((p) => p.id === 9)!);
    expect(there.x).toBeCloseTo(here.x, 0);
    expect(there.y).toBeCloseTo(here.y, 0);
    expect(withMoves(board, {})).toBe(board);
  });
});
