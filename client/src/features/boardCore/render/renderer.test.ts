import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPlayerEdit, createBoard, movePlayer } from '@onbir/shared/board/board';
import { addObject } from '@onbir/shared/board/boardObjects';
import { sequenceBoard } from '@onbir/shared/board/fixtures/sequence';
import { applyFrame, frameAt, stepsOf } from '@onbir/shared/board/steps';
import { layoutFor } from '@onbir/shared/board/layout';
import type { Board } from '@onbir/shared/board/model';
import { DEFAULT_VIEW } from '@onbir/shared/board/view';
import { metres } from '@onbir/shared/board/pitch';
import { NO_OVERLAYS } from './overlays';
import { BoardRenderer, type Scene } from './renderer';

/** A 2D context that draws nothing and counts the line points and the filled rectangles it is given (jsdom has no canvas). */
function countingContext(counts: { lineTo: number; fillRect: number; texts?: string[] }): CanvasRenderingContext2D {
  const state: Record<string | symbol, unknown> = {};
  return new Proxy(state, {
    get: (_, prop) => {
      if (prop in state) return state[prop];
      if (prop === 'measureText') return (text: string) => ({ width: text.length * 6, actualBoundingBoxAscent: 8, actualBoundingBoxDescent: 2 });
      if (prop === 'getLineDash') return () => [];
      if (prop === 'lineTo') return () => void counts.lineTo++;
      if (prop === 'fillRect') return () => void counts.fillRect++;
      if (prop === 'fillText') return (text: string) => void counts.texts?.push(text);
      return () => undefined;
    },
    set: (_, prop, value) => {
      state[prop] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

const counts = { lineTo: 0, fillRect: 0 };
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => countingContext(counts) as never);
});
afterEach(() => vi.restoreAllMocks());

/** Every player walked along a zigzag of `n` moves, so each has a trail of about n points. */
function boardWithTrails(n: number): Board {
  let b = createBoard('desktop', { sides: 2 });
  for (const p of b.players) for (let i = 1; i <= n; i++) b = movePlayer(b, p.id, metres(10 + i * 0.8, 10 + (i % 2) * 3 + (p.id % 10) * 4));
  return b;
}

const scene = (board: Board, active: Scene['active'] = null): Scene => ({ board, view: { ...DEFAULT_VIEW, trailsOn: true }, pending: null, pendingObject: null, active, overlays: NO_OVERLAYS });

describe('BoardRenderer while a player is dragged', () => {
  it('paints no other trail again on the drag’s first frame, only what the drag adds', () => {
    const board = boardWithTrails(40);
    const player = board.players[3];
    const renderer = new BoardRenderer(layoutFor('desktop', board.format), 1);
    const ctx = countingContext(counts);
    renderer.render(ctx, scene(board));
    renderer.render(ctx, scene(board));
    counts.lineTo = 0;
    renderer.render(ctx, scene(movePlayer(board, player.id, metres(player.x + 5, player.y + 5)), { kind: 'player', id: player.id }));
    // The other players' trails hold hundreds of points; the frame draws the few the drag added.
    expect(counts.lineTo).toBeLessThan(20);
  });
});

/**
 * The frames of a playback at 2x and 60 frames a second, as the page paints them (the animation's positions
 * on the board, equipment apart); the background repaints among them, counted by the surround filled
 * (the pitch comes from its cache).
 */
function playbackRepaints(board: Board): number {
  const renderer = new BoardRenderer(layoutFor('desktop', board.format), 1);
  const ctx = countingContext(counts);
  // The first frame is drawn straight onto the canvas, the second builds the caches.
  renderer.render(ctx, scene(board));
  renderer.render(ctx, scene(board));
  counts.fillRect = 0;
  const steps = stepsOf(board);
  for (let t = 0; t <= steps.length - 1; t += 1 / 30) {
    const frame = frameAt(steps, board.objects, t);
    renderer.render(ctx, { ...scene(applyFrame(board, { ...frame, equipment: {} })), equipment: frame.equipment, overlays: { ...NO_OVERLAYS, playback: { steps, t } } });
  }
  return counts.fillRect;
}

/** The board as a link or a saved board gives it back: each step with a list of its own. */
const readAnew = (board: Board): Board => ({ ...board, steps: board.steps.map((s) => ({ ...s, shown: [...s.shown] })) });

describe('BoardRenderer during playback', () => {
  it('repaints the background only when the drawn objects change, not at every step', () => {
    // 30 objects shown in the first step, none in the nine after it.
    const board = readAnew(sequenceBoard(30, 10));
    // Once as playback starts (no trails), once as the first step's drawings go.
    expect(playbackRepaints(board)).toBe(2);
  });

  it('repaints at each step that draws other objects', () => {
    const arrow = (id: number, y: number) => ({ kind: 'arrow' as const, id, colour: '#ffffff', style: 'run' as const, from: metres(20, y), to: metres(40, y) });
    // The first step draws two arrows, the second none, the third the first arrow again.
    let board = addObject(addObject(sequenceBoard(0, 1), arrow(1, 10)), arrow(2, 30));
    const [first] = stepsOf(board);
    board = readAnew({ ...board, steps: [first, { ...first, shown: [] }, { ...first, shown: [1] }] });
    // Once as playback starts, then at each of the two steps.
    expect(playbackRepaints(board)).toBe(3);
  });
});

describe('BoardRenderer and the names', () => {
  const namesDrawn = (renderer: BoardRenderer, board: Board) => {
    const drawn = { lineTo: 0, fillRect: 0, texts: [] as string[] };
    renderer.render(countingContext(drawn), scene(board));
    return drawn.texts;
  };

  it('lays the names out again when a player changes, though the frame before had the same places', () => {
    const board = applyPlayerEdit(createBoard('desktop', { sides: 2 }), 5, { name: 'Kerem Aktürkoğlu', cards: { yellow: false, red: false }, goals: 0 });
    const renderer = new BoardRenderer(layoutFor('desktop', board.format), 1);
    expect(namesDrawn(renderer, board)).toContain('Kerem Aktürkoğlu');
    expect(namesDrawn(renderer, board)).toContain('Kerem Aktürkoğlu');
    const renamed = applyPlayerEdit(board, 5, { name: 'Barış Alper Yılmaz', cards: { yellow: false, red: false }, goals: 0 });
    const texts = namesDrawn(renderer, renamed);
    expect(texts).toContain('Barış Alper Yılmaz');
    expect(texts).not.toContain('Kerem Aktürkoğlu');
  });
});
