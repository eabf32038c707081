import type { RouteObject } from 'react-router-dom';

/**
 * Every feature adds its routes here (children of the layout). Lazy imports keep each area's code out
 * of the first download.
 */
export const featureRoutes: RouteObject[] = [];
