import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { pageTable } from './app/pageTable';
import { provideAnswers } from './lib/prefetch';
import { pageAt } from './app/routes';
import { titleOf } from './app/pageTitles';
import { i18n } from './lib/i18n/runtime';
import { activateLocale } from './lib/i18n/locale';
import { setPrerenderViewport, type PrerenderViewport } from './lib/viewport';
import type { Locale } from '@onbir/shared/text/locale';

/**
 * The server-side entry: the real components rendered to HTML, with no browser. The build renders every
 * page marked `prerender` with it (client/build/prerender.ts) at both prerender widths; the server renders
 * a page that has a first request again with that request's answer (server/src/http/clientShell.ts).
 * The browser hydrates the markup (main.tsx): it must render the same, so what depends on the browser
 * (a canvas, localStorage, the session) waits for hydration (lib/hydration.ts).
 */
export function render(url: string, viewport: PrerenderViewport, answers: Record<string, unknown> = {}, locale: Locale = 'tr'): Promise<string> {
  // One render at a time: the language, the viewport and the answers are the module's, set for the render.
  const next = queue.then(() => renderNow(url, viewport, answers, locale));
  queue = next.catch(() => undefined);
  return next;
}
let queue: Promise<unknown> = Promise.resolve();

async function renderNow(url: string, viewport: PrerenderViewport, answers: Record<string, unknown>, locale: Locale): Promise<string> {
  const page = pageAt(url);
  if (!page?.prerender) throw new Error(`${url} is not a prerendered page`);
  await page.load(false);
  await activateLocale(locale);
  setPrerenderViewport(viewport);
  provideAnswers(answers);
  const failures: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </StrictMode>,
      {
        onError: (error) => void failures.push(error),
        // One piece of HTML, in order: a big page is not moved out of its Suspense boundary to be put back by
        // an inline script (the page's CSP runs no inline script, and the whole page is in at once anyway).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    // A page that fails here would reach the browser as a loading screen: the build stops instead.
    if (failures.length) throw failures[0];
    return html;
  } finally {
    provideAnswers();
  }
}

/** The document title of the page at `url` in `locale` (the server puts it in the page's HTML). */
export function title(url: string, locale: Locale): Promise<string> {
  const next = queue.then(async () => {
    await activateLocale(locale);
    return titleOf(pageAt(url)?.path.slice(1), i18n);
  });
  queue = next.catch(() => undefined);
  return next;
}

/** The pages to prerender, as their paths. */
export const prerenderedPaths = pageTable.filter((p) => p.prerender).map((p) => `/${p.path}`);
