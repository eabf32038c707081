import { useCallback, useRef, type ReactNode } from 'react';
import { useDialogFocus } from '../../ui/useDialogFocus';

/**
 * A small dialog over the board. Focus moves into it and stays inside (Tab and Shift+Tab cycle), Escape
 * and the backdrop close it like the cancel button, and focus goes back to what opened it.
 */
export function Modal({ title, onClose, children }: { title: string; onClose(): void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onClose);
  latest.current = onClose;
  // One callback for the dialog's life: a new one would move the focus back to the first field.
  const close = useCallback(() => latest.current(), []);
  useDialogFocus(ref, close);
  return (
    <div className="board-modal__backdrop" onPointerDown={(e) => e.target === e.currentTarget && close()}>
      <div ref={ref} className="board-modal" role="dialog" aria-modal="true" aria-label={title}>
        <h2 className="board-modal__title">{title}</h2>
        {children}
      </div>
    </div>
  );
}
