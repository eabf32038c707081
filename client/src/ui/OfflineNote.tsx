import type { ReactNode } from 'react';
import { useOnline } from '../lib/useOnline';

/** A line shown only while the browser is offline: what still works, and what needs the connection. */
export function OfflineNote({ children }: { children: ReactNode }) {
  return useOnline() ? null : (
    <p className="offline-note" role="status">
      {children}
    </p>
  );
}
