import { describe, expect, it } from 'vitest';
import { createBoard, movePlayer, moveBall } from './board';
import { addObject } from './boardObjects';
import { metres } from './pitch';
import { addStep, animationMs, deleteStep, ease, frameAt, goToStep, moveStep, stepsOf, STEP_MS } from './steps';

const at = (b: ReturnType<typeof createBoard>, id: number) => {
  const p = b.players.find((q) => q.id === id)!;
  return { x: p.x, y: p.y };
};
const px = metres;

describe('board steps', () => {
  it('a fresh board is one step; adding a step copies positions, and each step keeps its own', () => {
    let b = createBoard('desktop');
    expect(stepsOf(b)).toHaveLength(1);
    b = addStep(b);
    expect(b.current).toBe(1);
    b = movePlayer(b, 9, px(80, 20));
    expect(at(b, 9)).toEqual({ x: 80, y: 20 });
    const before = at(createBoard('desktop'), 9);
    b = goToStep(b, 0);
    expect(Math.abs(at(b, 9).x - before.x)).toBeLessThanOrEqual(0.05 + 1e-9);
    b = goToStep(b, 1);
    expect(at(b, 9)).toEqual({ x: 80, y: 20 });
    expect(animationMs(stepsOf(b).length)).toBe(STEP_MS);
  });

  it('drawings belong to the step they were drawn in; duplicate keeps them, add does not', () => {
    let b = addObject(createBoard('desktop'), { kind: 'line', id: 7, colour: '#ffffff', from: { x: 1, y: 1 }, to: { x: 9, y: 9 } });
    b = addStep(b, true);
    expect(b.shown).toEqual([7]);
    b = addStep(b);
    expect(b.shown).toEqual([]);
    expect(stepsOf(b).map((s) => s.shown)).toEqual([[7], [7], []]);
    // Deleting the only steps that show a drawing removes the drawing too.
    b = deleteStep(deleteStep(b, 0), 0);
    expect(b.objects).toEqual([]);
    expect(deleteStep(b, 0)).toBe(b);
  });

  it('reorders steps and keeps the open step open', () => {
    let b = createBoard('desktop');
    b = movePlayer(addStep(b), 2, px(20, 10));
    b = movePlayer(addStep(b), 2, px(30, 10));
    b = goToStep(b, 1);
    b = moveStep(b, 2, 0);
    expect(b.current).toBe(2);
    expect(stepsOf(b).map((s) => s.players[2].x)).toEqual([30, stepsOf(b)[1].players[2].x, 20]);
    expect(at(b, 2).x).toBe(20);
  });
});

describe('interpolation', () => {
  it('eases in and out and is exactly halfway at half time', () => {
    expect(ease(0)).toBe(0);
    expect(ease(0.5)).toBe(0.5);
    expect(ease(1)).toBe(1);
    expect(ease(0.25)).toBeLessThan(0.25);
    let b = createBoard('desktop', { sides: 2 });
    b = movePlayer(b, 9, px(40, 30));
    b = moveBall(b, px(50, 30));
    b = addStep(b);
    b = movePlayer(b, 9, px(60, 10));
    b = moveBall(b, px(70, 50));
    const steps = stepsOf(b);
    const mid = frameAt(steps, b.objects, 0.5);
    expect(mid.players[9]).toEqual({ x: 50, y: 20 });
    expect(mid.ball).toEqual({ x: 60, y: 40 });
    expect(frameAt(steps, b.objects, 0).players[9]).toEqual({ x: 40, y: 30 });
    expect(frameAt(steps, b.objects, 1).players[9]).toEqual({ x: 60, y: 10 });
    expect(frameAt(steps, b.objects, 0.25).players[9].x).toBeLessThan(45);
  });

  it('the ball follows a curved pass arrow of the step it moves to', () => {
    let b = moveBall(createBoard('desktop'), px(20, 30));
    b = addStep(b);
    b = moveBall(b, px(40, 30));
    b = addObject(b, { kind: 'arrow', id: 1, colour: '#ffffff', style: 'pass', from: { x: 20, y: 30 }, to: { x: 40, y: 30 }, mid: { x: 30, y: 20 } });
    const half = frameAt(stepsOf(b), b.objects, 0.5);
    expect(half.ball.x).toBeCloseTo(30, 6);
    expect(half.ball.y).toBeCloseTo(20, 6);
    // A player's path stays straight.
    expect(half.players[9]).toEqual(frameAt(stepsOf(b), b.objects, 0).players[9]);
  });
});
