import { layoutForViewport, MOBILE_MAX_VIEWPORT, type LayoutKind } from '@onbir/shared/board/layout';
import { useViewportClass } from '../../lib/viewport';

/** Desktop or mobile pitch, following the viewport width. */
export function useViewportLayout(): LayoutKind {
  return useViewportClass(layoutForViewport, MOBILE_MAX_VIEWPORT);
}
