import { useSyncExternalStore } from 'react';

/**
 * The widths a page is prerendered at (client/src/prerender.tsx): a phone and a laptop. The server sends
 * the one the browser's user agent suggests (server/src/http/clientShell.ts) and names it on #root, so the
 * page hydrates at the width it was drawn for and redraws only if the real viewport differs.
 */
export const PRERENDER_SIZES = { phone: { width: 390, height: 844 }, wide: { width: 1366, height: 768 } } as const;
export type PrerenderViewport = keyof typeof PRERENDER_SIZES;

let rendering: PrerenderViewport = 'phone';

/** Set by the prerender before each render. */
export function setPrerenderViewport(viewport: PrerenderViewport): void {
  rendering = viewport;
}

function prerenderedSize(): { width: number; height: number } {
  const named = typeof document === 'undefined' ? rendering : document.getElementById('root')?.dataset.viewport;
  return named === 'wide' ? PRERENDER_SIZES.wide : PRERENDER_SIZES.phone;
}

function subscribeResize(changed: () => void): () => void {
  window.addEventListener('resize', changed);
  return () => window.removeEventListener('resize', changed);
}

/**
 * What `classify` makes of the viewport's size, re-read on every resize (React renders again only when the
 * class changes): a layout chosen in script. While the page is prerendered or hydrated: of the size it was
 * prerendered at.
 */
export function useViewportClass<T extends string>(classify: (width: number, height: number) => T): T {
  return useSyncExternalStore(
    subscribeResize,
    () => classify(window.innerWidth, window.innerHeight),
    () => {
      const size = prerenderedSize();
      return classify(size.width, size.height);
    },
  );
}
