/* global self, caches */
/*
 * onbir service worker: the app works offline after the first visit (the tactics board needs no server).
 * - Pages (navigations): network first, so a deploy is picked up at once; offline, the cached app shell.
 * - Built assets (/assets/*, hashed and immutable), icons, manifest: cache first, stored as they are fetched.
 * - /api and /socket.io: never touched; live data is never served from a cache.
 * The page also sends the list of files it has already loaded (before this worker controlled it), so the
 * first visit is enough.
 */
const CACHE = 'onbir-shell-v1';
const SHELL = ['/', '/manifest.webmanifest', '/icons/icon.svg', '/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-512-maskable.png'];

function cacheable(url) {
  return (
    url.origin === self.location.origin &&
    !url.pathname.startsWith('/api') &&
    !url.pathname.startsWith('/socket.io') &&
    url.pathname !== '/sw.js'
  );
}

/** The entry script and styles named by index.html, so the shell can start offline. */
async function shellAssets(cache) {
  const res = await fetch('/', { cache: 'no-cache' });
  if (!res.ok) return;
  const html = await res.clone().text();
  await cache.put('/', res);
  const urls = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  await cache.addAll(urls);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(SHELL.slice(1));
      await shellAssets(cache);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const urls = event.data && event.data.type === 'cache-urls' ? event.data.urls : null;
  if (!Array.isArray(urls)) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      for (const u of urls) {
        const url = new URL(u, self.location.origin);
        if (cacheable(url) && !(await cache.match(url.pathname))) {
          try {
            await cache.add(url.pathname);
          } catch {
            // A file that fails now is stored the next time it is fetched.
          }
        }
      }
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || !cacheable(url)) return;

  if (req.mode === 'navigate') {
    event.respondWith(
      (async () => {
        try {
          const res = await fetch(req);
          if (res.ok) {
            const cache = await caches.open(CACHE);
            await cache.put('/', res.clone());
          }
          return res;
        } catch {
          // Every route of the single-page app is served by the same index.html.
          return (await caches.match('/')) || Response.error();
        }
      })(),
    );
    return;
  }

  event.respondWith(
    (async () => {
      const cached = await caches.match(url.pathname);
      if (cached) return cached;
      const res = await fetch(req);
      if (res.ok && res.type === 'basic') {
        const cache = await caches.open(CACHE);
        await cache.put(url.pathname, res.clone());
      }
      return res;
    })(),
  );
});
