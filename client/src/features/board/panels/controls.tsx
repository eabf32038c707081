import type { ReactNode } from 'react';

/** A labelled row of buttons (the panels' groups). */
export function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="board-group" role="group" aria-label={label}>
      <span className="board-group__label">{label}</span>
      <div className="board-group__buttons">{children}</div>
    </div>
  );
}

/** A button that stays pressed (aria-pressed) while its setting is on; its name never changes. */
export function Toggle({
  pressed,
  onClick,
  children,
  className = '',
  title,
  label,
}: {
  pressed: boolean;
  onClick(): void;
  children: ReactNode;
  className?: string;
  title?: string;
  label?: string;
}) {
  return (
    <button type="button" className={`btn btn--toggle ${className}`} aria-pressed={pressed} onClick={onClick} title={title} aria-label={label}>
      {children}
    </button>
  );
}

/** A titled part of the side panel. */
export function Section({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`board-section ${className}`} aria-label={title}>
      <h2 className="board-section__title">{title}</h2>
      {children}
    </section>
  );
}
