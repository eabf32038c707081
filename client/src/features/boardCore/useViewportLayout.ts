import { layoutForViewport, type LayoutKind } from '@onbir/shared/board/layout';
import { useViewportClass } from '../../lib/viewport';

/** The pitch for this screen: landscape on a laptop, portrait on an upright phone, compact on a phone on its side. */
export function useViewportLayout(): LayoutKind {
  return useViewportClass(layoutForViewport);
}
