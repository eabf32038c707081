import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export interface RemoteOptions<T> {
  /** What a failure or a missing key reads as. */
  empty: T;
  /** Answers kept per key, so going back to a search or a tab shows it at once. */
  cache?: Map<string, T>;
  /** While a new key loads, keep showing the last answer (search results that do not flicker). */
  keepPrevious?: boolean;
  /** What the console says when a load fails (the screen shows `failed`). */
  logAs?: string;
  /** An answer for the first key that is already in (a page's prefetched first request): kept in `cache`, shown in the first render. */
  initial?: () => T | undefined;
}

/**
 * The client's one way to load data for a screen: loads what `key` names (null: nothing to load); a newer
 * key aborts the older request. A failure reads as `empty` with `failed` set (the lists become empty and the
 * loading state ends, docs/builder.md, 'The screen'; a screen may say so).
 */
export function useRemote<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, opts: RemoteOptions<T>): { data: T; loading: boolean; failed: boolean } {
  const { empty, cache, keepPrevious, logAs = 'load failed:' } = opts;
  const [state, setState] = useState<{ key: string | null; data: T; failed?: boolean }>(() => {
    const first = key === null ? undefined : opts.initial?.();
    if (first !== undefined) cache?.set(key!, first);
    return first === undefined ? { key: null, data: empty } : { key, data: first };
  });
  const loadRef = useRef(load);
  // Layout effects: the request for a new key leaves right after the render that asked for it, whatever
  // caused it, not after the next paint, where React runs the plain effects of a render it did not owe to
  // an input event (a debounced search, an answer that changed the key).
  useLayoutEffect(() => {
    loadRef.current = load;
  });

  const cached = key !== null ? cache?.get(key) : undefined;
  useLayoutEffect(() => {
    if (key === null || cached !== undefined) return;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        cache?.set(key, data);
        // Drawn in this task, not after a scheduler hop: an answer that misses a frame shows one frame later.
        flushSync(() => setState({ key, data }));
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        console.error(logAs, err);
        setState({ key, data: empty, failed: true });
      },
    );
    return () => controller.abort();
    // `empty` and `cache` are fixed per call site; the key alone says what to load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, cached]);

  if (key === null) return { data: empty, loading: false, failed: false };
  if (cached !== undefined) return { data: cached, loading: false, failed: false };
  if (state.key === key) return { data: state.data, loading: false, failed: Boolean(state.failed) };
  return { data: keepPrevious && state.key !== null ? state.data : empty, loading: true, failed: false };
}
