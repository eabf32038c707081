import { useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from './hydration';

/**
 * False on a screen's first render, true once its first frame is on screen: what sits below the fold
 * renders after it, so a phone on a slow connection shows (and can use) the main part sooner. A page the
 * build prerendered is whole at once: its HTML already shows every part, and hydration keeps it.
 */
export function useAfterFirstFrame(): boolean {
  const prerendered = !useHydrated();
  const [after, setAfter] = useState(prerendered);
  useEffect(() => {
    if (after) return;
    // A task queued from the first frame's callbacks runs after that frame is on screen.
    let task = 0;
    const frame = requestAnimationFrame(() => (task = window.setTimeout(() => setAfter(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [after]);
  return after;
}

/**
 * Its children from the first frame on (useAfterFirstFrame). A component of its own so that only it renders
 * again when hydration ends: the page around it, whose elements it keeps, is not drawn a second time.
 */
export function AfterFirstFrame({ children }: { children: ReactNode }): ReactNode {
  return useAfterFirstFrame() ? children : null;
}
