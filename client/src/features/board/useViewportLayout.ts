import { useEffect, useState } from 'react';
import { layoutForViewport, MOBILE_MAX_VIEWPORT, type LayoutKind } from '@onbir/shared/board/layout';

/** Desktop or mobile pitch, following the viewport width. */
export function useViewportLayout(): LayoutKind {
  const [kind, setKind] = useState<LayoutKind>(() => layoutForViewport(window.innerWidth));
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_MAX_VIEWPORT - 0.02}px)`);
    const update = () => setKind(layoutForViewport(window.innerWidth));
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return kind;
}
