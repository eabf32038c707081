import { DEFAULT_VIEW, storedView, viewFields, type BoardView } from '@onbir/shared/board/view';

/** The pitch's look as this device's preference (docs/board.md, 'The view'): no account, no server. */
const KEY = 'onbir:taktik:gorunum';

/** The view a board page starts with: the pitch view, stripes and measurements last chosen on this device. */
export function rememberedView(): BoardView {
  try {
    const { view, stripes, measure } = storedView(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    return { ...DEFAULT_VIEW, ...(view ? { view } : {}), ...(stripes !== undefined ? { stripes } : {}), ...(measure !== undefined ? { measure } : {}) };
  } catch {
    return DEFAULT_VIEW;
  }
}

/** Keeps the look for the next visit; the pen and the trail switch are for this visit only. */
export function rememberView(view: BoardView) {
  const { w, st, ms } = viewFields(view);
  try {
    localStorage.setItem(KEY, JSON.stringify({ w, st, ms }));
  } catch {
    // Storage full or refused (private mode): the look is kept for this visit only.
  }
}

/**
 * The view a shared board opens in: a link made before the view left the document (or a presenter's copy)
 * holds the pitch view it was made in, and opens in it; the look (stripes, measurements) stays the device's.
 */
export function openedView(view: BoardView, stored: Partial<BoardView>): BoardView {
  return stored.view && stored.view !== view.view ? { ...view, view: stored.view } : view;
}
