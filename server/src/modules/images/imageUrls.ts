/** Same-origin image paths handed to the browser: it never loads a third-party image directly (CORS-safe PNG capture). */

/** A remote image through the proxy, with the generated badge as its fallback; the badge alone when there is no URL. */
export function proxiedImage(remoteUrl: string | null | undefined, fallbackPath: string): string {
  if (!remoteUrl) return fallbackPath;
  return `/api/images/proxy?url=${encodeURIComponent(remoteUrl)}&fallback=${encodeURIComponent(fallbackPath)}`;
}

/**
 * A Transfermarkt club's crest, by the CDN's naming convention (the clubs file has no crest column; the
 * club id names the file: 'https://tmssl.akamaized.net/images/wappen/head/418.png' is Real Madrid's).
 */
export const transfermarktCrestUrl = (clubId: string | number) => `https://tmssl.akamaized.net/images/wappen/head/${clubId}.png`;

/** Transfermarkt's stand-in portrait for a player without a photo ('…/portrait/header/default.jpg?lm=1'). */
const PLACEHOLDER = /\/portrait\/[a-z]+\/default\.jpe?g(\?|$)/i;

/** A portrait URL worth showing: null for an empty value or Transfermarkt's placeholder (the badge is better). */
export function realPortrait(url: string | null | undefined): string | null {
  const u = url?.trim();
  return u && !PLACEHOLDER.test(u) ? u : null;
}
