/**
 * Makes the app installable and usable offline after the first visit (the tactics board needs no
 * server). Only in production builds: in development the worker would cache Vite's modules.
 */
function addHeadLink(rel: string, href: string) {
  if (document.head.querySelector(`link[rel="${rel}"]`)) return;
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  document.head.appendChild(link);
}

export function registerServiceWorker() {
  addHeadLink('manifest', '/manifest.webmanifest');
  addHeadLink('apple-touch-icon', '/icons/icon-192.png');
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the page's own loads, not competing with them.
  const afterLoad = (run: () => void) => (document.readyState === 'complete' ? run() : window.addEventListener('load', run, { once: true }));
  afterLoad(async () => {
    try {
      await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      const ready = await navigator.serviceWorker.ready;
      // Files this page loaded before the worker was in control (the entry, this route's lazy chunk).
      const urls = performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((u) => u.startsWith(`${location.origin}/assets/`));
      ready.active?.postMessage({ type: 'cache-urls', urls });
    } catch (err) {
      console.warn('Service worker kaydedilemedi', err);
    }
  });
}
