import { useEffect, useState } from 'react';

/**
 * False on a screen's first render, true once its first frame is on screen: what sits below the fold
 * renders after it, so a phone on a slow connection shows (and can use) the main part sooner.
 */
export function useAfterFirstFrame(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    // A task queued from the first frame's callbacks runs after that frame is on screen.
    let task = 0;
    const frame = requestAnimationFrame(() => (task = window.setTimeout(() => setAfter(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return after;
}
