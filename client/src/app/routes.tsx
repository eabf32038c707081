import { lazy, useState, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { pageTable } from './pageTable';
import { prefetch, prefetchSettled } from '../lib/prefetch';
import { loadCatalogues } from '../lib/i18n/catalogues';
import { i18n } from '../lib/i18n/runtime';
import type { Locale } from '@onbir/shared/text/locale';

// Each page module its own chunk, loaded when its route is first visited: the first download stays the frame.
const pageModules = import.meta.glob<Record<string, ComponentType>>('../features/*/*Page.tsx');

/** How long past its code a page waits for its first request's answer before drawing without it. */
const ANSWER_WAIT_MS = 150;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A page's component: drawn at once when its code is in, otherwise through Suspense while it loads.
 * `load` brings the code in ahead of the first render (preloadPage); with `withRequest` false it leaves the
 * page's first request alone (a prerendered page hydrates with the answers its HTML carries, or none).
 */
function lazyPage(module: string, component: string, firstRequest?: string) {
  const importPage = pageModules[`../${module}`];
  if (!importPage) throw new Error(`pageTable: ${module} is not a features/*/*Page.tsx module`);
  let Loaded: ComponentType | undefined;
  const load = (withRequest = true) => {
    // With its texts in the language on screen (the page's code registered its catalogues as it loaded):
    // the first render is in that language. A catalogue that fails leaves those texts in Turkish.
    const code = importPage().then(async (m) => {
      await loadCatalogues(i18n.locale as Locale).catch(() => undefined);
      return (Loaded = m[component]);
    });
    if (!firstRequest || !withRequest) return code;
    // The page's first request leaves alongside its code instead of after it has run.
    prefetch(firstRequest);
    // Its answer usually arrives before the code (it leaves with the HTML): waiting for it a moment past
    // the code lets the first render show it, instead of a second render and layout on a slow phone.
    return Promise.all([code, Promise.race([prefetchSettled(firstRequest), code.then(() => delay(ANSWER_WAIT_MS))])]).then(() => Loaded!);
  };
  const Suspending = lazy(() => load().then((Page) => ({ default: Page })));
  const Page = (props: object) => {
    // Decided once per mount: switching a mounted page from one to the other would remount it.
    const [Direct] = useState(() => Loaded);
    return Direct ? <Direct {...props} /> : <Suspending {...props} />;
  };
  return { Page, load };
}

/** Every page (pageTable.ts) under its path. */
export const pages = pageTable.map(({ path, module, component, firstRequest, prerender, skipTo }) => ({
  path: `/${path}`,
  prerender: Boolean(prerender),
  skipTo,
  ...lazyPage(module, component, firstRequest),
}));

export const NotFound = lazy(() =>
  import('../features/site/NotFoundPage').then(async (m) => {
    await loadCatalogues(i18n.locale as Locale).catch(() => undefined);
    return { default: m.NotFoundPage };
  }),
);

/** The page whose path `pathname` matches, as the router matches it (any letter case). */
export function pageAt(pathname: string) {
  return pages.find(({ path }) => matchPath(path, pathname));
}

/**
 * Brings in the code of the page at `pathname` before the first render, so a first visit draws the page
 * in the frame's first render instead of a loading screen and a second render (its files are already
 * downloading: the server preloads them with the HTML). A failure is left to the page's own Suspense.
 */
export function preloadPage(pathname: string, withRequest = true): Promise<unknown> {
  const page = pageAt(pathname);
  return page ? page.load(withRequest).catch(() => undefined) : Promise.resolve();
}
