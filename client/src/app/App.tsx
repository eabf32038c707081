import { Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import { Layout, LayoutFallback } from '../features/site/Layout';
import { caseInsensitive } from './navigation';
import { NotFound, pages } from './routes';

// Every screen sits in the site frame; an unknown path gets the not-found page (kept last).
export function App() {
  return (
    <Router parser={caseInsensitive}>
      <Layout>
        <Suspense fallback={<LayoutFallback />}>
          <Switch>
            {pages.map(({ path, Page }) => (
              <Route key={path} path={path} component={Page} />
            ))}
            <Route component={NotFound} />
          </Switch>
        </Suspense>
      </Layout>
    </Router>
  );
}
