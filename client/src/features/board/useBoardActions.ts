import { useMemo } from 'react';
import { t } from '@lingui/core/macro';
import { swapColours } from '@onbir/shared/board/board';
import { teamPlayers } from '@onbir/shared/board/model';
import { deleteStep, moveStep } from '@onbir/shared/board/steps';
import { addPlayer, removePlayer, resetFormation, setBibs, setFormat, setFormation, setKeeperColour, setSides } from '@onbir/shared/board/teams';
import type { BoardStore } from '../boardCore';
import { newStep, openStep } from './commands/stepCommands';
import type { StepActions } from './panels/StepStrip';
import type { TeamActions } from './panels/TeamPanel';
import type { Shown } from '../../lib/i18n/RefusalText';

/** What the team panel and the step strip do to the board (each edit one undo step); the rest is in commands/. */
export function useBoardActions(store: BoardStore, announce: (text: Shown) => void) {
  return useMemo(() => {
    const edit = { store, announce };
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
      goTo: (i) => openStep(edit, i),
      add: () => newStep(edit),
      duplicate: () => newStep(edit, true),
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
    return { teams, steps };
  }, [store, announce]);
}
