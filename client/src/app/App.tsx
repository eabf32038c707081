import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout, LayoutFallback } from '../features/site/Layout';
import { NotFound, pages } from './routes';

/**
 * Every screen sits in the site frame; an unknown path gets the not-found page. The router around it is
 * the browser's (main.tsx) or, when the build prerenders a page, a static one (prerender.tsx).
 */
export function App() {
  return (
    <Layout>
      <Suspense fallback={<LayoutFallback />}>
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
