import { describe, expect, it } from 'vitest';
import { createBoard } from '@onbir/shared/board/board';
import { addObject } from '@onbir/shared/board/boardObjects';
import { movePlayer } from '@onbir/shared/board/board';
import { layoutOf } from '@onbir/shared/board/model';
import type { LayoutPoint } from '@onbir/shared/board/layout';
import { pitchToCanvas, type PitchPoint } from '@onbir/shared/board/pitch';
import { BoardStore, type Tool } from '../../boardCore';
import { Gestures, type Phase } from './machine';

/** A desktop board with a line from (30, 20) to (50, 20) m, one earlier undo step and one redo step. */
function setUp(tool: Tool = 'select', pen = false) {
  const store = new BoardStore(createBoard('desktop'));
  store.apply((b) => addObject(b, { kind: 'line', id: 1, colour: '#ffffff', from: { x: 30, y: 20 }, to: { x: 50, y: 20 } }));
  store.apply((b) => movePlayer(b, b.players[1].id, { x: 25, y: 30 }));
  store.undo();
  store.setUi({ tool });
  if (pen) store.setView((v) => ({ ...v, penOn: true }));
  const px = (m: PitchPoint): LayoutPoint => pitchToCanvas(layoutOf(store.board), m);
  return { store, px, g: new Gestures(store) };
}

/** Each gesture: where it is pressed, where it goes, and the phase it moves into. */
const kinds: { name: string; tool?: Tool; pen?: boolean; select?: boolean; from(s: BoardStore, px: (m: PitchPoint) => LayoutPoint): LayoutPoint; moving: Phase }[] = [
  { name: 'a player dragged', from: (s, px) => px(s.board.players[0]), moving: 'dragging' },
  { name: 'the ball dragged', from: (s, px) => px(s.board.ball), moving: 'dragging' },
  { name: 'an object moved', from: (_s, px) => px({ x: 40, y: 20 }), moving: 'dragging' },
  { name: 'a handle pulled', select: true, from: (_s, px) => px({ x: 50, y: 20 }), moving: 'dragging' },
  { name: 'a pen stroke', pen: true, from: (_s, px) => px({ x: 60, y: 40 }), moving: 'drawing' },
  { name: 'an arrow drawn', tool: 'arrow', from: (_s, px) => px({ x: 60, y: 40 }), moving: 'drawing' },
  { name: 'a polygon drawn', tool: 'zone', from: (_s, px) => px({ x: 60, y: 40 }), moving: 'drawing' },
];

describe('a gesture’s state machine', () => {
  it.each(kinds)('$name: idle → pointing → $moving → done keeps one undo step', ({ tool, pen, select, from, moving }) => {
    const { store, px, g } = setUp(tool, pen);
    if (select) store.setUi({ selected: 1 });
    if (tool === 'zone') store.setUi({ zoneShape: 'polygon' });
    expect(g.phase).toBe('idle');
    const start = store.board;
    const at = from(store, px);
    g.down(at, false);
    expect(g.phase).toBe('pointing');
    for (let i = 1; i <= 8; i++) g.move({ x: at.x + i * 25, y: at.y + i * 12 });
    expect(g.phase).toBe(moving);
    const before = store.board;
    expect(g.up()).toBe('done');
    expect(g.phase).toBe('idle');
    expect(store.board).not.toBe(start);
    expect(store.getControls().canUndo).toBe(true);
    expect(store.getControls().canRedo).toBe(false);
    if (moving === 'dragging') expect(store.board).toBe(before);
  });

  it.each(kinds.flatMap((k) => (['pointing', k.moving] as Phase[]).map((phase) => ({ ...k, phase }))))(
    '$name: a cancel while $phase gives back the exact document, its undo and redo steps, and nothing pending',
    ({ tool, pen, select, from, phase }) => {
      const { store, px, g } = setUp(tool, pen);
      if (select) store.setUi({ selected: 1 });
      const board = store.board;
      const undoSteps = store.getControls().canUndo;
      const at = from(store, px);
      g.down(at, true);
      if (phase !== 'pointing') for (let i = 1; i <= 8; i++) g.move({ x: at.x + i * 25, y: at.y + i * 12 });
      expect(g.phase).toBe(phase);
      expect(g.cancel()).toBe('cancelled');
      expect(g.phase).toBe('idle');
      expect(store.board).toBe(board);
      expect(store.getControls()).toMatchObject({ canUndo: undoSteps, canRedo: true });
      expect(store.pending).toBeNull();
      expect(store.pendingObject).toBeNull();
      // Undo goes to the step before the gesture, as if it had never started.
      store.undo();
      expect(store.board.objects).toEqual([]);
    },
  );

  it('a cancel, an up or a move with no gesture does nothing', () => {
    const { store, g } = setUp();
    const board = store.board;
    g.move({ x: 10, y: 10 });
    expect(g.cancel()).toBeNull();
    expect(g.up()).toBeNull();
    expect(store.board).toBe(board);
    expect(g.phase).toBe('idle');
  });

  it('a press on empty grass with the select tool starts no gesture; a label is placed by the press alone', () => {
    const { store, px, g } = setUp();
    g.down(px({ x: 80, y: 60 }), false);
    expect(g.phase).toBe('idle');
    store.setUi({ tool: 'equipment' });
    g.down(px({ x: 80, y: 60 }), false);
    expect(g.phase).toBe('idle');
    expect(store.board.objects).toHaveLength(2);
  });

  it('a press while a gesture runs (a second pointer) cancels the first before it starts its own', () => {
    const { store, g } = setUp();
    const board = store.board;
    const p = board.players[0];
    g.down({ x: p.x, y: p.y }, true);
    g.move({ x: p.x + 100, y: p.y });
    g.down({ x: p.x + 100, y: p.y }, true);
    expect(store.board.players[0]).toEqual(board.players[0]);
  });
});
