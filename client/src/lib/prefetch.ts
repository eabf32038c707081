// A page's first request can leave as soon as its route is known, alongside the route's code, instead
// of after that code has downloaded, run and rendered: on a slow phone network that is most of a second.
type Answer = { data: Promise<unknown>; value?: unknown };
const answers = new Map<string, Answer>();

/** Starts a GET of `url` now (once); its JSON is read as soon as it arrives. */
export function prefetch(url: string): void {
  if (answers.has(url)) return;
  const answer: Answer = {
    data: fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } }).then((res) =>
      res.ok ? res.json() : Promise.reject(new Error(`HTTP ${res.status}`)),
    ),
  };
  answer.data.then(
    (value) => (answer.value = value),
    () => undefined,
  );
  answers.set(url, answer);
}

/** Settles when the prefetched GET of `url` has its answer read (or failed); at once when none was started. */
export function prefetchSettled(url: string): Promise<void> {
  return (answers.get(url)?.data ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}

/** The JSON of a prefetched GET, handed out once; undefined when none was started. */
export function takePrefetched(url: string): Promise<unknown> | undefined {
  const answer = answers.get(url);
  answers.delete(url);
  return answer?.data;
}

/** The JSON of a prefetched GET if it is already in, handed out once: a first render can show it. */
export function takePrefetchedNow(url: string): unknown {
  const answer = answers.get(url);
  if (answer?.value === undefined) return undefined;
  answers.delete(url);
  return answer.value;
}

/**
 * Answers a page was rendered with (the server put them in the page's HTML, client/src/prerender.tsx):
 * handed out as if prefetched, so the first render in the browser shows what the HTML shows.
 * Without `given`, forgets every answer not handed out (the prerender, between two pages).
 */
export function provideAnswers(given?: Record<string, unknown>): void {
  if (!given) return answers.clear();
  for (const [url, value] of Object.entries(given)) answers.set(url, { data: Promise.resolve(value), value });
}
