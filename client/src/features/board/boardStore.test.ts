import { describe, expect, it } from 'vitest';
import { createBoard } from '@onbir/shared/board/board';
import { BoardStore } from './boardStore';

describe('the board store’s controls', () => {
  it('change when a device change converts the board, so the page draws the canvas in its new layout', () => {
    const store = new BoardStore(createBoard('mobile'));
    const before = store.getControls();
    expect(before.layout).toBe('mobile');
    store.setLayout('compact');
    expect(store.getControls()).not.toBe(before);
    expect(store.getControls().layout).toBe('compact');
  });
});
