import type { DrawnBoard } from './drawnBoard';
import { distance, type LayoutPoint } from './layout';
import { layoutOf } from './model';

export type Piece = { kind: 'ball' } | { kind: 'player'; id: number };

/**
 * The piece under a point (layout pixels), topmost first: the ball is drawn above the players, and later players above
 * earlier ones. A small margin makes the small mobile discs easier to catch with a finger.
 */
export function pieceAt(board: DrawnBoard, p: LayoutPoint, margin = 0): Piece | null {
  const layout = layoutOf(board);
  if (distance(board.ball, p) <= board.ball.radius + margin) return { kind: 'ball' };
  for (let i = board.players.length - 1; i >= 0; i--) {
    const player = board.players[i];
    if (distance(player, p) <= layout.playerSize / 2 + margin) return { kind: 'player', id: player.id };
  }
  return null;
}

/** docs/board.md, 'Pieces and pitch sizes': a second tap on the same player within this window opens the edit modal. */
export const DOUBLE_TAP_MS = 300;

export interface Tap {
  playerId: number;
  at: number;
}

export function isDoubleTap(previous: Tap | null, current: Tap): boolean {
  return previous !== null && previous.playerId === current.playerId && current.at - previous.at <= DOUBLE_TAP_MS;
}
