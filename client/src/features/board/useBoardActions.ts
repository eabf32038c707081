import { useMemo } from 'react';
import { setPen } from '@onbir/shared/board/board';
import { bringToFront, deleteObject, duplicateObject, nextObjectId, rotateObject } from '@onbir/shared/board/boardObjects';
import { normaliseRotation } from '@onbir/shared/board/objects';
import { addStep, deleteStep, goToStep, moveStep } from '@onbir/shared/board/steps';
import type { BoardStore } from './boardStore';
import type { StepActions } from './StepStrip';
import type { ToolActions } from './ToolPanel';

/** What the tool panel and the step strip do to the board (each edit one undo step). */
export function useBoardActions(store: BoardStore, announce: (text: string) => void) {
  return useMemo(() => {
    const selected = () => store.ui.selected;
    const tools: ToolActions = {
      setTool: (tool) => {
        // A drawing tool replaces the pen.
        if (store.board.penOn) store.applySetting((b) => setPen(b, false));
        store.setUi({ tool, selected: null });
      },
      setUi: (patch) => store.setUi(patch),
      bringToFront: () => {
        const id = selected();
        if (id !== null) store.apply((b) => bringToFront(b, id));
      },
      duplicate: () => {
        const id = selected();
        if (id === null) return;
        const copy = nextObjectId(store.board);
        store.apply((b) => duplicateObject(b, id));
        store.setUi({ selected: copy, focus: { kind: 'object', id: copy } });
      },
      remove: () => {
        const id = selected();
        if (id === null) return;
        store.apply((b) => deleteObject(b, id));
        store.setUi({ selected: null, focus: null });
        announce('Nesne silindi.');
      },
      rotate: (by) => {
        const id = selected();
        const o = store.board.objects.find((x) => x.id === id);
        if (o?.kind === 'equipment') store.apply((b) => rotateObject(b, o.id, normaliseRotation(o.rot + by)));
      },
      setView: (view) => store.applySetting((b) => ({ ...b, view })),
      toggleStripes: () => store.applySetting((b) => ({ ...b, stripes: !b.stripes })),
      toggleMeasure: () => {
        store.applySetting((b) => ({ ...b, measure: !b.measure }));
        store.setUi({ pair: [] });
      },
    };
    const steps: StepActions = {
      goTo: (i) => {
        store.apply((b) => goToStep(b, i));
        store.setUi({ selected: null });
        announce(`Adım ${i + 1} açıldı.`);
      },
      add: () => {
        store.apply((b) => addStep(b));
        announce(`Adım ${store.board.current + 1} eklendi.`);
      },
      duplicate: () => {
        store.apply((b) => addStep(b, true));
        announce(`Adım ${store.board.current + 1} çoğaltıldı.`);
      },
      remove: () => {
        const n = store.board.current + 1;
        store.apply((b) => deleteStep(b, b.current));
        announce(`Adım ${n} silindi.`);
      },
      move: (by) => {
        store.apply((b) => moveStep(b, b.current, b.current + by));
        announce(`Adım ${store.board.current + 1}. sıraya taşındı.`);
      },
    };
    return { tools, steps };
  }, [store, announce]);
}
