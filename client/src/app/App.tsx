import { Suspense, useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Layout, LayoutFallback } from '../features/site/Layout';
import { NotFound, pageAt, pages } from './routes';
import { useLocale } from '../lib/i18n/locale';
import type { titleOf } from './pageTitles';
import type { Locale } from '@onbir/shared/text/locale';
import { useHydrated } from '../lib/hydration';

/**
 * Every screen sits in the site frame; an unknown path gets the not-found page. The router around it is
 * the browser's (main.tsx) or, when the build prerenders a page, a static one (prerender.tsx).
 */
export function App() {
  // One boundary per page: a page left while the next one's code loads is gone, not kept hidden with its
  // state by Suspense (going back before the next page shows opens the page anew, as at any other time).
  const entry = pageAt(useLocation().pathname);
  const route = entry?.path;
  const page = route ?? '*';
  // A change of language draws the whole app again, in the new language.
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <Layout skipTo={entry?.skipTo}>
      <PageTitle route={route} i18n={i18n} locale={locale} />
      <Suspense key={page} fallback={<LayoutFallback />}>
        <Routes>
          {pages.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </Layout>
  );
}

/**
 * The tab's title names the page, in the language on screen. A prerendered page's HTML has it already
 * (the server's, in its language): a hydrated first screen keeps it, and the titles' code stays out of
 * the first download until a navigation or a switch of language. A component of its own: the end of
 * hydration renders it again, not the whole app.
 */
function PageTitle({ route, i18n, locale }: { route: string | undefined; i18n: Parameters<typeof titleOf>[1]; locale: Locale }) {
  const keepServerTitle = useRef(!useHydrated());
  useEffect(() => {
    if (keepServerTitle.current) {
      keepServerTitle.current = false;
      return;
    }
    let live = true;
    void import('./pageTitles').then(({ titleOf }) => live && (document.title = titleOf(route?.slice(1), i18n)));
    return () => {
      live = false;
    };
  }, [route, i18n, locale]);
  return null;
}
