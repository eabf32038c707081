import type { Layout, LayoutPoint } from './layout';
import { layoutOf, type Board, type BoardPlayer, type Drawing, type TrailPoint } from './model';
import { pitchToCanvas } from './pitch';

/**
 * The board as the renderer and the pointer see it: its metres put in the pixels of the layout it is
 * drawn on (pitch.ts `pitchToCanvas`), the one place pieces, trails and strokes change space. The board
 * itself never holds pixels. Each part is converted once and kept while it is the same object (a drag
 * moves one piece; the other trails and the strokes keep their pixels, so the renderer's caches hold).
 */
export type DrawnTrailPoint = LayoutPoint & { s?: number };

export interface DrawnPlayer extends Omit<BoardPlayer, 'x' | 'y' | '__space' | 'trail'> {
  x: number;
  y: number;
  readonly __space?: 'pixels';
  trail: DrawnTrailPoint[];
}

export interface DrawnBall {
  x: number;
  y: number;
  readonly __space?: 'pixels';
  /** The layout's ball radius. */
  radius: number;
  trail: DrawnTrailPoint[];
}

export interface DrawnDrawing extends Omit<Drawing, 'points'> {
  points: LayoutPoint[];
}

export interface DrawnBoard extends Omit<Board, 'players' | 'ball' | 'drawings'> {
  players: DrawnPlayer[];
  ball: DrawnBall;
  drawings: DrawnDrawing[];
}


interface Parts {
  boards: WeakMap<Board, DrawnBoard>;
  trails: WeakMap<TrailPoint[], DrawnTrailPoint[]>;
  /** Each piece's trail as last converted: a drag grows it by a point at a time. */
  last: Map<number, { from: TrailPoint[]; out: DrawnTrailPoint[] }>;
  players: WeakMap<BoardPlayer, DrawnPlayer>;
  drawings: WeakMap<Drawing[], DrawnDrawing[]>;
}
/** The ball's key among the pieces' trails (players' ids start at 1). */
const BALL = 0;

/**
 * A trail that is the last one converted with one point added (as a move records it): the converted
 * points kept, the new one converted. Undefined for any other change (then it is converted whole).
 */
function grown(last: { from: TrailPoint[]; out: DrawnTrailPoint[] } | undefined, t: TrailPoint[], px: (p: TrailPoint) => DrawnTrailPoint): DrawnTrailPoint[] | undefined {
  if (!last) return undefined;
  const n = last.from.length;
  if (t.length !== n + 1 || !n || t[0] !== last.from[0] || t[n - 1] !== last.from[n - 1]) return undefined;
  const out = last.out.slice();
  out.push(px(t[n]));
  return out;
}

/** Per layout (`layoutFor` gives one object per layout and format). */
const parts = new WeakMap<Layout, Parts>();

function partsOf(layout: Layout): Parts {
  const p = parts.get(layout) ?? { boards: new WeakMap(), trails: new WeakMap(), last: new Map(), players: new WeakMap(), drawings: new WeakMap() };
  parts.set(layout, p);
  return p;
}

/** The board in the pixels of `layout` (its own by default); the same object for the same board. */
export function drawnBoard(board: Board, layout: Layout = layoutOf(board)): DrawnBoard {
  const cache = partsOf(layout);
  const hit = cache.boards.get(board);
  if (hit) return hit;
  const px = (p: TrailPoint): DrawnTrailPoint => {
    const q = pitchToCanvas(layout, p);
    return p.s ? { x: q.x, y: q.y, s: p.s } : q;
  };
  const trail = (t: TrailPoint[], id: number): DrawnTrailPoint[] => {
    const hit = cache.trails.get(t);
    if (hit) return hit;
    const out = grown(cache.last.get(id), t, px) ?? t.map(px);
    cache.trails.set(t, out);
    cache.last.set(id, { from: t, out });
    return out;
  };
  const player = (p: BoardPlayer): DrawnPlayer => {
    const hit = cache.players.get(p);
    if (hit) return hit;
    // The brand is a type alone: the spread object carries none.
    const out = { ...p, ...pitchToCanvas(layout, p), trail: trail(p.trail, p.id) } as DrawnPlayer;
    cache.players.set(p, out);
    return out;
  };
  const drawings = cache.drawings.get(board.drawings) ?? board.drawings.map((d) => ({ ...d, points: d.points.map((q) => pitchToCanvas(layout, q)) }));
  cache.drawings.set(board.drawings, drawings);
  const drawn: DrawnBoard = {
    ...board,
    players: board.players.map(player),
    ball: { ...pitchToCanvas(layout, board.ball), radius: layout.ballRadius, trail: trail(board.ball.trail, BALL) },
    drawings,
  };
  cache.boards.set(board, drawn);
  return drawn;
}
