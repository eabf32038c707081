import { convertLayout } from '@onbir/shared/board/board';
import type { LayoutKind } from '@onbir/shared/board/layout';
import type { Board } from '@onbir/shared/board/model';
import { ILK11_PARAM } from '@onbir/shared/board/handover';
import type { BoardView } from '@onbir/shared/board/view';
import { sharedPayload } from './shareLink';

export interface Opened {
  board: Board;
  view: Partial<BoardView>;
}

/**
 * A board the page was opened with: a share link in the hash, else the builder's eleven from
 * `?ilk11=`, on this viewport's pitch, with the view fields a link holds (view.ts `storedView`); null for
 * a fresh board, 'broken' for a link that is damaged or bigger than a board can be (the page says so). The
 * parsers load only when needed.
 */
export async function openingBoard(search: string, hash: string, layout: LayoutKind): Promise<Opened | 'broken' | null> {
  const payload = sharedPayload(hash);
  if (payload !== null) {
    const { decodeShared } = await import('@onbir/shared/board/serialize');
    const shared = await decodeShared(payload);
    return shared ? { board: convertLayout(shared.board, layout), view: shared.view } : 'broken';
  }
  const raw = new URLSearchParams(search).get(ILK11_PARAM);
  if (!raw) return null;
  const { boardFromBuilder, parseBuilderLineup } = await import('@onbir/shared/board/builderImport');
  const lineup = parseBuilderLineup(raw);
  return lineup ? { board: boardFromBuilder(lineup, layout), view: {} } : 'broken';
}
