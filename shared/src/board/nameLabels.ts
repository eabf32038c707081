import type { Box, LabelInput, LabelPiece } from '../pitch/labelLayout';
import type { Measure } from '../pitch/nameForms';
import type { Layout, Point } from './layout';
import type { Board, BoardPlayer } from './model';

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

/**
 * The board's names as a label layout's input, in the units the canvas is seen in: `toView` takes a
 * world point there, `scale` is how many of those units a world pixel is, `pitch` the area shown.
 */
export function boardLabelInput(board: Pick<Board, 'players' | 'ball'>, layout: Layout, pitch: Box, toView: (p: Point) => Point, scale: number, measure: Measure): LabelInput {
  const r = (layout.playerSize / 2) * scale;
  const pieces: LabelPiece[] = board.players.map((p) => {
    const at = toView(p);
    return { key: String(p.id), name: shownName(p), x: at.x, y: at.y, r, marks: playerMarks(p, at, r) };
  });
  const ball = toView(board.ball);
  const size = layout.labelSize * scale;
  return {
    pitch,
    pieces,
    ball: { x: ball.x, y: ball.y, r: board.ball.radius * scale },
    measure,
    size,
    minSize: size * BOARD_LABEL.minSize,
    pad: BOARD_LABEL.pad,
    lineHeight: BOARD_LABEL.lineHeight,
    gap: Math.max(1, 2 * scale),
  };
}
