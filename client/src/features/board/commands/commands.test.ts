import { describe, expect, it, vi } from 'vitest';
import { commitDrawing, createBoard, movePlayer } from '@onbir/shared/board/board';
import { addObject } from '@onbir/shared/board/boardObjects';
import { addStep, MAX_STEPS } from '@onbir/shared/board/steps';
import { BoardStore } from '../../boardCore';
import { COMMANDS, command } from './table';
import type { CommandContext } from './types';

/** A laptop board with one cone (id 1) and the commands' context, every page part a spy. */
function setUp() {
  const store = new BoardStore(createBoard('desktop'));
  store.reset(addObject(store.board, { kind: 'equipment', id: 1, colour: '#ffffff', item: 'cone', at: { x: 40, y: 30 }, rot: 0 }));
  const ctx: CommandContext = {
    store,
    announce: vi.fn(),
    editPlayer: vi.fn(),
    playback: { toggle: vi.fn(), exit: vi.fn() },
    fullscreen: { on: false, toggle: vi.fn() },
  };
  return { store, ctx };
}
type S = ReturnType<typeof setUp>;

const playing = ({ store }: S) => store.setUi({ playT: 0.5 });
const select = ({ store }: S) => store.setUi({ selected: 1, focus: { kind: 'object', id: 1 } });
const twoSteps = ({ store }: S) => store.reset(addStep(store.board));
const cone = ({ store }: S) => store.board.objects.find((o) => o.id === 1);

/**
 * Each command: a board where it can act (`can`, else the plain one), one where it cannot (`cannot`,
 * from the plain one; none for the commands that always can), and what performing it did (`did`). A
 * command added to the table without its entry here fails the first test.
 */
const cases: Record<string, { can?(s: S): void; cannot?(s: S): void; did(s: S): void; key?: string }> = {
  'focus.next': { did: ({ store }) => expect(store.ui.focus).toEqual({ kind: 'player', id: store.board.players[0].id }) },
  'focus.previous': { did: ({ store }) => expect(store.ui.focus).toEqual({ kind: 'object', id: 1 }) },
  'animation.play': { can: twoSteps, cannot: () => {}, did: ({ ctx }) => expect(ctx.playback.toggle).toHaveBeenCalled() },
  'animation.exit': { can: playing, cannot: () => {}, did: ({ ctx }) => expect(ctx.playback.exit).toHaveBeenCalled() },
  'draw.drop': { can: ({ store }) => store.setUi({ tool: 'arrow', draft: [{ x: 1, y: 1 }] }), cannot: () => {}, did: ({ store }) => expect(store.ui.draft).toEqual([]) },
  'tool.leave': { can: ({ store }) => store.setUi({ tool: 'zone' }), cannot: () => {}, did: ({ store }) => expect(store.ui.tool).toBe('select') },
  'selection.clear': { can: select, did: ({ store }) => expect(store.ui.selected).toBeNull() },
  'draw.cursor': {
    key: 'ArrowRight',
    can: ({ store }) => store.setUi({ tool: 'line', cursor: { x: 10, y: 10 } }),
    cannot: playing,
    did: ({ store }) => expect(store.ui.cursor).toEqual({ x: 11, y: 10 }),
  },
  'draw.place': { can: ({ store }) => store.setUi({ tool: 'equipment', cursor: { x: 10, y: 10 } }), cannot: playing, did: ({ store }) => expect(store.board.objects).toHaveLength(2) },
  'piece.move': { key: 'ArrowDown', cannot: playing, did: ({ store }) => expect(store.getControls().canUndo).toBe(true) },
  'piece.edit': {
    can: ({ store }) => store.setUi({ focus: { kind: 'player', id: store.board.players[3].id } }),
    cannot: ({ store }) => store.setUi({ focus: { kind: 'ball' } }),
    did: ({ store, ctx }) => expect(ctx.editPlayer).toHaveBeenCalledWith(store.board.players[3].id),
  },
  'tool.select': { can: ({ store }) => store.setUi({ tool: 'arrow' }), cannot: playing, did: ({ store }) => expect(store.ui.tool).toBe('select') },
  'tool.pen': { cannot: playing, did: ({ store }) => expect(store.view.penOn).toBe(true) },
  'tool.arrow': { cannot: playing, did: ({ store }) => expect(store.ui.tool).toBe('arrow') },
  'tool.line': { cannot: playing, did: ({ store }) => expect(store.ui.tool).toBe('line') },
  'tool.zone': { cannot: playing, did: ({ store }) => expect(store.ui.tool).toBe('zone') },
  'tool.text': { cannot: playing, did: ({ store }) => expect(store.ui.tool).toBe('text') },
  'tool.equipment': { cannot: playing, did: ({ store }) => expect(store.ui.tool).toBe('equipment') },
  'view.fullscreen': { did: ({ ctx }) => expect(ctx.fullscreen.toggle).toHaveBeenCalled() },
  'history.undo': { can: ({ store }) => store.apply((b) => movePlayer(b, b.players[0].id, { x: 30, y: 25 })), cannot: () => {}, did: ({ store }) => expect(store.getControls().canRedo).toBe(true) },
  'history.redo': {
    can: ({ store }) => {
      store.apply((b) => movePlayer(b, b.players[0].id, { x: 30, y: 25 }));
      store.undo();
    },
    cannot: () => {},
    did: ({ store }) => expect(store.getControls().canRedo).toBe(false),
  },
  'object.delete': { can: select, cannot: () => {}, did: ({ store }) => expect(store.board.objects).toEqual([]) },
  'object.front': {
    can: (s) => {
      s.store.reset(addObject(s.store.board, { kind: 'equipment', id: 2, colour: '#ffffff', item: 'pole', at: { x: 60, y: 30 }, rot: 0 }));
      select(s);
    },
    cannot: () => {},
    did: ({ store }) => expect(store.board.objects.map((o) => o.id)).toEqual([2, 1]),
  },
  'object.duplicate': { can: select, cannot: () => {}, did: ({ store }) => expect(store.board.objects).toHaveLength(2) },
  'object.rotateLeft': { can: select, cannot: () => {}, did: (s) => expect(cone(s)).toMatchObject({ rot: 345 }) },
  'object.rotateRight': { can: select, cannot: () => {}, did: (s) => expect(cone(s)).toMatchObject({ rot: 15 }) },
  'trails.toggle': { cannot: playing, did: ({ store }) => expect(store.view.trailsOn).toBe(false) },
  'trails.clear': { can: ({ store }) => store.reset(movePlayer(store.board, store.board.players[0].id, { x: 30, y: 25 })), cannot: () => {}, did: ({ store }) => expect(store.getControls().hasTrails).toBe(false) },
  'drawings.clear': {
    can: ({ store }) => store.reset(commitDrawing(store.board, { id: 1, points: [{ x: 1, y: 1 }, { x: 30, y: 30 }] })),
    cannot: () => {},
    did: ({ store }) => expect(store.board.drawings).toEqual([]),
  },
  'step.previous': { can: twoSteps, cannot: () => {}, did: ({ store }) => expect(store.board.current).toBe(0) },
  'step.next': { can: (s) => (twoSteps(s), s.store.reset({ ...s.store.board, current: 0 })), cannot: () => {}, did: ({ store }) => expect(store.board.current).toBe(1) },
  'step.add': {
    cannot: ({ store }) => {
      for (let i = 1; i < MAX_STEPS; i++) store.reset(addStep(store.board));
    },
    did: ({ store }) => expect(store.board.current).toBe(1),
  },
  'view.full': { can: ({ store }) => store.setView((v) => ({ ...v, view: 'half' })), cannot: playing, did: ({ store }) => expect(store.view.view).toBe('full') },
  'view.half': { cannot: playing, did: ({ store }) => expect(store.view.view).toBe('half') },
  'view.training': { cannot: playing, did: ({ store }) => expect(store.view.view).toBe('training') },
  'pitch.stripes': { cannot: playing, did: ({ store }) => expect(store.view.stripes).toBe(false) },
  'pitch.measure': { cannot: playing, did: ({ store }) => expect(store.view.measure).toBe(true) },
};

describe('the board’s command table', () => {
  it('has each command once, with a name from the catalogue, and a case below for each', () => {
    const ids = COMMANDS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(cases).sort()).toEqual([...ids].sort());
    for (const c of COMMANDS) expect(c.label.id, c.id).toBeTruthy();
  });

  it.each(COMMANDS.map((c) => c.id))('%s is enabled only when it can act, and acts', (id) => {
    const c = command(id);
    const k = cases[id];
    const off = setUp();
    k.cannot?.(off);
    expect(c.enabled(off.ctx)).toBe(!k.cannot);
    const on = setUp();
    k.can?.(on);
    expect(c.enabled(on.ctx)).toBe(true);
    c.perform(on.ctx, { key: k.key ?? '', shift: false });
    k.did(on);
  });
});
