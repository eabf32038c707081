import { useEffect } from 'react';
import type { BoardStore } from './boardStore';
import { FULLSCREEN_KEY, toolForKey } from './tools/shortcuts';
import type { ToolActions } from './ToolPanel';

/** Keys typed into a field are the field's (a slider, a checkbox or a button takes no text). */
function isTyping(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !['range', 'checkbox', 'radio', 'button', 'submit'].includes(target.type);
  return target.isContentEditable || ['TEXTAREA', 'SELECT'].includes(target.tagName);
}

interface Keys {
  tools: ToolActions;
  /** Undo and redo, said in the live region. */
  undo(): void;
  redo(): void;
  removeSelected(): void;
  exitPlayback(): void;
  toggleFullscreen(): void;
  /** A dialog is open: its keys are its own. */
  dialogOpen: boolean;
}

/**
 * The page's keys wherever the focus is (outside fields and dialogs): the tools' single keys (S, K,
 * O, C, A, Y, E), F for full screen, Delete for the selected object, Ctrl+Z / Ctrl+Shift+Z (or
 * Ctrl+Y) to undo and redo, Escape to leave the animation. The pitch handles its own keys first.
 */
export function useBoardKeys(store: BoardStore, k: Keys) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || isTyping(e.target) || k.dialogOpen || store.ui.editingText !== null) return;
      if (store.ui.playT !== null) {
        if (e.key === 'Escape') {
          k.exitPlayback();
          e.preventDefault();
        }
        return;
      }
      if (e.ctrlKey || e.metaKey) {
        const key = e.key.toLocaleLowerCase('en');
        if (key === 'z' && !e.shiftKey) k.undo();
        else if ((key === 'z' && e.shiftKey) || key === 'y') k.redo();
        else return;
        e.preventDefault();
        return;
      }
      if (e.altKey) return;
      // Delete removes the selected object wherever the focus is.
      if ((e.key === 'Delete' || e.key === 'Backspace') && store.ui.selected !== null) {
        k.removeSelected();
        e.preventDefault();
        return;
      }
      if (e.key.length !== 1) return;
      if (e.key.toLocaleUpperCase('en') === FULLSCREEN_KEY) {
        k.toggleFullscreen();
        e.preventDefault();
        return;
      }
      const tool = toolForKey(e.key);
      if (!tool) return;
      if (tool === 'pen') k.tools.togglePen();
      else k.tools.setTool(tool);
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, k]);
}
