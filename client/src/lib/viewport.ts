import { useSyncExternalStore } from 'react';

/**
 * The widths a page is prerendered at (client/src/prerender.tsx): a phone and a laptop. The server sends
 * the one the browser's user agent suggests (server/src/http/clientShell.ts) and names it on #root, so the
 * page hydrates at the width it was drawn for and redraws only if the real viewport differs.
 */
export const PRERENDER_WIDTHS = { phone: 390, wide: 1366 } as const;
export type PrerenderViewport = keyof typeof PRERENDER_WIDTHS;

let rendering: PrerenderViewport = 'phone';

/** Set by the prerender before each render. */
export function setPrerenderViewport(viewport: PrerenderViewport): void {
  rendering = viewport;
}

function prerenderedWidth(): number {
  const named = typeof document === 'undefined' ? rendering : document.getElementById('root')?.dataset.viewport;
  return named === 'wide' ? PRERENDER_WIDTHS.wide : PRERENDER_WIDTHS.phone;
}

/**
 * What `classify` makes of the viewport's width, re-read when the width crosses `breakpoint` (px): a
 * layout chosen in script. While the page is prerendered or hydrated: of the width it was prerendered at.
 */
export function useViewportClass<T extends string>(classify: (width: number) => T, breakpoint: number): T {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(`(max-width: ${breakpoint - 0.02}px)`);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => classify(window.innerWidth),
    () => classify(prerenderedWidth()),
  );
}
