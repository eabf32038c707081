import { t } from '@lingui/core/macro';
import { visibleObjects } from '@onbir/shared/board/boardObjects';
import { layoutOf, type Board } from '@onbir/shared/board/model';
import { objectCentre } from '@onbir/shared/board/objects';
import { canvasToPitch, metres, screenToWorldDirection, viewTransform, type PitchPoint, type PitchView } from '@onbir/shared/board/pitch';
import { i18n } from '../../../lib/i18n/runtime';
import { EQUIPMENT_LABELS, TEAM_LABELS, TOOL_LABELS, type Focus } from '../../boardCore';

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

export const same = (a: Focus | null, b: Focus) => !!a && a.kind === b.kind && (a.kind === 'ball' || (b.kind !== 'ball' && a.id === b.id));

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
export function placeText(m: PitchPoint): string {
  const ahead = Math.round(m.x);
  const across = Math.round(m.y);
  return t`${ahead} m ileri, ${across} m yan`;
}

export function focusMetres(board: Board, f: Focus | null): PitchPoint | null {
  if (!f) return null;
  if (f.kind === 'object') {
    const o = board.objects.find((x) => x.id === f.id);
    return o ? objectCentre(o) : null;
  }
  const at = f.kind === 'ball' ? board.ball : board.players.find((p) => p.id === f.id);
  return at ? metres(at.x, at.y) : null;
}

export function focusPlace(board: Board, f: Focus): string {
  const m = f.kind === 'object' ? null : focusMetres(board, f);
  return m ? placeText(m) : '';
}

/** An arrow key as a move of `step` metres in the direction it points on screen (the view may be turned). */
export function keyMove(board: Board, view: PitchView, key: string, step: number): PitchPoint {
  const layout = layoutOf(board);
  const screen = { x: key === 'ArrowLeft' ? -1 : key === 'ArrowRight' ? 1 : 0, y: key === 'ArrowUp' ? -1 : key === 'ArrowDown' ? 1 : 0 };
  const world = screenToWorldDirection(viewTransform(layout, view), screen);
  const o = canvasToPitch(layout, { x: 0, y: 0 });
  const u = canvasToPitch(layout, world);
  const len = Math.hypot(u.x - o.x, u.y - o.y) || 1;
  return { x: ((u.x - o.x) / len) * step, y: ((u.y - o.y) / len) * step };
}

