/** Same-origin image paths handed to the browser: it never loads a third-party image directly (CORS-safe PNG capture). */

/** A remote image through the proxy, with the generated badge as its fallback; the badge alone when there is no URL. */
export function proxiedImage(remoteUrl: string | null | undefined, fallbackPath: string): string {
  if (!remoteUrl) return fallbackPath;
  return `/api/images/proxy?url=${encodeURIComponent(remoteUrl)}&fallback=${encodeURIComponent(fallbackPath)}`;
}
