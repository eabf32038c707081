import { describe, expect, it } from 'vitest';
import { createBoard, movePlayer } from './board';
import { deserializeBoard, serializeBoard } from './serialize';
import { addStep, deleteStep, goToStep, moveStep } from './steps';
import { stepRuns, trailUpTo, withStepRuns } from './trails';
import type { Board } from './model';

const trailOf = (b: Board, id: number) => b.players.find((p) => p.id === id)!.trail;
/** A board whose player 9 runs in step 1 and player 10 in step 2 (0-based steps 0 and 1). */
function twoSteps(): Board {
  let b = createBoard('desktop');
  const [nine, ten] = [b.players.find((p) => p.num === 9)!, b.players.find((p) => p.num === 10)!];
  b = movePlayer(b, nine.id, { x: nine.x + 100, y: nine.y });
  b = addStep(b);
  return movePlayer(b, ten.id, { x: ten.x - 100, y: ten.y });
}
const idOf = (b: Board, num: number) => b.players.find((p) => p.num === num)!.id;

describe('trails by step', () => {
  it('a step shows the trails of its moves and the earlier ones, never a later step’s', () => {
    const b = twoSteps();
    expect(trailUpTo(trailOf(b, idOf(b, 9)), 0).length).toBe(2);
    expect(trailUpTo(trailOf(b, idOf(b, 10)), 0)).toEqual([]);
    expect(trailUpTo(trailOf(b, idOf(b, 10)), 1).length).toBe(2);
    // The same array when nothing is left out (the renderer's cache keeps it).
    const nine = trailOf(b, idOf(b, 9));
    expect(trailUpTo(nine, 1)).toBe(nine);
  });

  it('follows the steps when one is inserted before, removed or moved', () => {
    const b = twoSteps();
    const ten = idOf(b, 10);
    // A step inserted after the first: the 10's move is now in the third.
    const inserted = addStep(goToStep(b, 0));
    expect(trailOf(inserted, ten).map((p) => p.s)).toEqual([2, 2]);
    // The second step removed: the 10's trail goes with it.
    expect(trailOf(deleteStep(b, 1), ten)).toEqual([]);
    // The two steps swapped: the 10's move is the first step's, the 9's the second's.
    const swapped = moveStep(b, 1, 0);
    expect(trailOf(swapped, ten).map((p) => p.s ?? 0)).toEqual([0, 0]);
    expect(trailOf(swapped, idOf(b, 9)).map((p) => p.s ?? 0)).toEqual([1, 1]);
  });

  it('keeps each point’s step in a saved board and ignores runs that do not fit', () => {
    const b = twoSteps();
    const back = deserializeBoard(serializeBoard(b))!;
    expect(trailOf(back, idOf(b, 10)).map((p) => p.s)).toEqual([1, 1]);
    expect(trailOf(back, idOf(b, 9)).map((p) => p.s)).toEqual([undefined, undefined]);
    expect(stepRuns([{ x: 1, y: 1 }, { x: 2, y: 2, s: 1 }, { x: 3, y: 3, s: 1 }])).toEqual([0, 1, 1, 2]);
    expect(stepRuns([{ x: 1, y: 1 }])).toBeUndefined();
    expect(withStepRuns([{ x: 1, y: 1 }], [1, 5])).toEqual([{ x: 1, y: 1 }]);
  });
});
