import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { FetchedImage } from './imageFetcher';

export interface ImageCache {
  get(url: string): Promise<FetchedImage | undefined>;
  set(url: string, image: FetchedImage): Promise<void>;
}

/**
 * What names an image in the cache: scheme, host (lower case, no default port), path and query; the
 * fragment, which never reaches the host, is dropped. The query stays: a host may answer another image
 * for another query, and a key without it let whoever asked first decide one path's bytes for every
 * query for a week. (Transfermarkt's cache buster `?lm=<time>` changes only when the image does.) Null
 * for a URL that does not parse (the fetcher refuses it anyway).
 */
export function imageCacheKey(url: string): string | null {
  try {
    const u = new URL(url);
    // WHATWG URL already lower-cases the host, drops the scheme's default port and an empty '?'.
    return `${u.protocol}//${u.host}${u.pathname}${u.search}`;
  } catch {
    return null;
  }
}

/** Sizes a cache entry by its bytes (lru-cache counts only positive sizes: an empty file counts one). */
const bytesOf = (size: number) => Math.max(1, size);

/**
 * The files' sizes in least-recently-used order, at most maxBytes in all: `add` answers the names it
 * dropped to fit, for the caller to delete.
 */
function lruIndex(maxBytes: number) {
  const dropped: string[] = [];
  const sizes = new LRUCache<string, number>({ maxSize: maxBytes, sizeCalculation: bytesOf, dispose: (_size, name, reason) => void (reason === 'evict' && dropped.push(name)) });
  return {
    touch: (name: string) => void sizes.get(name),
    remove: (name: string) => void sizes.delete(name),
    add(name: string, size: number): string[] {
      sizes.set(name, size);
      return dropped.splice(0);
    },
  };
}

// The proxy passes only these types; the file's extension records which one it is.
const CACHED_TYPE = /^image\/(png|jpeg|gif|webp|avif)$/;
const CACHE_FILE = /^([0-9a-f]{64})\.(png|jpeg|gif|webp|avif)$/;

const stemOf = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Fetched images on disk under <dataDir>/image-cache, one file per image (`<sha256 of the key>.<type>`),
 * at most maxBytes in all: past the cap the least recently used images are deleted. A use sets the file's
 * modification time, so after a restart the index is rebuilt from the folder in the same order (files it
 * does not know, such as an older layout or an interrupted write, are deleted then).
 */
export function diskImageCache(dir: string, maxBytes: number): ImageCache {
  const index = lruIndex(maxBytes);
  // The one file of each key (its extension is the type it was stored with).
  const files = new Map<string, string>();
  // Use times, strictly increasing (and past the newest file found at start), so two uses within one tick
  // of the file system's clock still come back from disk in their order.
  let lastStamp = 0;
  const stamp = () => new Date((lastStamp = Math.max(Date.now(), lastStamp + 1)));

  /** Indexes a file; deletes what no longer fits (and the key's file of another type). */
  const add = async (name: string, size: number) => {
    const stem = name.slice(0, 64);
    const previous = files.get(stem);
    const stale = previous && previous !== name ? [previous] : [];
    if (previous && previous !== name) index.remove(previous);
    files.set(stem, name);
    for (const evicted of index.add(name, size)) {
      if (files.get(evicted.slice(0, 64)) === evicted) files.delete(evicted.slice(0, 64));
      stale.push(evicted);
    }
    await Promise.all(stale.map((n) => fs.rm(path.join(dir, n), { force: true })));
  };

  const loaded = (async () => {
    await fs.mkdir(dir, { recursive: true });
    const found = await Promise.all(
      (await fs.readdir(dir)).map(async (name) => {
        if (!CACHE_FILE.test(name)) return fs.rm(path.join(dir, name), { force: true, recursive: true }).then(() => null);
        const stat = await fs.stat(path.join(dir, name));
        return { name, size: stat.size, used: stat.mtimeMs };
      }),
    );
    const known = found.filter((x) => x !== null).sort((a, b) => a.used - b.used);
    for (const f of known) await add(f.name, f.size);
    lastStamp = Math.max(lastStamp, known.at(-1)?.used ?? 0);
  })();

  return {
    async get(url) {
      const key = imageCacheKey(url);
      if (!key) return undefined;
      await loaded;
      const name = files.get(stemOf(key));
      if (!name) return undefined;
      index.touch(name);
      const file = path.join(dir, name);
      try {
        const body = await fs.readFile(file);
        const now = stamp();
        await fs.utimes(file, now, now);
        return { body, contentType: `image/${CACHE_FILE.exec(name)![2]}` };
      } catch {
        // Deleted under us (evicted by a concurrent write, or by hand): fetched again.
        index.remove(name);
        files.delete(name.slice(0, 64));
        return undefined;
      }
    },
    async set(url, image) {
      const key = imageCacheKey(url);
      const type = CACHED_TYPE.exec(image.contentType)?.[1];
      if (!key || !type || image.body.length > maxBytes) return;
      await loaded;
      const name = `${stemOf(key)}.${type}`;
      const file = path.join(dir, name);
      // Written aside then renamed: a reader never sees half an image.
      const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(tmp, image.body);
      await fs.rename(tmp, file);
      const now = stamp();
      await fs.utimes(file, now, now);
      await add(name, image.body.length);
    },
  };
}

/** In-memory cache for DATA_DIR=memory:// (tests, throwaway servers): the same key and cap, least recently used dropped first. */
export function memoryImageCache(maxBytes: number): ImageCache {
  const images = new LRUCache<string, FetchedImage>({ maxSize: maxBytes, sizeCalculation: (image) => bytesOf(image.body.length) });
  return {
    async get(url) {
      const key = imageCacheKey(url);
      return key ? images.get(key) : undefined;
    },
    async set(url, image) {
      const key = imageCacheKey(url);
      if (!key || image.body.length > maxBytes) return;
      images.set(key, image);
    },
  };
}
