import { useEffect, useState } from 'react';
import { layoutForViewport, type LayoutKind } from '@onbir/shared/board/layout';

/** The pitch for this screen: landscape on a laptop, portrait on an upright phone, compact on a phone on its side. */
export function useViewportLayout(): LayoutKind {
  const [kind, setKind] = useState<LayoutKind>(() => layoutForViewport(window.innerWidth, window.innerHeight));
  useEffect(() => {
    const update = () => setKind(layoutForViewport(window.innerWidth, window.innerHeight));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return kind;
}
