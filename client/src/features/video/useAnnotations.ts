import { useCallback, useState } from 'react';
import { commit, createHistory, redo as redoStep, undo as undoStep, type History } from '@onbir/shared/board/history';
import { isRefusal, type Refusal } from '@onbir/shared/messages/refusal';
import type { VideoCode } from '@onbir/shared/messages/video';
import { addAnnotation, removeAnnotation } from '@onbir/shared/video/edit';
import { readAnalysisFile, type ClipInfo } from '@onbir/shared/video/file';
import type { Annotation } from '@onbir/shared/video/model';

/** The annotations with their undo and redo (the board's history: each change one step). */
export function useAnnotations(tell: (r: Refusal<VideoCode>) => void) {
  const [history, setHistory] = useState<History<Annotation[]>>(() => createHistory([]));
  const annotations = history.present;

  const add = useCallback(
    (a: Annotation) => {
      const next = addAnnotation(annotations, a);
      if (isRefusal(next)) tell(next);
      else setHistory((h) => commit(h, next));
    },
    [annotations, tell],
  );
  /** A new list as one undo step (a rule's result: a spotlight's key set). */
  const change = useCallback((next: Annotation[]) => setHistory((h) => commit(h, next)), []);
  const remove = useCallback((id: number) => setHistory((h) => commit(h, removeAnnotation(h.present, id))), []);
  const undo = useCallback(() => setHistory(undoStep), []);
  const redo = useCallback(() => setHistory(redoStep), []);

  /** Opens an analysis file over the clip on screen (one undo step: the drawings before it come back). */
  const openFile = useCallback(
    async (file: File): Promise<ClipInfo | null> => {
      const read = readAnalysisFile(await file.text());
      if (isRefusal(read)) {
        tell(read);
        return null;
      }
      setHistory((h) => commit(h, read.annotations));
      return read.clip;
    },
    [tell],
  );

  return { annotations, add, change, remove, undo, redo, openFile, canUndo: history.past.length > 0, canRedo: history.future.length > 0 };
}
