import type { SyntheticEvent } from 'react';

// Local pictures for a face or a crest that cannot be loaded (docs/builder.md, 'Players and clubs').
// Inline SVG data URLs: nothing more to download, and the PNG capture can always draw them.
const svg = (body: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`)}`;

export const DEFAULT_FACE = svg(
  '<rect width="64" height="64" fill="#cfd8dc"/><circle cx="32" cy="25" r="12" fill="#90a4ae"/><path d="M10 62c2-14 11-21 22-21s20 7 22 21z" fill="#90a4ae"/>',
);
export const DEFAULT_CREST = svg(
  '<path d="M32 3 56 11v18c0 16-10 26-24 32C18 55 8 45 8 29V11z" fill="#eceff1" stroke="#90a4ae" stroke-width="3"/><circle cx="32" cy="30" r="9" fill="none" stroke="#90a4ae" stroke-width="3"/>',
);

function showFallback(e: SyntheticEvent<HTMLImageElement>, fallback: string) {
  const img = e.currentTarget;
  // Set on the element itself, at once: the PNG export waits for this replacement to load.
  if (img.src !== fallback) img.src = fallback;
}

/**
 * An image through the server's proxy (same origin), loaded with crossorigin="anonymous" so the PNG
 * capture may read it; on error the local fallback takes its place. `lazy` for long lists (the faces
 * below the fold of the player list load when scrolled to); never on the pitch, which the PNG captures.
 * `decoding="async"`: a photo is decoded off the main thread, so nothing waits for it (the PNG export
 * decodes every image itself before capturing).
 */
export function FallbackImage({
  src,
  fallback,
  alt,
  className,
  lazy,
  onLoad,
}: {
  src: string;
  fallback: string;
  alt: string;
  className?: string;
  lazy?: boolean;
  onLoad?: () => void;
}) {
  return (
    <img
      className={className}
      src={src || fallback}
      alt={alt}
      crossOrigin="anonymous"
      draggable={false}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      onLoad={onLoad}
      onError={(e) => showFallback(e, fallback)}
    />
  );
}
