import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBoard, movePlayer } from '@onbir/shared/board/board';
import { layoutFor } from '@onbir/shared/board/layout';
import type { Board } from '@onbir/shared/board/model';
import { DEFAULT_VIEW } from '@onbir/shared/board/view';
import { metres } from '@onbir/shared/board/pitch';
import { NO_OVERLAYS } from './overlays';
import { BoardRenderer, type Scene } from './renderer';

/** A 2D context that draws nothing and counts the line points it is given (jsdom has no canvas). */
function countingContext(counts: { lineTo: number }): CanvasRenderingContext2D {
  const state: Record<string | symbol, unknown> = {};
  return new Proxy(state, {
    get: (_, prop) => {
      if (prop in state) return state[prop];
      if (prop === 'measureText') return (text: string) => ({ width: text.length * 6, actualBoundingBoxAscent: 8, actualBoundingBoxDescent: 2 });
      if (prop === 'getLineDash') return () => [];
      if (prop === 'lineTo') return () => void counts.lineTo++;
      return () => undefined;
    },
    set: (_, prop, value) => {
      state[prop] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

const counts = { lineTo: 0 };
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
