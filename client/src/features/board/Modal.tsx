import { useEffect, type ReactNode } from 'react';

/** A small dialog over the board; Escape and the backdrop close it like the cancel button. */
export function Modal({ title, onClose, children }: { title: string; onClose(): void; children: ReactNode }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="board-modal__backdrop" onPointerDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="board-modal" role="dialog" aria-modal="true" aria-label={title}>
        <h2 className="board-modal__title">{title}</h2>
        {children}
      </div>
    </div>
  );
}
