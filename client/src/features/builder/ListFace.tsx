import { useEffect, useState } from 'react';
import { DEFAULT_FACE, FallbackImage } from './FallbackImage';

/** How long a result list must stay on screen (typing paused) before its new faces load. */
export const FACES_AFTER_MS = 150;

// Faces this page has already shown: the browser holds them decoded, so they show again at once.
const shownFaces = new Set<string>();

/**
 * True once `key` has stayed the same for FACES_AFTER_MS. A face the browser has not drawn yet costs
 * it a request and, for a generated badge, a whole SVG document built on the main thread (~4 ms each
 * on the bench machine): twenty of them for every keystroke's list held back the next list by up to
 * ~100 ms, for faces nobody looked at.
 */
export function useSettled(key: string): boolean {
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), FACES_AFTER_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return settled === key;
}

/** A face in the player list: an empty circle until the list has settled, unless shown before. */
export function ListFace({ src, settled }: { src: string; settled: boolean }) {
  if (!settled && !shownFaces.has(src)) return <span className="b-player-face" aria-hidden="true" />;
  return <FallbackImage className="b-player-face" src={src} fallback={DEFAULT_FACE} alt="" lazy onLoad={() => shownFaces.add(src)} />;
}
