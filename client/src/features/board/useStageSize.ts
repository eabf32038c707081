import { useLayoutEffect, useState, type RefObject } from 'react';
import type { Layout } from '@onbir/shared/board/layout';

/** How much of the window's top a sticky or fixed bar (the site's header) covers. */
function coveredTop(): number {
  for (const el of document.elementsFromPoint(window.innerWidth / 2, 1)) {
    const position = getComputedStyle(el).position;
    if (position === 'fixed' || position === 'sticky') return Math.max(0, el.getBoundingClientRect().bottom);
  }
  return 0;
}

/**
 * The canvas's size on screen: as wide as its column, and no taller than the window leaves it, so the
 * whole pitch is in view (`cover`: the part of the window the site's sticky header takes). On a laptop the steps beneath (`below`) stay in view too; a phone on its side
 * gives the pitch the whole height (the page scrolls the site's header away); an upright phone keeps
 * room for the tool bar under the pitch but never shrinks the pitch below 80 % of the width.
 */
export function useStageSize(column: RefObject<HTMLElement | null>, below: RefObject<HTMLElement | null>, layout: Layout, fullscreen: boolean) {
  const [size, setSize] = useState<{ width: number; height: number; cover: number } | null>(null);
  useLayoutEffect(() => {
    const el = column.current;
    if (!el) return;
    const measure = () => {
      const ratio = layout.width / layout.height;
      const width = el.clientWidth;
      const cover = fullscreen ? 0 : coveredTop();
      const top = fullscreen ? 8 : layout.kind === 'compact' ? cover + 8 : el.getBoundingClientRect().top + window.scrollY;
      const reserve = layout.kind === 'compact' && !fullscreen ? 8 : (below.current?.offsetHeight ?? 0) + 16;
      const tall = Math.max(120, window.innerHeight - top - reserve);
      let w = Math.min(width, tall * ratio);
      if (layout.kind === 'mobile') w = Math.max(w, Math.min(width, width * 0.8));
      setSize((old) => (old && Math.abs(old.width - w) < 0.5 && old.cover === cover ? old : { width: w, height: w / ratio, cover }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (below.current) observer.observe(below.current);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [column, below, layout, fullscreen]);
  return size;
}
