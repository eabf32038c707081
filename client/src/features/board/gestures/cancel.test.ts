import { describe, expect, it, vi } from 'vitest';
import { createBoard } from '@onbir/shared/board/board';
import { layoutOf } from '@onbir/shared/board/model';
import { pitchToCanvas } from '@onbir/shared/board/pitch';
import { BoardStore } from '../../boardCore';
import { Gestures } from './machine';

describe('an interrupted gesture (issue 39)', () => {
  it('leaves no undo step and no half-moved piece when a drag is cancelled', () => {
    const store = new BoardStore(createBoard('desktop'));
    const before = store.board;
    const p = pitchToCanvas(layoutOf(before), before.players[0]);
    const g = new Gestures(store);
    g.down(p, false);
    expect(g.phase).toBe('pointing');
    g.move({ x: p.x + 80, y: p.y + 40 });
    expect(store.board).not.toBe(before);
    g.cancel();
    expect(store.getControls().canUndo).toBe(false);
    expect(store.board).toBe(before);
  });

  it('keeps no stroke when a pen stroke is cancelled', () => {
    const store = new BoardStore(createBoard('desktop'));
    store.setView((v) => ({ ...v, penOn: true }));
    const before = store.board;
    const g = new Gestures(store);
    g.down({ x: 300, y: 300 }, false);
    for (let i = 1; i < 10; i++) g.move({ x: 300 + i * 20, y: 300 });
    // The canvas hears of it, so the stroke goes from the screen too.
    const heard = vi.fn();
    store.subscribe(heard);
    g.cancel();
    expect(heard).toHaveBeenCalled();
    expect(store.board.drawings).toEqual([]);
    expect(store.board).toBe(before);
    expect(store.pending).toBeNull();
  });
});
