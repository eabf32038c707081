import type { DrawnBoard, DrawnTrailPoint } from '@onbir/shared/board/drawnBoard';
import type { Point } from '@onbir/shared/board/layout';
import { trailUpTo } from '@onbir/shared/board/trails';
import { lineLength, type TrailPart } from './pieces';

/**
 * The dragged piece's trail as the drag found it, and where the piece stood. The background keeps that
 * picture (the trail to the piece's first place), so a drag's first frame repaints no background: on a
 * board at the limits that repaint was the slowest frame of a drag (e2e/bench/heavyLink.bench.ts). A frame
 * draws the rest, from that first place through the points the drag records to the piece, its dashes
 * running on from the kept part's length. Once dropped, the background is painted with the whole trail.
 */
export interface HeldTrail {
  id: number | 'ball';
  trail: readonly DrawnTrailPoint[];
  at: Point;
}

export const pieceOf = (board: DrawnBoard, id: number | 'ball') => (id === 'ball' ? board.ball : board.players.find((p) => p.id === id));

/** The kept part as the background draws it (as it was drawn before the drag). */
export function heldPart(held: HeldTrail): TrailPart {
  return { points: held.trail, end: held.at, dashOffset: 0 };
}

/**
 * The part a frame draws: undefined when the trail is no longer the held one grown at its end (it was
 * cut, cleared or replaced), and the whole trail is drawn on the frame instead.
 */
export function addedPart(held: HeldTrail, board: DrawnBoard): TrailPart | undefined {
  const piece = pieceOf(board, held.id);
  if (!piece) return undefined;
  const { trail } = piece;
  const n = held.trail.length;
  if (trail.length < n || (n && (trail[0] !== held.trail[0] || trail[n - 1] !== held.trail[n - 1]))) return undefined;
  const kept = trailUpTo(held.trail, board.current);
  const added = trail.slice(n);
  // A trail the drag started has its first point where the piece stood: nothing is drawn before it.
  if (!kept.length) return { points: added, end: piece, dashOffset: 0 };
  return { points: [held.at, ...added], end: piece, dashOffset: lineLength([...kept, held.at]) };
}
