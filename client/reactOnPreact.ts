import type { AliasOptions } from 'vite';

/**
 * The client is written against React's API and types, and runs on Preact's compatibility layer
 * (preact/compat): the same components in about 10 kB of framework instead of about 60 kB of React DOM,
 * which a first visit on a phone over slow 4G pays for before the page is usable (docs/architecture.md).
 * The build, the dev server and the client's unit tests all resolve React this way, so tests run what ships.
 */
export const reactOnPreact: AliasOptions = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // wouter's fallback for React before 18; preact/compat has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/** The client's unit tests: React Testing Library's API is served by its Preact edition. */
export const testsOnPreact: AliasOptions = [{ find: /^@testing-library\/react$/, replacement: '@testing-library/preact' }, ...reactOnPreact];

/** Packages that import React themselves: tests must load them through the aliases above, not from Node. */
export const importsReact = ['wouter', /@dnd-kit/];
