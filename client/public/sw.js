/* global self, caches */
/*
 * onbir service worker: both client-only tools (the tactics board and the İlk 11 builder) open offline
 * after one visit.
 * - Pages (navigations): network first, so a deploy is picked up at once. A page the server prerendered
 *   (its #root names its route) is kept under its own path, so offline it opens with its own first screen
 *   (and the builder with the popular clubs its HTML carries); any other path gets the plain shell.
 * - Built assets (/assets/*, hashed and immutable), icons, manifest: cache first, stored as they are fetched.
 * - The player pool's public reads (/api/players/*: clubs, squads, searches) and its images (/api/images/*):
 *   network first, the last answer kept (at most DATA_LIMIT), so the clubs and squads already viewed open
 *   offline. Nothing else of /api and nothing of /socket.io is touched: game data is never served from a cache.
 * The page also sends the list of files it has already loaded (before this worker controlled it), so the
 * first visit is enough.
 * - Web Push (docs/notifications.md): a push's JSON `{ title, body, url, tag }` is shown as a notification;
 *   a tap focuses a window of the app already open (taken to `url`) or opens one there.
 */
const CACHE = 'onbir-shell-v2';
const DATA = 'onbir-data-v1';
const DATA_LIMIT = 300;
/** The HTML with an empty #root: what a path with no page of its own gets offline. */
const SHELL_PAGE = '/index.html';
const SHELL = [SHELL_PAGE, '/manifest.webmanifest', '/icons/icon.svg', '/icons/icon-48.png', '/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-512-maskable.png'];

const sameOrigin = (url) => url.origin === self.location.origin;
const isData = (url) => sameOrigin(url) && (url.pathname.startsWith('/api/players/') || url.pathname.startsWith('/api/images/'));
function cacheable(url) {
  return sameOrigin(url) && !url.pathname.startsWith('/api') && !url.pathname.startsWith('/socket.io') && url.pathname !== '/sw.js';
}
/** One key per page, whatever the letter case or a trailing slash (the router matches paths that way). */
const pageKey = (url) => `/__page${url.pathname.toLowerCase().replace(/(.)\/$/, '$1')}`;

/** The entry script and styles named by the shell, so any page can start offline. */
async function shellAssets(cache) {
  const res = await fetch(SHELL_PAGE, { cache: 'no-cache' });
  if (!res.ok) return;
  const html = await res.clone().text();
  await cache.put(SHELL_PAGE, res);
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
      for (const key of await caches.keys()) if (key !== CACHE && key !== DATA) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

/** Stores a file by its path (the files a page loaded before this worker controlled it, and their pages). */
async function store(cache, path) {
  if (await cache.match(path)) return;
  try {
    await cache.add(path);
  } catch {
    // A file that fails now is stored the next time it is fetched.
  }
}

self.addEventListener('message', (event) => {
  const urls = event.data && event.data.type === 'cache-urls' ? event.data.urls : null;
  if (!Array.isArray(urls)) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      for (const u of urls) {
        const url = new URL(u, self.location.origin);
        if (cacheable(url)) await store(cache, url.pathname);
      }
      // The page that sent the list, as the server sent it (it was loaded before this worker was there).
      const page = event.source && event.source.url ? new URL(event.source.url) : null;
      if (page && cacheable(page) && !(await cache.match(pageKey(page)))) await keepPage(cache, page, await fetch(page.pathname).catch(() => null));
    })(),
  );
});

/** Keeps a page's HTML: a prerendered page under its path, any other as the shell. */
async function keepPage(cache, url, res) {
  if (!res || !res.ok) return;
  const html = await res.clone().text();
  await cache.put(/<div id="root" data-route=/.test(html) ? pageKey(url) : SHELL_PAGE, res);
}

/** Network first; the last good answer kept, at most DATA_LIMIT of them (the oldest go first). */
async function networkFirstData(req) {
  const cache = await caches.open(DATA);
  try {
    const res = await fetch(req);
    if (res.ok) {
      await cache.delete(req.url);
      await cache.put(req.url, res.clone());
      const keys = await cache.keys();
      for (const old of keys.slice(0, Math.max(0, keys.length - DATA_LIMIT))) await cache.delete(old);
    }
    return res;
  } catch (err) {
    const cached = await cache.match(req.url);
    if (cached) return cached;
    throw err;
  }
}

self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== 'GET') return;
  if (isData(url)) {
    event.respondWith(networkFirstData(req));
    return;
  }
  if (!cacheable(url)) return;

  if (req.mode === 'navigate') {
    event.respondWith(
      (async () => {
        try {
          const res = await fetch(req);
          await keepPage(await caches.open(CACHE), url, res.clone());
          return res;
        } catch {
          return (await caches.match(pageKey(url))) || (await caches.match(SHELL_PAGE)) || Response.error();
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

/** A push from the server (server/src/modules/notifications): always shown, as browsers require. */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    // Not our JSON: shown with the app's name only.
  }
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/';
  event.waitUntil(
    self.registration.showNotification(data.title || 'onbir', {
      body: data.body || '',
      tag: data.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-48.png',
      data: { url },
    }),
  );
});

/** A tap opens the notification's screen: in a window of the app already open, else a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only a path of this site: a payload can never send the tap elsewhere.
  const target = new URL(event.notification.data && event.notification.data.url ? event.notification.data.url : '/', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if (open.url !== target.href) await open.navigate(target.href).catch(() => self.clients.openWindow(target.href));
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
