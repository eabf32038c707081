import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { deleteObject, estimateText, textBox, updateObject } from '@onbir/shared/board/boardObjects';
import { layoutOf } from '@onbir/shared/board/model';
import type { TextObject } from '@onbir/shared/board/objects';
import { viewTransform } from '@onbir/shared/board/pitch';
import type { BoardStore } from '../boardCore';

/** Longest label, in characters. */
export const TEXT_MAX = 60;

/**
 * Types a label in place, over the pitch where it stands. Enter or leaving the field keeps the text;
 * Escape drops the change; a new label left empty is taken away again.
 */
export function TextEditor({ store, object, canvas }: { store: BoardStore; object: TextObject; canvas: HTMLCanvasElement | null }) {
  const { t } = useLingui();
  const [text, setText] = useState(object.text);
  // Enter hands the focus back to the pitch, and that blur must not finish the label a second time.
  const done = useRef(false);
  const board = store.board;
  const layout = layoutOf(board);
  // Over the label where it is drawn (moved inside the pitch if it would cross a line), at its size.
  // An empty label is measured as a word, so the field has a width to type into.
  const shown = text || t`Yazı`;
  const box = textBox({ ...object, text: shown }, layout, viewTransform(layout, store.view.view), estimateText(shown));
  const at = box.at;
  const cssScale = (canvas?.clientWidth ?? layout.width) / layout.width;
  const fontPx = Math.max(14, box.font * cssScale);

  const finish = (keep: boolean) => {
    if (done.current) return;
    done.current = true;
    const value = keep ? text.trim() : object.text;
    const isNew = object.text === '';
    if (!value && isNew) store.undo();
    else if (!value) store.apply((b) => deleteObject(b, object.id));
    else if (value !== object.text) {
      const edit = (b: typeof board) => updateObject(b, object.id, (o) => (o.kind === 'text' ? { ...o, text: value } : o));
      // A new label and its first text are one undo step.
      if (isNew) store.updateGesture(edit);
      else store.apply(edit);
    }
    store.setUi({ editingText: null });
    canvas?.focus();
  };

  return (
    <input
      className="board-text-editor"
      aria-label={t`Yazı`}
      value={text}
      maxLength={TEXT_MAX}
      autoFocus
      style={{ left: at.x * cssScale, top: at.y * cssScale, fontSize: fontPx, color: object.colour }}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => finish(true)}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Enter') finish(true);
        else if (e.key === 'Escape') finish(false);
      }}
    />
  );
}
