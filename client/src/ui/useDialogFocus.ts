import { useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog's keyboard contract: focus moves into it (the element marked data-autofocus, else the
 * first focusable), Tab and Shift+Tab cycle inside it, Escape closes it, and on close focus returns to
 * what had it before (the slot that opened the picker).
 */
export function useDialogFocus(ref: RefObject<HTMLElement | null>, onClose: () => void): void {
  // What had the focus when the dialog opened: kept across the effect's re-runs (StrictMode runs it twice,
  // a new onClose runs it again), when the focus is already inside the dialog.
  const opener = useRef<HTMLElement | null | undefined>(undefined);
  // Before the dialog is painted: keys pressed as soon as it shows must land in it, not on its opener.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (opener.current === undefined) opener.current = document.activeElement as HTMLElement | null;
    const before = opener.current;
    // Not the fields of a disabled fieldset either (a video dialog's formats while it asks the browser what it
    // encodes): focus() on one does nothing, which would leave the focus outside the dialog.
    const items = () => [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.matches(':disabled'));
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? items()[0])?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose();
        return;
      }
      if (e.key !== 'Tab') return;
      const list = items();
      if (list.length === 0) return;
      const first = list[0];
      const last = list[list.length - 1];
      if (e.shiftKey && (document.activeElement === first || !dialog.contains(document.activeElement))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !dialog.contains(document.activeElement))) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // The opener may be re-rendered by the change that closes the dialog (a filled slot): looked for
      // once that render is in the page, and found again by its data-place if it was replaced.
      const place = before?.closest<HTMLElement>('[data-place]')?.dataset.place;
      queueMicrotask(() => {
        // Still in the page: the effect is running again (StrictMode, a new onClose), not closing.
        if (dialog.isConnected) return;
        const again = place ? document.querySelector<HTMLElement>(`[data-place="${place}"] button`) : null;
        (before?.isConnected ? before : again)?.focus();
      });
    };
  }, [ref, onClose]);
}
