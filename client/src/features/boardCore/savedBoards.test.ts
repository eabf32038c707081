import { beforeEach, describe, expect, it } from 'vitest';
import { createBoard, movePlayer } from '@onbir/shared/board/board';
import { SAVED_V1 } from '@onbir/shared/board/fixtures/v1';
import { deleteSavedBoard, listSavedBoards, loadSavedBoard, saveBoard } from './savedBoards';

describe('saved boards in localStorage', () => {
  beforeEach(() => localStorage.clear());

  it('saves named boards newest first, replaces a same-named one, loads and deletes', async () => {
    const a = movePlayer(createBoard('desktop', { format: 7, sides: 2 }), 3, { x: 25, y: 18.5 });
    await saveBoard('Plan A', a, 1);
    await saveBoard('Plan B', createBoard('desktop', { formation: '3-5-2' }), 2);
    expect(listSavedBoards().map((s) => s.name)).toEqual(['Plan B', 'Plan A']);
    await saveBoard('Plan A', a, 3);
    expect(listSavedBoards().map((s) => [s.name, s.savedAt])).toEqual([['Plan A', 3], ['Plan B', 2]]);
    const loaded = (await loadSavedBoard(listSavedBoards()[0]))!;
    expect(loaded).toMatchObject({ format: 7, sides: 2 });
    expect(loaded.players).toHaveLength(14);
    expect(loaded.players[2]).toMatchObject({ x: 25, y: 18.5 });
    expect(deleteSavedBoard('Plan A').map((s) => s.name)).toEqual(['Plan B']);
  });

  it('opens a board saved by the first version', async () => {
    localStorage.setItem('onbir:taktik:kayitlar', JSON.stringify([SAVED_V1]));
    const [first] = listSavedBoards();
    expect(first.name).toBe('Plan A');
    expect(await loadSavedBoard(first)).toMatchObject({ format: 11, sides: 2, formation: '3-5-2' });
  });

  it('survives broken storage', async () => {
    localStorage.setItem('onbir:taktik:kayitlar', '{not json');
    expect(listSavedBoards()).toEqual([]);
    localStorage.setItem('onbir:taktik:kayitlar', JSON.stringify([{ name: 'x', savedAt: 1, board: { v: 9 } }]));
    expect(await loadSavedBoard(listSavedBoards()[0])).toBeNull();
  });
});
