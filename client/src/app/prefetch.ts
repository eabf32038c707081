// A page's first request can leave as soon as its route is known, alongside the route's code, instead
// of after that code has downloaded, run and rendered: on a slow phone network that is most of a second.
const pending = new Map<string, Promise<Response>>();

/** Starts a GET of `url` now (once). */
export function prefetch(url: string): void {
  if (!pending.has(url)) pending.set(url, fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } }));
}

/** The answer of a prefetched GET, handed out once; undefined when none was started. */
export function takePrefetched(url: string): Promise<Response> | undefined {
  const answer = pending.get(url);
  pending.delete(url);
  return answer;
}
