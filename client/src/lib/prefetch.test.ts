import { afterEach, expect, it, vi } from 'vitest';
import { prefetch, prefetchSettled, provideAnswers, takePrefetched, takePrefetchedNow } from './prefetch';

afterEach(() => vi.unstubAllGlobals());

it('starts a request once and hands its answer out once', async () => {
  const fetch = vi.fn(async () => Response.json({ items: [1] }));
  vi.stubGlobal('fetch', fetch);
  prefetch('/api/x');
  prefetch('/api/x');
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(await takePrefetched('/api/x')).toEqual({ items: [1] });
  expect(takePrefetched('/api/x')).toBeUndefined();
  expect(takePrefetched('/api/y')).toBeUndefined();
});

it('hands an answer already in to a first render, at once and once', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ items: [2] })));
  prefetch('/api/now');
  expect(takePrefetchedNow('/api/now')).toBeUndefined();
  await prefetchSettled('/api/now');
  expect(takePrefetchedNow('/api/now')).toEqual({ items: [2] });
  expect(takePrefetchedNow('/api/now')).toBeUndefined();
  expect(takePrefetched('/api/now')).toBeUndefined();
});

it('a refused answer is never handed to a first render; its promise carries the refusal', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 503 })));
  prefetch('/api/down');
  await prefetchSettled('/api/down');
  expect(takePrefetchedNow('/api/down')).toBeUndefined();
  await expect(takePrefetched('/api/down')).rejects.toThrow('HTTP 503');
  await expect(prefetchSettled('/api/none')).resolves.toBeUndefined();
});

it("hands out the answers a prerendered page's HTML carries, at once and once, and forgets the rest on request", async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  provideAnswers({ '/api/clubs': { items: [3] }, '/api/left': { items: [4] } });
  prefetch('/api/clubs');
  expect(fetch).not.toHaveBeenCalled();
  expect(takePrefetchedNow('/api/clubs')).toEqual({ items: [3] });
  expect(takePrefetchedNow('/api/clubs')).toBeUndefined();
  provideAnswers();
  expect(takePrefetched('/api/left')).toBeUndefined();
});
