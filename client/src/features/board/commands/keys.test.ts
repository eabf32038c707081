import { describe, expect, it, vi } from 'vitest';
import { createBoard, movePlayer } from '@onbir/shared/board/board';
import { wording } from '@onbir/shared/messages/message';
import { BoardStore } from '../../boardCore';
import { ariaKeys, withKey } from './keys';
import { command, runKey } from './table';
import type { CommandContext } from './types';

function setUp() {
  const store = new BoardStore(createBoard('desktop'));
  const ctx: CommandContext = { store, announce: vi.fn(), editPlayer: vi.fn(), playback: { toggle: vi.fn(), exit: vi.fn() }, fullscreen: { on: false, toggle: vi.fn() } };
  return { store, ctx };
}
const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe('the board’s keys, from the command table', () => {
  it('a tool’s letter in either case (Ç as C) chooses it; with Alt, or Ctrl, it is not the board’s', () => {
    const { store, ctx } = setUp();
    expect(runKey(ctx, key('ç'), 'page')).toBe(true);
    expect(store.ui.tool).toBe('line');
    expect(runKey(ctx, key('O', { shiftKey: true }), 'page')).toBe(true);
    expect(store.ui.tool).toBe('arrow');
    expect(runKey(ctx, key('a', { altKey: true }), 'page')).toBe(false);
    expect(runKey(ctx, key('a', { ctrlKey: true }), 'page')).toBe(false);
    expect(store.ui.tool).toBe('arrow');
  });

  it('Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y (or ⌘) redo', () => {
    const { store, ctx } = setUp();
    store.apply((b) => movePlayer(b, b.players[0].id, { x: 30, y: 25 }));
    runKey(ctx, key('z', { ctrlKey: true }), 'page');
    expect(store.getControls().canRedo).toBe(true);
    runKey(ctx, key('Z', { metaKey: true, shiftKey: true }), 'page');
    expect(store.getControls().canRedo).toBe(false);
    store.undo();
    runKey(ctx, key('y', { ctrlKey: true }), 'page');
    expect(store.getControls().canRedo).toBe(false);
  });

  it('the pitch’s own keys act only on the pitch', () => {
    const { store, ctx } = setUp();
    expect(runKey(ctx, key(']'), 'page')).toBe(false);
    expect(store.ui.focus).toBeNull();
    expect(runKey(ctx, key(']'), 'pitch')).toBe(true);
    expect(store.ui.focus).toEqual({ kind: 'player', id: store.board.players[0].id });
  });

  it('Escape leaves the animation, else drops the shape being drawn, else puts the tool down, else clears the selection', () => {
    const { store, ctx } = setUp();
    store.setUi({ tool: 'zone', draft: [{ x: 1, y: 1 }], playT: 0 });
    runKey(ctx, key('Escape'), 'pitch');
    expect(ctx.playback.exit).toHaveBeenCalledTimes(1);
    store.setUi({ playT: null });
    runKey(ctx, key('Escape'), 'pitch');
    expect(store.ui).toMatchObject({ draft: [], tool: 'zone' });
    runKey(ctx, key('Escape'), 'pitch');
    expect(store.ui.tool).toBe('select');
    store.setUi({ selected: 4 });
    runKey(ctx, key('Escape'), 'pitch');
    expect(store.ui.selected).toBeNull();
    // Off the pitch Escape only leaves the animation.
    expect(runKey(ctx, key('Escape'), 'page')).toBe(false);
  });

  it('on the pitch an editing key that cannot act says why', () => {
    const { store, ctx } = setUp();
    store.setUi({ focus: { kind: 'ball' } });
    runKey(ctx, key('Delete'), 'pitch');
    expect(ctx.announce).toHaveBeenLastCalledWith(wording('board', 'PIECE_NOT_REMOVABLE'));
    store.setUi({ playT: 0 });
    runKey(ctx, key('ArrowUp'), 'pitch');
    expect(ctx.announce).toHaveBeenLastCalledWith(wording('board', 'EDIT_WHILE_PLAYING'));
    expect(store.getControls().canUndo).toBe(false);
  });

  it('tooltips name a command’s first key; aria-keyshortcuts all of them', () => {
    expect(withKey('Yinele', command('history.redo'))).toBe('Yinele (Ctrl+Shift+Z)');
    expect(ariaKeys(command('history.redo'))).toBe('Control+Shift+Z Control+Y');
    expect(withKey('Geri Al', command('history.undo'))).toBe('Geri Al (Ctrl+Z)');
    expect(withKey('Çizgi', command('tool.line'))).toBe('Çizgi (C)');
    expect(withKey('Öne Getir', command('object.front'))).toBe('Öne Getir');
  });
});
