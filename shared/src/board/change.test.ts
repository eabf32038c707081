import { describe, expect, it } from 'vitest';
import { addStep } from './steps';
import { applyPlayerEdit, commitDrawing, createBoard, moveBall, movePlayer } from './board';
import { changeBetween } from './change';
import { addPlayer, setFormation } from './teams';

describe('what an undo step changed', () => {
  const start = createBoard('desktop');
  const nine = start.players.find((p) => p.num === 9)!;

  it('names the one player moved or edited, either way round', () => {
    const after = movePlayer(start, nine.id, { x: nine.x + 50, y: nine.y });
    expect(changeBetween(start, after)).toEqual({ kind: 'move', name: '9' });
    expect(changeBetween(after, start)).toEqual({ kind: 'move', name: '9' });
    const renamed = applyPlayerEdit(start, nine.id, { name: 'Kerem', cards: { yellow: false, red: false }, goals: 0 });
    expect(changeBetween(start, renamed)).toEqual({ kind: 'edit', name: '9' });
  });

  it('tells the ball, a formation, a new player, a step and a drawing apart', () => {
    expect(changeBetween(start, moveBall(start, { x: 100, y: 100 })).kind).toBe('ball');
    expect(changeBetween(start, setFormation(start, '4-3-3')).kind).toBe('positions');
    expect(changeBetween(start, addPlayer(start, 'A')).kind).toBe('players');
    expect(changeBetween(start, addStep(start)).kind).toBe('step');
    const drawn = commitDrawing(start, { id: 1, points: [{ x: 10, y: 10 }, { x: 60, y: 60 }] });
    expect(changeBetween(start, drawn).kind).toBe('drawing');
    expect(changeBetween(start, { ...start, coloursSwapped: true }).kind).toBe('board');
  });
});
