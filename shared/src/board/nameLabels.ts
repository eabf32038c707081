import type { Box, LabelInput, LabelPiece } from '../pitch/labelLayout';
import type { Measure } from '../pitch/nameForms';
import type { Layout, Point } from './layout';
import type { DrawnBoard } from './drawnBoard';
import type { BoardPlayer } from './model';
import { worldToView, type ViewTransform } from './pitch';

/** How a board draws a name label: its padding each side and its height, in ems. */
export const BOARD_LABEL = { pad: 0.4, lineHeight: 1.44, minSize: 0.8 } as const;

/**
 * What a player draws outside his disc (`r` its radius), as boxes: the captain's armband, a card, the
 * goals badge (pieces.ts draws them there). A name never covers them.
 */
export function playerMarks(p: Pick<BoardPlayer, 'captain' | 'cards' | 'goals'>, at: Point, r: number): Box[] {
  const out: Box[] = [];
  const round = (cx: number, cy: number, cr: number) => out.push({ x: cx - cr, y: cy - cr, w: 2 * cr, h: 2 * cr });
  if (p.captain) round(at.x - r * 0.78, at.y + r * 0.62, r * 0.36);
  if (p.cards.yellow || p.cards.red) out.push({ x: at.x + r * 0.55, y: at.y - r * 1.05, w: r * 0.42, h: r * 0.42 * 1.35 });
  if (p.goals > 0) round(at.x - r * 0.8, at.y - r * 0.8, r * 0.3);
  return out;
}

/** A player's name as the board shows it: none while it is only his number. */
export const shownName = (p: Pick<BoardPlayer, 'name' | 'num'>) => (p.name === String(p.num) ? '' : p.name);

/** The part of the canvas a view shows the pitch in (canvas pixels, before the device ratio). */
export function shownArea(layout: Layout, t: ViewTransform): Box {
  const { x, y, w, h } = t.rect;
  const corners = [
    { x, y },
    { x: x + w, y },
    { x, y: y + h },
    { x: x + w, y: y + h },
  ].map((p) => worldToView(t, p));
  const x0 = Math.max(0, Math.min(...corners.map((c) => c.x)));
  const y0 = Math.max(0, Math.min(...corners.map((c) => c.y)));
  const x1 = Math.min(layout.width, Math.max(...corners.map((c) => c.x)));
  const y1 = Math.min(layout.height, Math.max(...corners.map((c) => c.y)));
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/**
 * The board's names as a label layout's input, upright in the canvas's pixels under the view `t`,
 * inside the part of the pitch it shows; a player the view leaves out has none.
 */
export function boardLabelInput(board: Pick<DrawnBoard, 'players' | 'ball'>, layout: Layout, t: ViewTransform, measure: Measure): LabelInput {
  const pitch = shownArea(layout, t);
  const r = (layout.playerSize / 2) * t.scale;
  const shown = (p: Point) => p.x >= pitch.x && p.x <= pitch.x + pitch.w && p.y >= pitch.y && p.y <= pitch.y + pitch.h;
  const pieces: LabelPiece[] = board.players.flatMap((p) => {
    const at = worldToView(t, p);
    return shown(at) ? [{ key: String(p.id), name: shownName(p), x: at.x, y: at.y, r, marks: playerMarks(p, at, r) }] : [];
  });
  const ball = worldToView(t, board.ball);
  const size = layout.labelSize * t.scale;
  return {
    pitch,
    pieces,
    ball: { x: ball.x, y: ball.y, r: board.ball.radius * t.scale },
    measure,
    size,
    minSize: size * BOARD_LABEL.minSize,
    pad: BOARD_LABEL.pad,
    lineHeight: BOARD_LABEL.lineHeight,
    gap: Math.max(1, 2 * t.scale),
  };
}
