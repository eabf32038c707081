import { describe, expect, it } from 'vitest';
import { createBoard, movePlayer } from './board';
import { drawnBoard, type DrawnBoard } from './drawnBoard';
import { layoutFor, toPixel, type LayoutPoint } from './layout';
import type { Board } from './model';
import { canvasToPitch, metres, pitchToCanvas, viewToWorld, viewTransform, type PitchPoint } from './pitch';
import { captureStep } from './steps';

/**
 * The board's two spaces: metres of the pitch (what is stored) and pixels of a layout (what is drawn and
 * touched). The lines marked `@ts-expect-error` are the type checker refusing one where the other is
 * expected (`npm run typecheck` fails if any of them compiles); the tests run the conversions between them.
 */
const layout = layoutFor('desktop');
const pixel: LayoutPoint = viewToWorld(viewTransform(layout, 'full'), { x: layout.width / 2, y: layout.height / 2 });
const onPitch: PitchPoint = canvasToPitch(layout, pixel);

function refusals(board: Board, drawn: DrawnBoard) {
  // @ts-expect-error a pixel point is refused where metres are expected
  movePlayer(board, 9, pixel);
  // @ts-expect-error layout pixels of a spot are not metres either
  movePlayer(board, 9, toPixel(layout, { d: 0.5, w: 0.5 }));
  // @ts-expect-error metres are refused where pixels are expected
  pitchToCanvas(layout, pitchToCanvas(layout, onPitch));
  // @ts-expect-error a drawn (pixel) board is not the stored board
  captureStep(drawn);
  // @ts-expect-error a drawn player is not a point of the pitch
  const m: PitchPoint = drawn.players[0];
  return m;
}

describe('one space in metres, pixels only where the board is drawn', () => {
  it('type-checks its refusals (a function never called: the checker is the test)', () => {
    expect(typeof refusals).toBe('function');
  });

  it('the centre of the desktop pitch is its centre in metres; pixels and metres convert both ways', () => {
    expect(onPitch.x).toBeCloseTo(52.5, 9);
    expect(onPitch.y).toBeCloseTo(34, 9);
    const back = pitchToCanvas(layout, onPitch);
    expect(back.x).toBeCloseTo(layout.width / 2, 9);
    expect(back.y).toBeCloseTo(layout.height / 2, 9);
  });

  it('a move in metres lands where the drawn board shows it, on every layout', () => {
    const board = movePlayer(createBoard('desktop'), 9, metres(80, 20));
    for (const kind of ['desktop', 'mobile', 'compact'] as const) {
      const l = layoutFor(kind);
      const drawn = drawnBoard(board, l).players.find((p) => p.id === 9)!;
      const expected = pitchToCanvas(l, { x: 80, y: 20 });
      expect(drawn.x).toBeCloseTo(expected.x, 9);
      expect(drawn.y).toBeCloseTo(expected.y, 9);
    }
    // The same board drawn again is the same drawn object (the renderer's caches key on it).
    expect(drawnBoard(board)).toBe(drawnBoard(board));
  });

  it('a trail a drag grows point by point is drawn as the whole trail converted, on each layout', () => {
    let board = createBoard('desktop');
    for (const kind of ['desktop', 'mobile'] as const) {
      const l = layoutFor(kind);
      for (let i = 1; i <= 30; i++) {
        board = movePlayer(board, 9, metres(20 + i * 1.5, 30 + (i % 4)));
        const drawn = drawnBoard(board, l).players.find((p) => p.id === 9)!;
        const trail = board.players.find((p) => p.id === 9)!.trail;
        expect(drawn.trail).toEqual(trail.map((q) => ({ ...pitchToCanvas(l, q), ...(q.s ? { s: q.s } : {}) })));
      }
    }
  });
});
