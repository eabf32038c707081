import { layoutOf, type Board, type BoardPlayer } from '../board/model';
import { clampBall, clampPlayer, metres, type PitchPoint } from '../board/pitch';
import { BALL_ID, type MoveOp, type Placed } from './protocol';

/**
 * Between the board and the live wire: which pieces a change moved (sent at once as a move, while the
 * whole board follows only when the drag settles) and the moved pieces put back on a viewer's board.
 */

const dm = (v: number) => Math.round(v * 10);

/** Fields a drag changes: anything else that differs is a change of the board itself. */
const MOVED = new Set(['x', 'y', 'trail']);

function onlyMoved<T extends object>(a: T, b: T): boolean {
  if (a === b) return true;
  for (const k of Object.keys(b) as (keyof T)[]) if (!MOVED.has(k as string) && a[k] !== b[k]) return false;
  return Object.keys(a).length === Object.keys(b).length;
}

/**
 * The pieces `next` moved from `prev`, in pitch decimetres; null when `next` changed more than where
 * pieces stand (a drawing, a step, a name, a format: the whole board must be sent).
 */
export function boardMoves(prev: Board, next: Board): MoveOp['p'] | null {
  if (prev === next) return [];
  if (!onlyMoved({ ...prev, players: null, ball: null }, { ...next, players: null, ball: null })) return null;
  if (prev.players.length !== next.players.length || !onlyMoved(prev.ball, next.ball)) return null;
  const place = (id: number, at: PitchPoint): MoveOp['p'][number] => [id, dm(at.x), dm(at.y)];
  const moved: MoveOp['p'] = [];
  for (let i = 0; i < next.players.length; i++) {
    const a: BoardPlayer = prev.players[i];
    const b = next.players[i];
    if (a === b) continue;
    if (a.id !== b.id || !onlyMoved(a, b)) return null;
    if (a.x !== b.x || a.y !== b.y) moved.push(place(b.id, b));
  }
  if (prev.ball.x !== next.ball.x || prev.ball.y !== next.ball.y) moved.push(place(BALL_ID, next.ball));
  return moved;
}

/** The board with the pieces dragged since it was captured where they stand now. */
export function withMoves(board: Board, moves: Record<string, Placed>): Board {
  const ids = Object.keys(moves);
  if (!ids.length) return board;
  const layout = layoutOf(board);
  const at = ([x, y]: Placed) => metres(x / 10, y / 10);
  const ball = moves[BALL_ID];
  return {
    ...board,
    players: board.players.map((p) => (moves[p.id] ? { ...p, ...clampPlayer(layout, at(moves[p.id])) } : p)),
    ball: ball ? { ...board.ball, ...clampBall(layout, at(ball)) } : board.ball,
  };
}
