import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { FetchedImage } from './imageFetcher';

export interface ImageCache {
  get(url: string): Promise<FetchedImage | undefined>;
  set(url: string, image: FetchedImage): Promise<void>;
}

const keyOf = (url: string) => createHash('sha256').update(url).digest('hex');

/** Fetched images on disk under <dataDir>/image-cache (two files per image: bytes and content type). */
export function diskImageCache(dir: string): ImageCache {
  let ready: Promise<unknown> | undefined;
  return {
    async get(url) {
      const file = path.join(dir, keyOf(url));
      try {
        const [body, contentType] = await Promise.all([fs.readFile(file), fs.readFile(`${file}.type`, 'utf8')]);
        return { body, contentType };
      } catch {
        return undefined;
      }
    },
    async set(url, image) {
      ready ??= fs.mkdir(dir, { recursive: true });
      await ready;
      const file = path.join(dir, keyOf(url));
      // Type first, bytes last: a reader that finds the bytes finds a complete pair.
      await fs.writeFile(`${file}.type`, image.contentType);
      await fs.writeFile(`${file}.tmp`, image.body);
      await fs.rename(`${file}.tmp`, file);
    },
  };
}

/** In-memory cache for DATA_DIR=memory:// (tests, throwaway servers): bounded, oldest entry dropped first. */
export function memoryImageCache(maxEntries = 500): ImageCache {
  const map = new Map<string, FetchedImage>();
  return {
    get: async (url) => map.get(url),
    async set(url, image) {
      map.set(url, image);
      if (map.size > maxEntries) map.delete(map.keys().next().value as string);
    },
  };
}
