import { displayNumber, layoutOf, moveBall, movePlayer, shirtNumber, type Board } from '@onbir/shared/board/board';
import { deleteObject, moveObject, visibleObjects } from '@onbir/shared/board/boardObjects';
import { canvasToPitch, pitchToCanvas } from '@onbir/shared/board/pitch';
import { boardMessages } from '@onbir/shared/messages/board';
import type { BoardStore } from '../boardStore';
import { EQUIPMENT_LABELS, type Focus } from './ui';

/** Arrow keys move the focused piece by this many metres (Shift: the bigger step). */
export const KEY_STEP = 1;
export const KEY_STEP_BIG = 5;

const KIND_NAMES = { arrow: 'Ok', line: 'Çizgi', zone: 'Alan', text: 'Yazı', equipment: 'Ekipman' } as const;

/** Everything the roving focus visits: players, the ball, then the objects shown in this step. */
export function focusOrder(board: Board): Focus[] {
  return [
    ...board.players.map((p): Focus => ({ kind: 'player', id: p.id })),
    { kind: 'ball' },
    ...visibleObjects(board).map((o): Focus => ({ kind: 'object', id: o.id })),
  ];
}

const same = (a: Focus | null, b: Focus) => !!a && a.kind === b.kind && (a.kind === 'ball' || (b.kind !== 'ball' && a.id === b.id));

/** A Turkish name for a piece, as a screen reader says it. */
export function focusName(board: Board, f: Focus): string {
  if (f.kind === 'ball') return 'Top';
  if (f.kind === 'player') {
    const p = board.players.find((x) => x.id === f.id);
    if (!p) return 'Oyuncu';
    const team = p.team === 'A' ? 'A takımı' : 'B takımı';
    const number = String(displayNumber(p));
    const named = p.name !== number && p.name !== String(shirtNumber(p.id));
    return `${team} ${number} numara${named ? ` (${p.name})` : ''}${p.captain ? ', kaptan' : ''}`;
  }
  const o = board.objects.find((x) => x.id === f.id);
  if (!o) return 'Nesne';
  if (o.kind === 'text') return `Yazı: ${o.text || 'boş'}`;
  if (o.kind === 'equipment') return EQUIPMENT_LABELS[o.item];
  return KIND_NAMES[o.kind];
}

/** Where a piece stands, in metres from team A's goal line and from the top touchline. */
export function focusPlace(board: Board, f: Focus): string {
  const layout = layoutOf(board);
  const at = f.kind === 'ball' ? board.ball : f.kind === 'player' ? board.players.find((p) => p.id === f.id) : null;
  if (!at) return '';
  const m = canvasToPitch(layout, at);
  return `${Math.round(m.x)} m ileri, ${Math.round(m.y)} m yan`;
}

interface Actions {
  announce(text: string): void;
  editPlayer(id: number): void;
  togglePlay(): void;
}

/**
 * The pitch's keys: ] and [ (or Page Down / Page Up) move the focus, arrows move the focused piece,
 * Enter opens its editor, Delete removes an object, Space plays or pauses, Escape clears the selection.
 */
export function handleBoardKey(store: BoardStore, e: React.KeyboardEvent, a: Actions) {
  const { board, ui } = store;
  const order = focusOrder(board);
  const at = order.findIndex((f) => same(ui.focus, f));
  const focusAt = (i: number) => {
    const f = order[(i + order.length) % order.length];
    store.setUi({ focus: f, selected: f.kind === 'object' ? f.id : null });
    a.announce(`${focusName(board, f)}. ${focusPlace(board, f)}`.trim());
  };
  const key = e.key;
  if (key === ' ') {
    a.togglePlay();
  } else if (key === ']' || key === 'PageDown') {
    focusAt(at + 1);
  } else if (key === '[' || key === 'PageUp') {
    focusAt(at < 0 ? order.length - 1 : at - 1);
  } else if (key === 'Escape') {
    store.setUi({ selected: null });
  } else if (ui.playT !== null) {
    // Editing keys do nothing while the animation is shown.
    if (key.startsWith('Arrow') || key === 'Enter' || key === 'Delete') a.announce(boardMessages.EDIT_WHILE_PLAYING);
    else return;
  } else if (key.startsWith('Arrow')) {
    const f = ui.focus ?? order[0];
    if (!ui.focus) store.setUi({ focus: f });
    const step = e.shiftKey ? KEY_STEP_BIG : KEY_STEP;
    // Arrows follow the screen: on the portrait pitch "up" runs along the pitch.
    const screen = { x: key === 'ArrowLeft' ? -1 : key === 'ArrowRight' ? 1 : 0, y: key === 'ArrowUp' ? -1 : key === 'ArrowDown' ? 1 : 0 };
    const layout = layoutOf(board);
    const origin = canvasToPitch(layout, { x: 0, y: 0 });
    const unit = canvasToPitch(layout, { x: screen.x, y: screen.y });
    const len = Math.hypot(unit.x - origin.x, unit.y - origin.y) || 1;
    const by = { x: ((unit.x - origin.x) / len) * step, y: ((unit.y - origin.y) / len) * step };
    store.apply((b) => {
      if (f.kind === 'object') return moveObject(b, f.id, by);
      const from = f.kind === 'ball' ? b.ball : b.players.find((p) => p.id === f.id);
      if (!from) return b;
      const m = canvasToPitch(layout, from);
      const to = pitchToCanvas(layout, { x: m.x + by.x, y: m.y + by.y });
      return f.kind === 'ball' ? moveBall(b, to) : movePlayer(b, f.id, to);
    });
    a.announce(`${focusName(store.board, f)} taşındı. ${focusPlace(store.board, f)}`.trim());
  } else if (key === 'Enter') {
    const f = ui.focus;
    if (f?.kind === 'player') a.editPlayer(f.id);
    else if (f?.kind === 'object' && board.objects.find((o) => o.id === f.id)?.kind === 'text') store.setUi({ editingText: f.id });
    else return;
  } else if (key === 'Delete' || key === 'Backspace') {
    const f = ui.focus;
    if (f?.kind !== 'object') {
      if (f) a.announce(boardMessages.PIECE_NOT_REMOVABLE);
      return;
    }
    const name = focusName(board, f);
    store.apply((b) => deleteObject(b, f.id));
    store.setUi({ focus: null, selected: null });
    a.announce(`${name} silindi.`);
  } else {
    return;
  }
  e.preventDefault();
}
