import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api';

afterEach(() => vi.unstubAllGlobals());

describe('api', () => {
  it('returns the JSON of a successful answer', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ items: [1] }), { status: 200 }));
    await expect(api('/api/x')).resolves.toEqual({ items: [1] });
  });

  it('rejects, not resolves with nothing, when aborted while the body is read', async () => {
    const controller = new AbortController();
    // The headers came; the body is still on its way when the caller moves on (a newer search).
    vi.stubGlobal('fetch', async () => ({
      ok: true,
      status: 200,
      json: () => new Promise((_, reject) => controller.signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')))),
    }));
    const call = api('/api/x', { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 0));
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuses a successful answer that is not JSON', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>proxy error</html>', { status: 200 }));
    await expect(api('/api/x', { fallback: 'Liste yüklenemedi.' })).rejects.toEqual(new ApiError(200, 'Liste yüklenemedi.'));
  });

  it("carries the server's Turkish message and code on a refusal", async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'Oda bulunamadı.', code: 'ROOM_NOT_FOUND' }), { status: 404 }));
    await expect(api('/api/rooms/x')).rejects.toMatchObject({ status: 404, message: 'Oda bulunamadı.', code: 'ROOM_NOT_FOUND' });
  });
});
