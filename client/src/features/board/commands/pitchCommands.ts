import { msg, t } from '@lingui/core/macro';
import { moveBall, movePlayer } from '@onbir/shared/board/board';
import { moveObject } from '@onbir/shared/board/boardObjects';
import { metres } from '@onbir/shared/board/pitch';
import { stepCount } from '@onbir/shared/board/steps';
import { wording } from '@onbir/shared/messages/message';
import { drawingTool, KEY_STEP, KEY_STEP_BIG, moveCursor, placeAtCursor } from './drawing';
import { focusName, focusOrder, focusPlace, keyMove, same } from './focus';
import { setTool } from './toolCommands';
import type { BoardCommand, CommandContext, KeyInput } from './types';

const playing = ({ store }: CommandContext) => store.ui.playT !== null;
const editing = (ctx: CommandContext) => !playing(ctx);
const ARROWS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].map((key) => ({ key }));
/** Editing keys do nothing while the animation is shown: the pitch says why. */
const whilePlaying = (ctx: CommandContext) => (playing(ctx) ? wording('board', 'EDIT_WHILE_PLAYING') : null);

/** The roving focus `by` one place on (players, the ball, then the objects shown), said with where it stands. */
function focusStep({ store, announce }: CommandContext, by: 1 | -1) {
  const order = focusOrder(store.board);
  const at = order.findIndex((f) => same(store.ui.focus, f));
  const i = by > 0 ? at + 1 : at < 0 ? order.length - 1 : at - 1;
  const f = order[(i + order.length) % order.length];
  store.setUi({ focus: f, selected: f.kind === 'object' ? f.id : null });
  announce(`${focusName(store.board, f)}. ${focusPlace(store.board, f)}`.trim());
}

/** An arrow moves the focused piece 1 m (Shift: 5 m) along the screen, whatever the view. */
function moveFocused({ store, announce }: CommandContext, { key, shift }: KeyInput) {
  const f = store.ui.focus ?? focusOrder(store.board)[0];
  if (!store.ui.focus) store.setUi({ focus: f });
  const by = keyMove(store.board, store.view.view, key, shift ? KEY_STEP_BIG : KEY_STEP);
  store.apply((b) => {
    if (f.kind === 'object') return moveObject(b, f.id, by);
    const from = f.kind === 'ball' ? b.ball : b.players.find((p) => p.id === f.id);
    if (!from) return b;
    const to = metres(from.x + by.x, from.y + by.y);
    return f.kind === 'ball' ? moveBall(b, to, store.view.trailsOn) : movePlayer(b, f.id, to, store.view.trailsOn);
  });
  const name = focusName(store.board, f);
  const place = focusPlace(store.board, f);
  announce(t`${name} taşındı. ${place}`.trim());
}

const editable = ({ store: { board, ui } }: CommandContext) => {
  const f = ui.focus;
  return f?.kind === 'player' || (f?.kind === 'object' && board.objects.find((o) => o.id === f.id)?.kind === 'text');
};

/** The pitch's own keys (its focus, the arrows, Enter, Escape, Space), in the order a key tries them. */
export const pitchCommands: BoardCommand[] = [
  { id: 'focus.next', label: msg`Sonraki parça`, keys: [{ key: ']' }, { key: 'PageDown' }], scope: 'pitch', enabled: () => true, perform: (ctx) => focusStep(ctx, 1) },
  { id: 'focus.previous', label: msg`Önceki parça`, keys: [{ key: '[' }, { key: 'PageUp' }], scope: 'pitch', enabled: () => true, perform: (ctx) => focusStep(ctx, -1) },
  {
    id: 'animation.play',
    label: msg`Animasyonu oynat`,
    labelOn: msg`Animasyonu duraklat`,
    keys: [{ key: ' ' }],
    scope: 'pitch',
    enabled: ({ store }) => stepCount(store.board) > 1,
    on: ({ store }) => store.ui.playing,
    perform: ({ playback }) => playback.toggle(),
  },
  { id: 'animation.exit', label: msg`Düzenlemeye Dön`, keys: [{ key: 'Escape' }], enabled: playing, perform: ({ playback }) => playback.exit() },
  {
    id: 'draw.drop',
    label: msg`Çizimi bırak`,
    keys: [{ key: 'Escape' }],
    scope: 'pitch',
    enabled: ({ store }) => store.ui.draft.length > 0,
    perform: ({ store, announce }) => {
      store.setPendingObject(null);
      store.setUi({ draft: [] });
      announce(t`Çizim bırakıldı.`);
    },
  },
  { id: 'tool.leave', label: msg`Araçtan çık`, keys: [{ key: 'Escape' }], scope: 'pitch', enabled: ({ store }) => drawingTool(store), perform: (ctx) => setTool(ctx, 'select') },
  { id: 'selection.clear', label: msg`Seçimi bırak`, keys: [{ key: 'Escape' }], scope: 'pitch', enabled: () => true, perform: ({ store }) => store.setUi({ selected: null }) },
  { id: 'draw.cursor', label: msg`İmleci taşı`, keys: ARROWS, scope: 'pitch', enabled: (ctx) => editing(ctx) && drawingTool(ctx.store), perform: (ctx, k) => moveCursor(ctx, k!), refusal: whilePlaying },
  { id: 'draw.place', label: msg`Noktayı koy`, keys: [{ key: 'Enter' }], scope: 'pitch', enabled: (ctx) => editing(ctx) && drawingTool(ctx.store), perform: placeAtCursor, refusal: whilePlaying },
  { id: 'piece.move', label: msg`Seçileni taşı`, keys: ARROWS, scope: 'pitch', enabled: editing, perform: (ctx, k) => moveFocused(ctx, k!), refusal: whilePlaying },
  {
    id: 'piece.edit',
    label: msg`Düzenle`,
    keys: [{ key: 'Enter' }],
    scope: 'pitch',
    enabled: (ctx) => editing(ctx) && editable(ctx),
    perform: ({ store, editPlayer }) => {
      const f = store.ui.focus;
      if (f?.kind === 'player') editPlayer(f.id);
      else if (f?.kind === 'object') store.setUi({ editingText: f.id });
    },
    refusal: whilePlaying,
  },
];
