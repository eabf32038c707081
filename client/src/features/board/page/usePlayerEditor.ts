import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { applyPlayerEdit, type PlayerEdit } from '@onbir/shared/board/board';
import { teamPlayers } from '@onbir/shared/board/model';
import { minPlayers } from '@onbir/shared/board/teams';
import type { BoardStore } from '../../boardCore';
import type { TeamActions } from '../panels/TeamPanel';
import type { Shown } from '../../../lib/i18n/RefusalText';

/** The player editor: which player it shows, and what its buttons do. */
export function usePlayerEditor(store: BoardStore, teams: TeamActions, announce: (text: Shown) => void) {
  const { t } = useLingui();
  const [editingId, setEditingId] = useState<number | null>(null);
  const editPlayer = useCallback(
    (id: number) => {
      // The piece keeps the keyboard's focus ring, and the focus comes back to it when the editor closes.
      store.setUi({ focus: { kind: 'player', id } });
      setEditingId(id);
    },
    [store],
  );
  const close = useCallback(() => setEditingId(null), []);
  const editing = editingId === null ? null : (store.board.players.find((p) => p.id === editingId) ?? null);
  const save = (edit: PlayerEdit) => {
    if (editingId !== null) store.apply((b) => applyPlayerEdit(b, editingId, edit));
    setEditingId(null);
  };
  const canRemove = editing !== null && teamPlayers(store.board, editing.team).length > minPlayers(editing.team);
  const remove = () => {
    if (editingId === null) return;
    teams.removePlayer(editingId);
    store.setUi({ focus: null });
    announce(t`Oyuncu sahadan çıkarıldı.`);
    setEditingId(null);
  };
  return { editing, open: editingId !== null, editPlayer, close, save, remove: canRemove ? remove : undefined };
}
