import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { pageTable } from './pageTable';
import { prefetch } from './prefetch';

// Each page module its own chunk, loaded when its route is first visited: the first download stays the frame.
const pageModules = import.meta.glob<Record<string, ComponentType>>('../features/*/*Page.tsx');

/** Every page (pageTable.ts) as a lazy child route of the layout. */
export const featureRoutes: RouteObject[] = pageTable.map(({ path, module, component, firstRequest }) => {
  const load = pageModules[`../${module}`];
  if (!load) throw new Error(`pageTable: ${module} is not a features/*/*Page.tsx module`);
  const lazy = () => {
    // The page's first request leaves alongside its code instead of after it has run.
    if (firstRequest) prefetch(firstRequest);
    return load().then((m) => ({ Component: m[component] }));
  };
  return path === '' ? { index: true, lazy } : { path, lazy };
});
