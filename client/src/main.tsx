import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { provideAnswers } from './lib/prefetch';
import { pageAt, preloadPage } from './app/routes';
import './app/global.css';
import { registerServiceWorker } from './features/board/registerServiceWorker';
import { holdLongLink } from './features/board/shareLink';
import { loadCatalogues } from './lib/i18n/catalogues';
import { rememberLocale, savedLocale, startingLocale, startLocale } from './lib/i18n/locale';

holdLongLink();
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    {/* A link shows its page's loading bar at once (the page's code may still be on its way), not the old page. */}
    <BrowserRouter useTransitions={false}>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// The language: the saved choice or the browser's (lib/i18n/locale.ts). The server sent the HTML in the
// same one (the choice's cookie, or Accept-Language), named on <html lang>; the cookie is renewed here.
const htmlLocale = document.documentElement.lang;
const locale = startingLocale();
const saved = savedLocale();
if (saved) rememberLocale(saved);
// A catalogue that cannot be fetched (offline, never cached) leaves its texts in Turkish rather than no page.
const frameTexts = startLocale(locale).catch(() => undefined);

// A page the build prerendered (server/src/http/clientShell.ts names it on #root) is hydrated: its markup
// is on screen before this script, and the first render here must match it, so it uses the answers the
// HTML carries and no other, in the HTML's language. Any other page (or markup for another path or in
// another language, a cached offline shell) renders anew.
const prerendered = root.dataset.route !== undefined && root.dataset.route === pageAt(window.location.pathname)?.path && htmlLocale === locale;
// The page's code and the catalogues of everything loaded (the page's own are fetched as its code registers them).
const ready = (withRequest: boolean) => Promise.all([preloadPage(window.location.pathname, withRequest), frameTexts]).then(() => loadCatalogues(locale).catch(() => undefined));
if (prerendered) {
  const answers = document.getElementById('first-answers')?.textContent;
  if (answers) provideAnswers(JSON.parse(answers) as Record<string, unknown>);
  void ready(false).then(() => hydrateRoot(root, app));
} else {
  void ready(true).then(() => {
    root.replaceChildren();
    createRoot(root).render(app);
  });
}
registerServiceWorker();
