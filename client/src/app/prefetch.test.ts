import { afterEach, expect, it, vi } from 'vitest';
import { prefetch, takePrefetched } from './prefetch';

afterEach(() => vi.unstubAllGlobals());

it('starts a request once and hands its answer out once', async () => {
  const fetch = vi.fn(async () => Response.json({ items: [1] }));
  vi.stubGlobal('fetch', fetch);
  prefetch('/api/x');
  prefetch('/api/x');
  expect(fetch).toHaveBeenCalledTimes(1);
  const answer = takePrefetched('/api/x');
  expect(await (await answer!).json()).toEqual({ items: [1] });
  expect(takePrefetched('/api/x')).toBeUndefined();
  expect(takePrefetched('/api/y')).toBeUndefined();
});
