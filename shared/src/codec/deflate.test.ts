import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflateRaw, fromBase64Url, inflateCapped, toBase64Url } from './deflate';

const text = (bytes: Uint8Array | null) => (bytes ? new TextDecoder().decode(bytes) : null);

describe('the share-link codec', () => {
  it('round-trips text through deflate-raw and base64url, URL-safe and unpadded', async () => {
    const json = JSON.stringify({ name: 'Şükrü Saracoğlu', n: Array.from({ length: 300 }, (_, i) => i) });
    const code = toBase64Url(await deflateRaw(new TextEncoder().encode(json)));
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(text(await inflateCapped(fromBase64Url(code), 10_000))).toBe(json);
  });

  it('stops inflating at the limit, however far the data would inflate', async () => {
    // 64 MB of zeros deflate to about 64 kB.
    const packed = new Uint8Array(deflateRawSync(Buffer.alloc(64 * 1024 * 1024)));
    expect(packed.length).toBeLessThan(200_000);
    expect(await inflateCapped(packed, 32_768)).toBeNull();
    const small = new Uint8Array(deflateRawSync(Buffer.from('[1,2,3]')));
    expect(text(await inflateCapped(small, 7))).toBe('[1,2,3]');
    expect(await inflateCapped(small, 6)).toBeNull();
  });

  it('throws on bytes that are not deflate-raw', async () => {
    await expect(inflateCapped(new TextEncoder().encode('not deflate'), 100)).rejects.toThrow();
  });
});
