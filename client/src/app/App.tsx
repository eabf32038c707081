import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { featureRoutes } from './routes';

const router = createBrowserRouter([{ path: '/', children: featureRoutes }]);

export function App() {
  return <RouterProvider router={router} />;
}
