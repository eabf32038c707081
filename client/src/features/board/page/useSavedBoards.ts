import { useLayoutEffect, useState } from 'react';
import { convertLayout } from '@onbir/shared/board/board';
import type { LayoutKind } from '@onbir/shared/board/layout';
import { wording } from '@onbir/shared/messages/message';
import { type BoardStore, deleteSavedBoard, listSavedBoards, loadSavedBoard, saveBoard, type SavedBoard } from '../../boardCore';
import { shareUrl } from '../shareLink';
import type { Shown } from '../../../lib/i18n/RefusalText';

/** The saved boards (this browser's) and the share link, for the saved boards' panel. */
export function useSavedBoards(store: BoardStore, layout: LayoutKind, tell: (text: Shown) => void) {
  // Read in the browser once the page is in (a prerendered page has none, and its hydration must match).
  const [saved, setSaved] = useState<SavedBoard[]>([]);
  useLayoutEffect(() => {
    // None saved (a first visit): no second render of the page in the frame that hydrates it.
    const list = listSavedBoards();
    if (list.length) setSaved(list);
  }, []);
  const [share, setShare] = useState<{ url: string; copied: boolean } | null>(null);

  const shareLink = async () => {
    const url = await shareUrl(store.board);
    let copied = false;
    try {
      await navigator.clipboard.writeText(url);
      copied = true;
    } catch {
      // Clipboard may be refused (no permission, insecure origin): the link stays visible to copy by hand.
    }
    setShare({ url, copied });
  };

  const load = (s: SavedBoard) => {
    void loadSavedBoard(s).then((board) => {
      if (board) store.apply(() => convertLayout(board, layout));
      else tell(wording('board', 'SAVED_BROKEN'));
    });
  };

  return {
    saved,
    share,
    onSave: (name: string) => void saveBoard(name, store.board).then(setSaved),
    onLoad: load,
    onDelete: (name: string) => setSaved(deleteSavedBoard(name)),
    onShare: () => void shareLink(),
  };
}
