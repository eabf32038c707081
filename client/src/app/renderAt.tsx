import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { caseInsensitive } from './navigation';

/** For tests: renders `element` at `path` under the app's router, on `pattern` (any path when omitted). */
export function renderAt(path: string, element: ReactNode, pattern?: string) {
  const { hook } = memoryLocation({ path });
  render(
    <Router hook={hook} parser={caseInsensitive}>
      <Route path={pattern}>{element}</Route>
    </Router>,
  );
}
