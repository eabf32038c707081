import { msg, t } from '@lingui/core/macro';
import { clearDrawings, clearTrails, hasDrawings, hasTrails } from '@onbir/shared/board/board';
import { setTrails } from '@onbir/shared/board/view';
import { bringToFront, deleteObject, duplicateObject, nextObjectId, rotateObject } from '@onbir/shared/board/boardObjects';
import { normaliseRotation } from '@onbir/shared/board/objects';
import { wording } from '@onbir/shared/messages/message';
import { redoneText, undoneText } from '../historyText';
import { focusName } from './focus';
import type { BoardCommand, CommandContext } from './types';

const editing = ({ store }: CommandContext) => store.ui.playT === null;

/** The object a command acts on: the selected one, else the one the keyboard's focus is on. */
function target({ store: { board, ui } }: CommandContext) {
  const id = ui.selected ?? (ui.focus?.kind === 'object' ? ui.focus.id : null);
  return board.objects.find((o) => o.id === id) ?? null;
}
const withTarget = (ctx: CommandContext) => editing(ctx) && target(ctx) !== null;

/** An edit of the selected object, one undo step. */
const objectCommand = (id: string, label: BoardCommand['label'], edit: (ctx: CommandContext, objectId: number) => void): BoardCommand => ({
  id,
  label,
  keys: [],
  enabled: withTarget,
  perform: (ctx) => edit(ctx, target(ctx)!.id),
});

const rotate = (by: number) => (ctx: CommandContext, id: number) => {
  const o = target(ctx);
  if (o?.kind === 'equipment') ctx.store.apply((b) => rotateObject(b, id, normaliseRotation(o.rot + by)));
};

export const editCommands: BoardCommand[] = [
  {
    id: 'history.undo',
    label: msg`Geri Al`,
    keys: [{ key: 'Z', ctrl: true, shift: false }],
    enabled: (ctx) => editing(ctx) && ctx.store.getControls().canUndo,
    // Undo and redo change the board without a word on screen: the live region says what they changed.
    perform: ({ store, announce }) => announce(undoneText(store.undo())),
  },
  {
    id: 'history.redo',
    label: msg`Yinele`,
    keys: [
      { key: 'Z', ctrl: true, shift: true },
      { key: 'Y', ctrl: true },
    ],
    enabled: (ctx) => editing(ctx) && ctx.store.getControls().canRedo,
    perform: ({ store, announce }) => announce(redoneText(store.redo())),
  },
  {
    id: 'object.delete',
    label: msg`Nesneyi Sil`,
    keys: [{ key: 'Delete' }, { key: 'Backspace' }],
    enabled: withTarget,
    perform: (ctx) => {
      const o = target(ctx)!;
      const name = focusName(ctx.store.board, { kind: 'object', id: o.id });
      ctx.store.apply((b) => deleteObject(b, o.id));
      ctx.store.setUi({ selected: null, focus: null });
      ctx.announce(t`${name} silindi.`);
    },
    refusal: (ctx) => (!editing(ctx) ? wording('board', 'EDIT_WHILE_PLAYING') : ctx.store.ui.focus ? wording('board', 'PIECE_NOT_REMOVABLE') : null),
  },
  objectCommand('object.front', msg`Öne Getir`, ({ store }, id) => store.apply((b) => bringToFront(b, id))),
  objectCommand('object.duplicate', msg`Çoğalt`, ({ store }, id) => {
    const copy = nextObjectId(store.board);
    store.apply((b) => duplicateObject(b, id));
    store.setUi({ selected: copy, focus: { kind: 'object', id: copy } });
  }),
  objectCommand('object.rotateLeft', msg`Sola döndür`, rotate(-15)),
  objectCommand('object.rotateRight', msg`Sağa döndür`, rotate(15)),
  {
    id: 'trails.toggle',
    label: msg`İzler`,
    keys: [],
    enabled: editing,
    pressed: ({ store }) => store.view.trailsOn,
    perform: ({ store }) => store.setView((v) => setTrails(v, !v.trailsOn)),
  },
  { id: 'trails.clear', label: msg`İzleri Temizle`, keys: [], enabled: (ctx) => editing(ctx) && hasTrails(ctx.store.board), perform: ({ store }) => store.apply(clearTrails) },
  { id: 'drawings.clear', label: msg`Çizimleri Temizle`, keys: [], enabled: (ctx) => editing(ctx) && hasDrawings(ctx.store.board), perform: ({ store }) => store.apply(clearDrawings) },
];
