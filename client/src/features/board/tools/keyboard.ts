import { t } from '@lingui/core/macro';
import { moveBall, movePlayer } from '@onbir/shared/board/board';
import { addObject, deleteObject, moveObject, nextObjectId, visibleObjects } from '@onbir/shared/board/boardObjects';
import { layoutOf, type Board } from '@onbir/shared/board/model';
import { objectCentre, type BoardObject } from '@onbir/shared/board/objects';
import { canvasToPitch, clampToPitch, pitchDistance, pitchToCanvas, screenToWorldDirection, viewTransform, type PitchPoint } from '@onbir/shared/board/pitch';
import { boardMessages } from '@onbir/shared/messages/board';
import { i18n } from '../../../lib/i18n/runtime';
import type { BoardStore } from '../boardStore';
import { bigEnough, shapeFrom } from './shapes';
import { EQUIPMENT_LABELS, TEAM_LABELS, TOOL_LABELS, type Focus } from './ui';

/** Arrow keys move the focused piece (or the drawing cursor) by this many metres (Shift: the bigger step). */
export const KEY_STEP = 1;
export const KEY_STEP_BIG = 5;


/** Everything the roving focus visits: players, the ball, then the objects shown in this step. */
export function focusOrder(board: Board): Focus[] {
  return [
    ...board.players.map((p): Focus => ({ kind: 'player', id: p.id })),
    { kind: 'ball' },
    ...visibleObjects(board).map((o): Focus => ({ kind: 'object', id: o.id })),
  ];
}

const same = (a: Focus | null, b: Focus) => !!a && a.kind === b.kind && (a.kind === 'ball' || (b.kind !== 'ball' && a.id === b.id));

/** A piece's name, as a screen reader says it, in the language on screen. */
export function focusName(board: Board, f: Focus): string {
  if (f.kind === 'ball') return t`Top`;
  if (f.kind === 'player') {
    const p = board.players.find((x) => x.id === f.id);
    if (!p) return t`Oyuncu`;
    const team = i18n._(TEAM_LABELS[p.team]);
    const number = String(p.num);
    let name = t`${team} ${number} numara`;
    if (p.gk) name += t`, kaleci`;
    if (p.name !== number) name += ` (${p.name})`;
    if (p.captain) name += t`, kaptan`;
    return name;
  }
  const o = board.objects.find((x) => x.id === f.id);
  if (!o) return t`Nesne`;
  if (o.kind === 'text') {
    const text = o.text || t`boş`;
    return t`Yazı: ${text}`;
  }
  if (o.kind === 'equipment') return i18n._(EQUIPMENT_LABELS[o.item]);
  return i18n._(TOOL_LABELS[o.kind]);
}

/** Where a piece (or a point) stands, in metres from team A's goal line and from the top touchline. */
function placeText(m: PitchPoint): string {
  const ahead = Math.round(m.x);
  const across = Math.round(m.y);
  return t`${ahead} m ileri, ${across} m yan`;
}

function focusMetres(board: Board, f: Focus | null): PitchPoint | null {
  const layout = layoutOf(board);
  if (!f) return null;
  if (f.kind === 'object') {
    const o = board.objects.find((x) => x.id === f.id);
    return o ? objectCentre(o) : null;
  }
  const at = f.kind === 'ball' ? board.ball : board.players.find((p) => p.id === f.id);
  return at ? canvasToPitch(layout, at) : null;
}

function focusPlace(board: Board, f: Focus): string {
  const m = f.kind === 'object' ? null : focusMetres(board, f);
  return m ? placeText(m) : '';
}

interface Actions {
  announce(text: string): void;
  editPlayer(id: number): void;
  togglePlay(): void;
  exitPlayback(): void;
  setTool(tool: 'select'): void;
}

/** An arrow key as a move of `step` metres in the direction it points on screen (the view may be turned). */
function keyMove(board: Board, key: string, step: number): PitchPoint {
  const layout = layoutOf(board);
  const screen = { x: key === 'ArrowLeft' ? -1 : key === 'ArrowRight' ? 1 : 0, y: key === 'ArrowUp' ? -1 : key === 'ArrowDown' ? 1 : 0 };
  const world = screenToWorldDirection(viewTransform(layout, board.view), screen);
  const o = canvasToPitch(layout, { x: 0, y: 0 });
  const u = canvasToPitch(layout, world);
  const len = Math.hypot(u.x - o.x, u.y - o.y) || 1;
  return { x: ((u.x - o.x) / len) * step, y: ((u.y - o.y) / len) * step };
}

/**
 * Drawing from the keyboard with a creation tool: arrows move a cursor over the pitch, Enter places
 * what the tool makes there (a label, a piece of equipment) or the points of a shape (an arrow's or a
 * line's two ends, a zone's two corners, a polygon's corners: Enter twice on the last one closes it).
 */
function drawKey(store: BoardStore, e: React.KeyboardEvent, a: Actions): boolean {
  const { board, ui } = store;
  const layout = layoutOf(board);
  const cursor = ui.cursor ?? focusMetres(board, ui.focus) ?? { x: layout.pitch.length / 2, y: layout.pitch.width / 2 };
  const preview = (at: PitchPoint, draft: PitchPoint[]) => store.setPendingObject(draft.length ? shapeFrom(ui, board, draft[0], at, [...draft, at]) : null);
  if (e.key.startsWith('Arrow')) {
    const by = keyMove(board, e.key, e.shiftKey ? KEY_STEP_BIG : KEY_STEP);
    const at = clampToPitch(layout.pitch, { x: Math.round((cursor.x + by.x) * 10) / 10, y: Math.round((cursor.y + by.y) * 10) / 10 }, 0);
    store.setUi({ cursor: at });
    preview(at, ui.draft);
    const place = placeText(at);
    a.announce(t`İmleç: ${place}`);
    return true;
  }
  if (e.key !== 'Enter') return false;
  const id = nextObjectId(board);
  const created = (o: BoardObject, text: string) => {
    store.apply((b) => addObject(b, o));
    store.setPendingObject(null);
    store.setUi({ selected: id, focus: { kind: 'object', id }, draft: [], cursor, editingText: o.kind === 'text' ? id : null });
    a.announce(text);
  };
  if (ui.tool === 'text') {
    created({ kind: 'text', id, colour: ui.colour, at: cursor, text: '', size: ui.textSize }, t`Yazıyı girin; Enter kaydeder, Escape vazgeçer.`);
    return true;
  }
  if (ui.tool === 'equipment') {
    const item = i18n._(EQUIPMENT_LABELS[ui.equipment]);
    const place = placeText(cursor);
    created({ kind: 'equipment', id, colour: ui.colour, item: ui.equipment, at: cursor, rot: 0 }, t`${item} eklendi. ${place}`);
    return true;
  }
  const polygon = ui.tool === 'zone' && ui.zoneShape === 'polygon';
  const tool = i18n._(TOOL_LABELS[ui.tool]);
  const last = ui.draft[ui.draft.length - 1];
  if (!ui.draft.length || (polygon && !(last && pitchDistance(last, cursor) < 0.05))) {
    const draft = [...ui.draft, cursor];
    store.setUi({ draft, cursor });
    preview(cursor, draft);
    const corner = draft.length;
    a.announce(
      corner > 1
        ? t`Köşe ${corner} konuldu.`
        : polygon
          ? t`${tool}: başlangıç konuldu. İmleci taşıyıp Enter’a basın; son köşede Enter’a iki kez basınca alan kapanır.`
          : t`${tool}: başlangıç konuldu. İmleci taşıyıp Enter’a basın.`,
    );
    return true;
  }
  const shape = shapeFrom(ui, board, ui.draft[0], cursor, polygon ? ui.draft : [...ui.draft, cursor]);
  if (!bigEnough(shape)) {
    a.announce(t`Çok küçük: imleci biraz daha uzağa taşıyın.`);
    return true;
  }
  created(shape, t`${tool} çizildi.`);
  return true;
}

/**
 * The pitch's keys: ] and [ (or Page Down / Page Up) move the focus, arrows move the focused piece,
 * Enter opens its editor, Delete removes an object, Space plays or pauses, Escape clears the selection
 * (or leaves the animation, or drops the shape being drawn). With a drawing tool, arrows and Enter draw.
 */
export function handleBoardKey(store: BoardStore, e: React.KeyboardEvent, a: Actions) {
  if (!store.ui.keyboard && e.key !== 'Tab') store.setUi({ keyboard: true });
  const { board, ui } = store;
  const order = focusOrder(board);
  const at = order.findIndex((f) => same(ui.focus, f));
  const focusAt = (i: number) => {
    const f = order[(i + order.length) % order.length];
    store.setUi({ focus: f, selected: f.kind === 'object' ? f.id : null });
    a.announce(`${focusName(board, f)}. ${focusPlace(board, f)}`.trim());
  };
  const drawing = !board.penOn && ui.tool !== 'select';
  const key = e.key;
  if (key === ' ') {
    a.togglePlay();
  } else if (key === ']' || key === 'PageDown') {
    focusAt(at + 1);
  } else if (key === '[' || key === 'PageUp') {
    focusAt(at < 0 ? order.length - 1 : at - 1);
  } else if (key === 'Escape') {
    if (ui.playT !== null) a.exitPlayback();
    else if (ui.draft.length) {
      store.setPendingObject(null);
      store.setUi({ draft: [] });
      a.announce(t`Çizim bırakıldı.`);
    } else if (drawing) a.setTool('select');
    else store.setUi({ selected: null });
  } else if (ui.playT !== null) {
    // Editing keys do nothing while the animation is shown.
    if (key.startsWith('Arrow') || key === 'Enter' || key === 'Delete') a.announce(boardMessages.EDIT_WHILE_PLAYING);
    else return;
  } else if (drawing && drawKey(store, e, a)) {
    // Handled by the drawing tool.
  } else if (key.startsWith('Arrow')) {
    const f = ui.focus ?? order[0];
    if (!ui.focus) store.setUi({ focus: f });
    const by = keyMove(board, key, e.shiftKey ? KEY_STEP_BIG : KEY_STEP);
    const layout = layoutOf(board);
    store.apply((b) => {
      if (f.kind === 'object') return moveObject(b, f.id, by);
      const from = f.kind === 'ball' ? b.ball : b.players.find((p) => p.id === f.id);
      if (!from) return b;
      const m = canvasToPitch(layout, from);
      const to = pitchToCanvas(layout, { x: m.x + by.x, y: m.y + by.y });
      return f.kind === 'ball' ? moveBall(b, to) : movePlayer(b, f.id, to);
    });
    const name = focusName(store.board, f);
    const place = focusPlace(store.board, f);
    a.announce(t`${name} taşındı. ${place}`.trim());
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
    a.announce(t`${name} silindi.`);
  } else {
    return;
  }
  e.preventDefault();
}
