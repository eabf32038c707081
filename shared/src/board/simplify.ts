import { layoutFor, type Point } from './layout';
import { pixelsPerMetre } from './pitch';
import type { Board, TrailPoint } from './model';

/**
 * Trails and pen strokes thinned on read (Ramer–Douglas–Peucker), so a board opened from a link or from
 * storage holds no more points than the renderer draws at interactive speed: a link at the serializer's
 * limits (40 trails and 60 strokes of 2,000 points) froze the tab for seconds on open and on every drag.
 */

/** The widest picture the board is drawn into (the PNG export, exportPng.ts). */
export const LARGEST_EXPORT_WIDTH = 1920;

/** Trail and stroke points a board keeps once read (e2e/bench/heavyLink.bench.ts measures it). */
export const DRAWN_POINTS_BUDGET = 20_000;

const stepOf = (p: Point) => (p as TrailPoint).s ?? 0;

/** Marks the points of [first, last] that RDP keeps at `tol2` (squared), with an explicit stack. */
function markKept(points: readonly Point[], first: number, last: number, tol2: number, keep: Uint8Array) {
  keep[first] = keep[last] = 1;
  const stack = [first, last];
  while (stack.length) {
    const b = stack.pop()!;
    const a = stack.pop()!;
    const { x: ax, y: ay } = points[a];
    const dx = points[b].x - ax;
    const dy = points[b].y - ay;
    const len2 = dx * dx + dy * dy;
    let worst = -1;
    let worstD = tol2;
    for (let i = a + 1; i < b; i++) {
      const px = points[i].x - ax;
      const py = points[i].y - ay;
      // Squared distance to the segment a–b (to a itself when b is on a).
      const t = len2 ? Math.max(0, Math.min(1, (px * dx + py * dy) / len2)) : 0;
      const ex = t * dx - px;
      const ey = t * dy - py;
      const d = ex * ex + ey * ey;
      if (d > worstD) {
        worst = i;
        worstD = d;
      }
    }
    if (worst < 0) continue;
    keep[worst] = 1;
    stack.push(a, worst, worst, b);
  }
}

/**
 * The line with every point within `tolerance` of it dropped. The first and last point of each step's
 * run of a trail are kept, so a step still shows the trail its moves drew (trails.ts).
 */
export function simplifyPath<P extends Point>(points: readonly P[], tolerance: number): P[] {
  if (points.length < 3) return points.slice();
  const keep = new Uint8Array(points.length);
  let start = 0;
  for (let i = 1; i <= points.length; i++) {
    if (i < points.length && stepOf(points[i]) === stepOf(points[start])) continue;
    markKept(points, start, i - 1, tolerance * tolerance, keep);
    start = i;
  }
  return points.filter((_, i) => keep[i] === 1);
}

/**
 * Every other point of a line, its ends and the first point of each step kept: the last resort for a board
 * made to defeat the tolerance (a trail whose steps alternate point by point keeps no run to thin).
 */
function halve<P extends Point>(points: readonly P[]): P[] {
  const seen = new Set<number>();
  return points.filter((p, i) => {
    const first = !seen.has(stepOf(p));
    seen.add(stepOf(p));
    return first || i % 2 === 0 || i === points.length - 1;
  });
}

/** Half a pixel of the largest export, in the metres the board stores: below what any picture of the board shows. */
export function drawnTolerance(board: Pick<Board, 'layout' | 'format'>): number {
  const layout = layoutFor(board.layout, board.format);
  return (0.5 * layout.width) / LARGEST_EXPORT_WIDTH / pixelsPerMetre(layout);
}

type Paths = { trails: TrailPoint[][]; strokes: Point[][] };
const pointsOf = (x: Paths) => [...x.trails, ...x.strokes].reduce((n, l) => n + l.length, 0);

function thin(paths: Paths, f: <P extends Point>(l: readonly P[]) => P[]): Paths {
  return { trails: paths.trails.map((l) => f(l)), strokes: paths.strokes.map((l) => f(l)) };
}

/**
 * The board with its trails and strokes thinned: below half a pixel of the largest export (in metres), which changes
 * no drawn pixel that matters; a board still over `budget` (lines made to defeat it) is thinned with a
 * growing tolerance, then by halving every line.
 */
export function simplifyBoard(board: Board, budget = DRAWN_POINTS_BUDGET): Board {
  const original: Paths = { trails: [board.ball.trail, ...board.players.map((p) => p.trail)], strokes: board.drawings.map((d) => d.points) };
  let tolerance = drawnTolerance(board);
  let paths = thin(original, (l) => simplifyPath(l, tolerance));
  for (let i = 0; i < 6 && pointsOf(paths) > budget; i++) {
    tolerance *= 2;
    paths = thin(paths, (l) => simplifyPath(l, tolerance));
  }
  for (let i = 0; i < 12 && pointsOf(paths) > budget; i++) paths = thin(paths, halve);
  const [ball, ...trails] = paths.trails;
  return {
    ...board,
    ball: { ...board.ball, trail: ball },
    players: board.players.map((p, i) => ({ ...p, trail: trails[i] })),
    drawings: board.drawings.map((d, i) => ({ ...d, points: paths.strokes[i] })),
  };
}
