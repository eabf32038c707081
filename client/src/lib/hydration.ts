import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the page is rendered at build time and while the browser hydrates that markup, true in
 * every other render: what only the browser can draw (a canvas, what localStorage holds) waits for it, and
 * the first render in the browser matches the prerendered HTML. On a page opened by a link inside the app
 * (no hydration) it is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
