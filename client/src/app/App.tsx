import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Layout, LayoutFallback } from '../features/site/Layout';
import { featureRoutes } from './routes';

// Every screen sits in the site frame; an unknown path gets the not-found page (kept last).
const router = createBrowserRouter([
  {
    path: '/',
    element: <Layout />,
    hydrateFallbackElement: <LayoutFallback />,
    children: [
      ...featureRoutes,
      { path: '*', lazy: () => import('../features/site/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
