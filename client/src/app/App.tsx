import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Layout, LayoutFallback } from '../features/site/Layout';
import { NotFound, pageAt, pages } from './routes';

/**
 * Every screen sits in the site frame; an unknown path gets the not-found page. The router around it is
 * the browser's (main.tsx) or, when the build prerenders a page, a static one (prerender.tsx).
 */
export function App() {
  // One boundary per page: a page left while the next one's code loads is gone, not kept hidden with its
  // state by Suspense (going back before the next page shows opens the page anew, as at any other time).
  const page = pageAt(useLocation().pathname)?.path ?? '*';
  return (
    <Layout>
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
