import { describe, expect, it } from 'vitest';
import { createBoard, moveBall } from './board';
import { drawnBoard } from './drawnBoard';
import { DOUBLE_TAP_MS, isDoubleTap, pieceAt } from './input';

describe('board input', () => {
  it('finds the ball above players, then the topmost player within its disc', () => {
    let board = createBoard('desktop');
    // Hit-testing is in the layout's pixels: the board as drawn.
    let b = drawnBoard(board);
    const p1 = b.players[0];
    expect(pieceAt(b, { x: p1.x + 27, y: p1.y })).toEqual({ kind: 'player', id: 1 });
    expect(pieceAt(b, { x: p1.x + 29, y: p1.y })).toBeNull();
    expect(pieceAt(b, { x: p1.x + 29, y: p1.y }, 4)).toEqual({ kind: 'player', id: 1 });
    board = moveBall(board, board.players[0]);
    b = drawnBoard(board);
    expect(pieceAt(b, p1)).toEqual({ kind: 'ball' });
    expect(pieceAt(b, { x: 600, y: 400 })).toBeNull();
  });

  it('counts a second tap on the same player within 300 ms as a double tap', () => {
    expect(DOUBLE_TAP_MS).toBe(300);
    const first = { playerId: 3, at: 1000 };
    expect(isDoubleTap(null, first)).toBe(false);
    expect(isDoubleTap(first, { playerId: 3, at: 1300 })).toBe(true);
    expect(isDoubleTap(first, { playerId: 3, at: 1301 })).toBe(false);
    expect(isDoubleTap(first, { playerId: 4, at: 1100 })).toBe(false);
  });
});
