import { useMemo } from 'react';
import { t } from '@lingui/core/macro';
import { clearDrawings, clearTrails, setPen, setTrails, swapColours } from '@onbir/shared/board/board';
import { bringToFront, deleteObject, duplicateObject, nextObjectId, rotateObject } from '@onbir/shared/board/boardObjects';
import { teamPlayers } from '@onbir/shared/board/model';
import { normaliseRotation } from '@onbir/shared/board/objects';
import { addStep, deleteStep, goToStep, moveStep } from '@onbir/shared/board/steps';
import { addPlayer, removePlayer, resetFormation, setBibs, setFormat, setFormation, setKeeperColour, setSides } from '@onbir/shared/board/teams';
import type { BoardStore } from './boardStore';
import type { StepActions } from './StepStrip';
import type { TeamActions } from './TeamPanel';
import type { ToolActions } from './ToolPanel';
import { i18n } from '../../lib/i18n/runtime';
import { TOOL_LABELS } from './tools/ui';

/** What the rail, the panels and the step strip do to the board (each edit one undo step). */
export function useBoardActions(store: BoardStore, announce: (text: string) => void) {
  return useMemo(() => {
    const selected = () => store.ui.selected;
    const leaveDrawing = () => {
      store.setPendingObject(null);
      store.setUi({ draft: [], cursor: null });
    };
    const tools: ToolActions = {
      setTool: (tool) => {
        // A drawing tool replaces the pen.
        if (store.board.penOn) store.applySetting((b) => setPen(b, false));
        leaveDrawing();
        store.setUi({ tool, selected: null });
        const name = i18n._(TOOL_LABELS[tool]);
        announce(t`${name} aracı seçildi.`);
      },
      togglePen: () => {
        leaveDrawing();
        store.applySetting((b) => setPen(b, !b.penOn));
        store.setUi({ tool: 'select', selected: null });
        announce(store.board.penOn ? t`Kalem açık: sürükleyerek çizin.` : t`Kalem kapalı.`);
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
        announce(t`Nesne silindi.`);
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
      toggleTrails: () => store.applySetting((b) => setTrails(b, !b.trailsOn)),
      clearTrails: () => store.apply(clearTrails),
      clearDrawings: () => store.apply(clearDrawings),
    };
    const teams: TeamActions = {
      setFormat: (format) => {
        store.apply((b) => setFormat(b, format));
        store.setUi({ selected: null, focus: null, pair: [] });
      },
      setSides: (sides) => store.apply((b) => setSides(b, sides)),
      setBibs: (on) => store.apply((b) => setBibs(b, on)),
      setFormation: (name) => store.apply((b) => setFormation(b, name)),
      reset: () => store.apply(resetFormation),
      addPlayer: (team) => {
        store.apply((b) => addPlayer(b, team));
        const count = teamPlayers(store.board, team).length;
        announce(t`Oyuncu eklendi: ${count} oyuncu.`);
      },
      removeLast: (team) => {
        // The last one in: a substitute before a starter, never the goalkeeper while others are left.
        const own = teamPlayers(store.board, team);
        const last = [...own].reverse().find((p) => !p.gk) ?? own[own.length - 1];
        if (!last) return;
        store.apply((b) => removePlayer(b, last.id));
        const count = teamPlayers(store.board, team).length;
        announce(t`Oyuncu çıkarıldı: ${count} oyuncu.`);
      },
      removePlayer: (id) => store.apply((b) => removePlayer(b, id)),
      setKeeper: (team, colour) => store.apply((b) => setKeeperColour(b, team, colour)),
      swapColours: () => store.apply(swapColours),
    };
    const steps: StepActions = {
      goTo: (i) => {
        store.apply((b) => goToStep(b, i));
        store.setUi({ selected: null });
        const step = i + 1;
        announce(t`Adım ${step} açıldı.`);
      },
      add: () => {
        store.apply((b) => addStep(b));
        const step = store.board.current + 1;
        announce(t`Adım ${step} eklendi.`);
      },
      duplicate: () => {
        store.apply((b) => addStep(b, true));
        const step = store.board.current + 1;
        announce(t`Adım ${step} çoğaltıldı.`);
      },
      remove: () => {
        const step = store.board.current + 1;
        store.apply((b) => deleteStep(b, b.current));
        announce(t`Adım ${step} silindi.`);
      },
      move: (by) => {
        store.apply((b) => moveStep(b, b.current, b.current + by));
        const place = store.board.current + 1;
        announce(t`Adım ${place}. sıraya taşındı.`);
      },
    };
    return { tools, teams, steps };
  }, [store, announce]);
}
