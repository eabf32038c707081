import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** For tests: renders `element` at `path` under the app's router, on `pattern` (any path when omitted). */
export function renderAt(path: string, element: ReactNode, pattern = '*') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={element} />
      </Routes>
    </MemoryRouter>,
  );
}
