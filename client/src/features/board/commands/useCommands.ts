import { useEffect, useMemo } from 'react';
import type { BoardStore } from '../../boardCore';
import { runKey } from './table';
import type { CommandContext } from './types';

/** Keys typed into a field are the field's (a slider, a checkbox or a button takes no text). */
function isTyping(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !['range', 'checkbox', 'radio', 'button', 'submit'].includes(target.type);
  return target.isContentEditable || ['TEXTAREA', 'SELECT'].includes(target.tagName);
}

interface Page extends Omit<CommandContext, 'store'> {
  /** A dialog is open: its keys are its own. */
  dialogOpen: boolean;
}

/**
 * The commands' context for the page, and its keys: wherever the focus is (outside fields, dialogs and the
 * label being typed) the table's page keys; on the pitch (`onPitchKey`, its keydown) all of them, first.
 */
export function useCommands(store: BoardStore, { announce, editPlayer, playback, fullscreen, dialogOpen }: Page) {
  const ctx = useMemo<CommandContext>(() => ({ store, announce, editPlayer, playback, fullscreen }), [store, announce, editPlayer, playback, fullscreen]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || isTyping(e.target) || dialogOpen || store.ui.editingText !== null) return;
      if (runKey(ctx, e, 'page')) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, ctx, dialogOpen]);
  const onPitchKey = useMemo(
    () => (e: React.KeyboardEvent) => {
      // The pitch is used from the keyboard: its focus ring shows.
      if (!store.ui.keyboard && e.key !== 'Tab') store.setUi({ keyboard: true });
      if (runKey(ctx, e, 'pitch')) e.preventDefault();
    },
    [store, ctx],
  );
  return { ctx, onPitchKey };
}
