import type { Board } from '@onbir/shared/board/model';
import type { StoredBoard } from '@onbir/shared/board/serialize';

/** The stored format (and its validation library) loads when a board is saved or opened, not with the page. */
const format = () => import('@onbir/shared/board/serialize');

/** Named boards kept in this browser only (no account, no server). */
const KEY = 'onbir:taktik:kayitlar';

export interface SavedBoard {
  name: string;
  savedAt: number;
  board: StoredBoard;
}

export function listSavedBoards(): SavedBoard[] {
  try {
    const data = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(data) ? data.filter((s) => typeof s?.name === 'string' && typeof s?.savedAt === 'number') : [];
  } catch {
    return [];
  }
}

function write(list: SavedBoard[]) {
  localStorage.setItem(KEY, JSON.stringify(list));
}

/** Saves under a name; a board with the same name is replaced. Newest first. */
export async function saveBoard(name: string, board: Board, now = Date.now()): Promise<SavedBoard[]> {
  const { serializeBoard } = await format();
  const list = [{ name, savedAt: now, board: serializeBoard(board) }, ...listSavedBoards().filter((s) => s.name !== name)];
  write(list);
  return list;
}

export function deleteSavedBoard(name: string): SavedBoard[] {
  const list = listSavedBoards().filter((s) => s.name !== name);
  write(list);
  return list;
}

export async function loadSavedBoard(saved: SavedBoard): Promise<Board | null> {
  return (await format()).deserializeBoard(saved.board);
}
