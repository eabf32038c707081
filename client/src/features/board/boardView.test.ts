import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBoard, movePlayer } from '@onbir/shared/board/board';
import { metres } from '@onbir/shared/board/pitch';
import { DEFAULT_VIEW } from '@onbir/shared/board/view';
import { BoardStore } from '../boardCore';
import { openedView, rememberedView, rememberView } from './boardView';
import { command } from './commands/table';
import type { CommandContext } from './commands/types';

/** The switches of the view, as the rail and the panels perform them. */
const VIEW_COMMANDS = ['tool.pen', 'trails.toggle', 'view.half', 'view.training', 'view.full', 'pitch.stripes', 'pitch.measure'];

function setUp() {
  const remembered = vi.fn();
  const store = new BoardStore(createBoard('desktop'), DEFAULT_VIEW, remembered);
  const ctx: CommandContext = { store, announce: vi.fn(), editPlayer: vi.fn(), playback: { toggle: vi.fn(), exit: vi.fn() }, fullscreen: { on: false, toggle: vi.fn() } };
  return { store, ctx, remembered };
}

describe('the board view beside the document', () => {
  it('switching the pen, trails, the pitch view, stripes or measurements is never an undo step', () => {
    const { store, ctx } = setUp();
    store.apply((b) => movePlayer(b, 9, metres(70, 20)));
    const moved = store.board;
    for (const id of VIEW_COMMANDS) {
      command(id).perform(ctx, { key: '', shift: false });
      expect(store.board, id).toBe(moved);
    }
    expect(store.view).toMatchObject({ penOn: true, view: 'full', stripes: false, measure: true });
    // The one step is the move: undo takes it back and leaves the view as it is.
    const view = store.view;
    store.undo();
    expect(store.getControls()).toMatchObject({ canUndo: false, canRedo: true });
    expect(store.view).toBe(view);
    store.redo();
    expect(store.board).toBe(moved);
    expect(store.view).toBe(view);
  });

  it('undo and redo of edits made under another view leave the view as it is now', () => {
    const { store } = setUp();
    store.setView((v) => ({ ...v, view: 'half', measure: true }));
    store.apply((b) => movePlayer(b, 9, metres(70, 20)));
    store.setView((v) => ({ ...v, view: 'training', stripes: false }));
    store.undo();
    expect(store.view).toMatchObject({ view: 'training', stripes: false, measure: true });
    expect(store.getControls()).toMatchObject({ view: 'training', stripes: false, measure: true });
  });

  it('moves record trails only with the trail switch on', () => {
    const { store, ctx } = setUp();
    const move = () => command('piece.move').perform(ctx, { key: 'ArrowDown', shift: true });
    command('trails.toggle').perform(ctx, { key: '', shift: false });
    move();
    expect(store.getControls()).toMatchObject({ canUndo: true, hasTrails: false });
    command('trails.toggle').perform(ctx, { key: '', shift: false });
    move();
    expect(store.getControls().hasTrails).toBe(true);
  });

  it('tells the page of each view change it should remember, and of none it should not', () => {
    const { store, ctx, remembered } = setUp();
    command('pitch.stripes').perform(ctx, { key: '', shift: false });
    expect(remembered).toHaveBeenLastCalledWith(expect.objectContaining({ stripes: false }));
    store.setView((v) => openedView(v, { view: 'half' }), false);
    expect(remembered).toHaveBeenCalledTimes(1);
    expect(store.view.view).toBe('half');
  });
});

describe('the look remembered on this device', () => {
  afterEach(() => localStorage.clear());

  it('keeps the pitch view, stripes and measurements, never the pen or the trail switch', () => {
    expect(rememberedView()).toEqual(DEFAULT_VIEW);
    rememberView({ ...DEFAULT_VIEW, view: 'half', stripes: false, measure: true, penOn: true, trailsOn: false });
    expect(rememberedView()).toEqual({ ...DEFAULT_VIEW, view: 'half', stripes: false, measure: true });
    localStorage.setItem('onbir:taktik:gorunum', '{broken');
    expect(rememberedView()).toEqual(DEFAULT_VIEW);
  });

  it('opens a link in the pitch view it holds, the look staying the device’s', () => {
    const mine = { ...DEFAULT_VIEW, stripes: false };
    expect(openedView(mine, { view: 'half', stripes: true, measure: true })).toEqual({ ...mine, view: 'half' });
    expect(openedView(mine, {})).toBe(mine);
  });
});
