import { describe, expect, it } from 'vitest';
import { commitDrawing, createBoard, movePlayer } from '@onbir/shared/board/board';
import { metres } from '@onbir/shared/board/pitch';
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

describe('a layout change (phone turned, window resized)', () => {
  it('redraws the board on the new pitch and leaves the undo history as it was', () => {
    const store = new BoardStore(createBoard('desktop'));
    store.apply((b) => movePlayer(b, 9, metres(70, 20)));
    const afterMove = store.board;
    store.apply((b) => commitDrawing(b, { id: 1, points: [metres(10, 10), metres(20, 12)] }));
    const afterStroke = store.board;
    expect(store.getControls()).toMatchObject({ canUndo: true, canRedo: false });

    store.setLayout('mobile');
    // The same board in metres, on the phone's pitch; no undo step was added.
    expect(store.board).toEqual({ ...afterStroke, layout: 'mobile' });
    expect(store.board.players).toBe(afterStroke.players);
    expect(store.board.drawings).toBe(afterStroke.drawings);
    store.setLayout('compact');
    store.setLayout('mobile');

    // Undo walks back through the very boards the history held, each drawn on the phone's pitch.
    store.undo();
    expect(store.board).toEqual({ ...afterMove, layout: 'mobile' });
    expect(store.board.players).toBe(afterMove.players);
    store.undo();
    expect(store.board.players.find((p) => p.id === 9)).toEqual(createBoard('desktop').players.find((p) => p.id === 9));
    expect(store.getControls()).toMatchObject({ canUndo: false, canRedo: true, layout: 'mobile' });
    expect(store.undo()).toBeNull();
    store.redo();
    store.redo();
    expect(store.board.drawings).toBe(afterStroke.drawings);
    expect(store.getControls().canRedo).toBe(false);
  });

  it('a gesture that moves nothing after a layout change leaves no undo step', () => {
    const store = new BoardStore(createBoard('desktop'));
    store.setLayout('mobile');
    store.beginGesture();
    store.updateGesture((b) => b);
    store.endGesture();
    expect(store.getControls().canUndo).toBe(false);
  });

  it('a gesture cancelled after a layout change goes back to its mark, drawn on the new pitch', () => {
    const store = new BoardStore(createBoard('desktop'));
    store.apply((b) => movePlayer(b, 9, metres(70, 20)));
    const marked = store.board;
    store.mark();
    store.beginGesture();
    store.updateGesture((b) => movePlayer(b, 9, metres(30, 40)));
    store.setLayout('mobile');
    store.updateGesture((b) => movePlayer(b, 9, metres(35, 45)));
    store.backToMark();
    expect(store.board).toEqual({ ...marked, layout: 'mobile' });
    expect(store.board.players).toBe(marked.players);
    store.undo();
    expect(store.getControls()).toMatchObject({ canUndo: false, canRedo: true, layout: 'mobile' });
  });
});
