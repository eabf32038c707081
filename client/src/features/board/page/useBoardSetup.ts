import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import type { LayoutKind } from '@onbir/shared/board/layout';
import { wording } from '@onbir/shared/messages/message';
import type { BoardStore } from '../../boardCore';
import { openedView, rememberedView } from '../boardView';
import { openingBoard } from '../initialBoard';
import { openingHash, restoreHeldLink } from '../shareLink';
import type { Shown } from '../../../lib/i18n/RefusalText';
import type { Announcement } from '../Announcer';

/**
 * What the page does once it is in: takes the look this device last chose, opens the board of the address
 * (a share link, the builder's eleven), follows the viewport's layout, and fetches the code it loads on demand.
 */
export function useBoardSetup(store: BoardStore, layout: LayoutKind, centreRef: RefObject<HTMLDivElement | null>, tell: (text: Shown) => void) {
  useEffect(() => {
    // Once the board is up, fetch the code it loads on demand, so links, saves and the video also work
    // offline (the service worker keeps what is fetched) and start at once.
    const warm = setTimeout(() => {
      void import('@onbir/shared/board/serialize');
      void import('../video/exportAnimation');
    }, 3000);
    return () => clearTimeout(warm);
  }, []);

  // The device's look comes once the page is hydrated: the prerendered page (and so its first render) has the default one.
  useLayoutEffect(() => store.setView(() => rememberedView(), false), [store]);
  useEffect(() => store.setLayout(layout), [store, layout]);
  // A phone turned on its side: the pitch takes the screen's height under the site's header, so it is
  // brought into view.
  useEffect(() => {
    if (layout === 'compact') centreRef.current?.scrollIntoView({ block: 'start' });
  }, [layout, centreRef]);

  // A share link in the hash, or the builder's eleven, replaces the starting board once it is read.
  useEffect(() => {
    let cancelled = false;
    void openingBoard(window.location.search, openingHash(), layout).then((opened) => {
      if (cancelled) return;
      void restoreHeldLink(opened === 'broken' || !opened ? null : opened.board);
      if (opened === 'broken') tell(wording('board', 'LINK_BROKEN'));
      else if (opened) {
        store.reset(opened.board);
        store.setView((v) => openedView(v, opened.view), false);
      }
    });
    return () => {
      cancelled = true;
    };
    // Only the address the page was opened with counts; later viewport changes convert the board instead.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
}

/** The same text, or the same message with the same values. */
const sameShown = (a: Shown, b: Shown) => a === b || (typeof a !== 'string' && typeof b !== 'string' && JSON.stringify(a) === JSON.stringify(b));

/** The live region's text: the same text twice in a row must be read out again (the Announcer marks it). */
export function useAnnouncement() {
  const [announcement, setAnnouncement] = useState<Announcement>({ text: '', repeated: false });
  const announce = useCallback((text: Shown) => setAnnouncement((old) => ({ text, repeated: sameShown(old.text, text) })), []);
  return { announcement, announce };
}
