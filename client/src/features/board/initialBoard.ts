import { createBoard, convertLayout, type Board } from '@onbir/shared/board/board';
import { boardFromBuilder, ILK11_PARAM, parseBuilderLineup } from '@onbir/shared/board/builderImport';
import { decodeBoard } from '@onbir/shared/board/serialize';
import type { LayoutKind } from '@onbir/shared/board/layout';
import { sharedPayload } from './shareLink';

/** The board a visit starts with: the builder's eleven from `?ilk11=`, else a fresh 4-4-2. */
export function initialBoard(search: string, layout: LayoutKind): Board {
  const lineup = parseBuilderLineup(new URLSearchParams(search).get(ILK11_PARAM));
  return lineup ? boardFromBuilder(lineup, layout) : createBoard(layout);
}

/** A board carried by a share link in the hash (decoding is asynchronous), on this viewport's pitch. */
export async function sharedBoard(hash: string, layout: LayoutKind): Promise<Board | null> {
  const payload = sharedPayload(hash);
  const board = payload ? await decodeBoard(payload) : null;
  return board && convertLayout(board, layout);
}
