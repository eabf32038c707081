import { t } from '@lingui/core/macro';
import { addObject, nextObjectId } from '@onbir/shared/board/boardObjects';
import { layoutOf } from '@onbir/shared/board/model';
import type { BoardObject } from '@onbir/shared/board/objects';
import { clampToPitch, pitchDistance, type PitchPoint } from '@onbir/shared/board/pitch';
import { i18n } from '../../../lib/i18n/runtime';
import { type BoardStore, EQUIPMENT_LABELS, TOOL_LABELS } from '../../boardCore';
import { bigEnough, shapeFrom } from '../tools/shapes';
import { focusMetres, keyMove, placeText } from './focus';
import type { CommandContext, KeyInput } from './types';

/** Arrow keys move the focused piece (or the drawing cursor) by this many metres (Shift: the bigger step). */
export const KEY_STEP = 1;
export const KEY_STEP_BIG = 5;

/** A creation tool is in hand (not the pen, not select): the arrows and Enter draw. */
export const drawingTool = (s: BoardStore) => !s.view.penOn && s.ui.tool !== 'select';

function cursorOf(s: BoardStore): PitchPoint {
  const layout = layoutOf(s.board);
  return s.ui.cursor ?? focusMetres(s.board, s.ui.focus) ?? { x: layout.pitch.length / 2, y: layout.pitch.width / 2 };
}

const preview = (s: BoardStore, at: PitchPoint, draft: PitchPoint[]) => s.setPendingObject(draft.length ? shapeFrom(s.ui, s.board, draft[0], at, [...draft, at]) : null);

/** Drawing from the keyboard: an arrow moves the cursor over the pitch (the shape being drawn follows it). */
export function moveCursor({ store: s, announce }: CommandContext, { key, shift }: KeyInput) {
  const cursor = cursorOf(s);
  const by = keyMove(s.board, s.view.view, key, shift ? KEY_STEP_BIG : KEY_STEP);
  const at = clampToPitch(layoutOf(s.board).pitch, { x: Math.round((cursor.x + by.x) * 10) / 10, y: Math.round((cursor.y + by.y) * 10) / 10 }, 0);
  s.setUi({ cursor: at });
  preview(s, at, s.ui.draft);
  const place = placeText(at);
  announce(t`İmleç: ${place}`);
}

function create({ store: s, announce }: CommandContext, o: BoardObject, text: string, cursor: PitchPoint) {
  s.apply((b) => addObject(b, o));
  s.setPendingObject(null);
  s.setUi({ selected: o.id, focus: { kind: 'object', id: o.id }, draft: [], cursor, editingText: o.kind === 'text' ? o.id : null });
  announce(text);
}

/** A point of the shape being drawn (its start, a polygon's corner), said aloud. */
function addCorner({ store: s, announce }: CommandContext, cursor: PitchPoint, polygon: boolean) {
  const draft = [...s.ui.draft, cursor];
  const tool = i18n._(TOOL_LABELS[s.ui.tool]);
  s.setUi({ draft, cursor });
  preview(s, cursor, draft);
  const corner = draft.length;
  announce(
    corner > 1
      ? t`Köşe ${corner} konuldu.`
      : polygon
        ? t`${tool}: başlangıç konuldu. İmleci taşıyıp Enter’a basın; son köşede Enter’a iki kez basınca alan kapanır.`
        : t`${tool}: başlangıç konuldu. İmleci taşıyıp Enter’a basın.`,
  );
}

/**
 * Enter with a creation tool places what the tool makes at the cursor (a label, a piece of equipment) or the
 * points of a shape (an arrow's or a line's two ends, a zone's two corners, a polygon's corners: Enter twice
 * on the last one closes it).
 */
export function placeAtCursor(ctx: CommandContext) {
  const { board, ui } = ctx.store;
  const cursor = cursorOf(ctx.store);
  const id = nextObjectId(board);
  if (ui.tool === 'text') {
    return create(ctx, { kind: 'text', id, colour: ui.colour, at: cursor, text: '', size: ui.textSize }, t`Yazıyı girin; Enter kaydeder, Escape vazgeçer.`, cursor);
  }
  if (ui.tool === 'equipment') {
    const item = i18n._(EQUIPMENT_LABELS[ui.equipment]);
    const place = placeText(cursor);
    return create(ctx, { kind: 'equipment', id, colour: ui.colour, item: ui.equipment, at: cursor, rot: 0 }, t`${item} eklendi. ${place}`, cursor);
  }
  const polygon = ui.tool === 'zone' && ui.zoneShape === 'polygon';
  const last = ui.draft[ui.draft.length - 1];
  if (!ui.draft.length || (polygon && !(last && pitchDistance(last, cursor) < 0.05))) return addCorner(ctx, cursor, polygon);
  const shape = shapeFrom(ui, board, ui.draft[0], cursor, polygon ? ui.draft : [...ui.draft, cursor]);
  if (!bigEnough(shape)) return ctx.announce(t`Çok küçük: imleci biraz daha uzağa taşıyın.`);
  const tool = i18n._(TOOL_LABELS[ui.tool]);
  create(ctx, shape, t`${tool} çizildi.`, cursor);
}
