import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskImageCache, imageCacheKey, memoryImageCache, type ImageCache } from './imageCache';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'image-cache-unit-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
let dirs = 0;
const freshDir = () => path.join(root, `c${dirs++}`);

const KB = 1000;
/** An image of `size` bytes whose every byte is `fill`, so a read-back tells which one came back. */
const image = (fill: number, size = KB, contentType = 'image/png') => ({ contentType, body: Buffer.alloc(size, fill) });
const url = (name: string) => `https://img.a.transfermarkt.technology/portrait/header/${name}.jpg?lm=1`;
/** Bytes on disk under the folder (what the cap is about). */
const diskBytes = (dir: string) => fs.readdirSync(dir).reduce((sum, f) => sum + fs.statSync(path.join(dir, f)).size, 0);
const filled = async (cache: ImageCache, name: string) => (await cache.get(url(name)))?.body[0];

describe('imageCacheKey', () => {
  it('names an image by scheme, lower-case host, path and query: no default port or fragment', () => {
    const key = 'https://img.a.transfermarkt.technology/portrait/header/10-1448468291.jpg?lm=1';
    for (const same of [
      'https://img.a.transfermarkt.technology/portrait/header/10-1448468291.jpg?lm=1',
      'HTTPS://IMG.A.Transfermarkt.Technology:443/portrait/header/10-1448468291.jpg?lm=1#face',
      'https://img.a.transfermarkt.technology/portrait/./header/10-1448468291.jpg?lm=1',
    ]) {
      expect(imageCacheKey(same), same).toBe(key);
    }
    expect(imageCacheKey('https://cdn.sofifa.net/a.png?')).toBe('https://cdn.sofifa.net/a.png');
    expect(imageCacheKey('http://cdn.sofifa.net:80/players/192/985/23_120.png')).toBe('http://cdn.sofifa.net/players/192/985/23_120.png');
    // What can name another image stays: the query, the path (case included), a port that is not the default, the scheme.
    expect(imageCacheKey(`${key.slice(0, -1)}2`)).not.toBe(key);
    expect(imageCacheKey('https://cdn.sofifa.net/players/192/985/23_120.PNG')).not.toBe(imageCacheKey('https://cdn.sofifa.net/players/192/985/23_120.png'));
    expect(imageCacheKey('https://cdn.sofifa.net:8443/a.png')).toBe('https://cdn.sofifa.net:8443/a.png');
    expect(imageCacheKey('not a url')).toBeNull();
  });
});

describe('diskImageCache', () => {
  it('stores an image per query string, one for its fragments', async () => {
    const dir = freshDir();
    const cache = diskImageCache(dir, 10 * KB);
    await cache.set(url('10-1'), image(1));
    await cache.set(`${url('10-1')}#x`, image(2));
    expect(fs.readdirSync(dir)).toHaveLength(1);
    await cache.set(`${url('10-1')}7`, image(3));
    expect(fs.readdirSync(dir)).toHaveLength(2);
    expect((await cache.get(url('10-1')))?.body[0]).toBe(2);
  });

  it('never holds more than its cap and drops the least recently used image first', async () => {
    const dir = freshDir();
    const cache = diskImageCache(dir, 3 * KB);
    for (const [i, name] of ['a', 'b', 'c'].entries()) await cache.set(url(name), image(i + 1));
    expect(diskBytes(dir)).toBe(3 * KB);
    expect(await filled(cache, 'a')).toBe(1);
    await cache.set(url('d'), image(4));
    expect(diskBytes(dir)).toBeLessThanOrEqual(3 * KB);
    // b was used least recently (a was read after it was written).
    expect([await filled(cache, 'a'), await filled(cache, 'b'), await filled(cache, 'c'), await filled(cache, 'd')]).toEqual([1, undefined, 3, 4]);
    for (let i = 0; i < 20; i++) {
      await cache.set(url(`n${i}`), image(i, 700 + i * 50));
      expect(diskBytes(dir)).toBeLessThanOrEqual(3 * KB);
    }
    // Bigger than the whole cap: served by the proxy but never stored.
    await cache.set(url('huge'), image(9, 4 * KB));
    expect(await filled(cache, 'huge')).toBeUndefined();
    expect(diskBytes(dir)).toBeLessThanOrEqual(3 * KB);
  });

  it('survives a restart: the index is rebuilt from the folder in the order the images were used', async () => {
    const dir = freshDir();
    const before = diskImageCache(dir, 3 * KB);
    for (const [i, name] of ['a', 'b', 'c'].entries()) await before.set(url(name), image(i + 1, KB, i === 1 ? 'image/jpeg' : 'image/png'));
    await before.get(url('a'));
    // An older layout's files (bytes and .type side by side) and an interrupted write: not images of this cache.
    fs.writeFileSync(path.join(dir, 'f'.repeat(64)), Buffer.alloc(5 * KB));
    fs.writeFileSync(path.join(dir, `${'f'.repeat(64)}.type`), 'image/png');
    fs.writeFileSync(path.join(dir, `${'e'.repeat(64)}.png.1234abcd.tmp`), Buffer.alloc(KB));

    const after = diskImageCache(dir, 3 * KB);
    expect(await after.get(url('b'))).toEqual({ contentType: 'image/jpeg', body: Buffer.alloc(KB, 2) });
    expect(diskBytes(dir)).toBe(3 * KB);
    // Used order now: c (written), a (read before the restart), b (read after it): c goes first.
    await after.set(url('d'), image(4));
    expect([await filled(after, 'a'), await filled(after, 'b'), await filled(after, 'c'), await filled(after, 'd')]).toEqual([1, 2, undefined, 4]);
    expect(fs.readdirSync(dir).every((f) => /^[0-9a-f]{64}\.(png|jpeg)$/.test(f))).toBe(true);
  });

  it('applies a lowered cap at start-up', async () => {
    const dir = freshDir();
    const big = diskImageCache(dir, 10 * KB);
    for (const name of ['a', 'b', 'c', 'd']) await big.set(url(name), image(name.charCodeAt(0)));
    const small = diskImageCache(dir, 2 * KB);
    expect(await filled(small, 'd')).toBe('d'.charCodeAt(0));
    expect(diskBytes(dir)).toBe(2 * KB);
    expect(await filled(small, 'a')).toBeUndefined();
  });

  it('keeps one file per image when its type changes', async () => {
    const dir = freshDir();
    const cache = diskImageCache(dir, 10 * KB);
    await cache.set(url('a'), image(1, KB, 'image/png'));
    await cache.set(url('a'), image(2, 2 * KB, 'image/webp'));
    expect(fs.readdirSync(dir)).toEqual([expect.stringMatching(/\.webp$/)]);
    expect(await cache.get(url('a'))).toEqual({ contentType: 'image/webp', body: Buffer.alloc(2 * KB, 2) });
    await cache.set(url('b'), image(3, 8 * KB));
    expect(diskBytes(dir)).toBe(10 * KB);
  });
});

describe('memoryImageCache', () => {
  it('has the same key and the same least-recently-used cap', async () => {
    const cache = memoryImageCache(2 * KB);
    await cache.set(url('a'), image(1));
    await cache.set(url('b'), image(2));
    expect((await cache.get(`${url('a')}#x`))?.body[0]).toBe(1);
    await cache.set(url('c'), image(3));
    expect([await filled(cache, 'a'), await filled(cache, 'b'), await filled(cache, 'c')]).toEqual([1, undefined, 3]);
  });
});
