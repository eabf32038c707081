import type { RouteObject } from 'react-router-dom';

/**
 * Every feature adds its routes here (children of the layout). Lazy imports keep each area's code out
 * of the first download.
 */
export const featureRoutes: RouteObject[] = [
  { path: 'ilk11kur', lazy: () => import('../features/builder/BuilderPage').then((m) => ({ Component: m.BuilderPage })) },
];
