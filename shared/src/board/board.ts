import { DEFAULT_FORMATIONS, formationOf } from './formations';
import { DEFAULT_FORMAT, type FormatSize } from './formats';
import { distance, type Layout, type LayoutKind } from './layout';
import { LIMITS } from './limits';
import { DEFAULT_KEEPERS, layoutOf, type Board, type Cards, type Drawing, type TrailPoint } from './model';
import { PITCHES } from './formats';
import { clampBall, clampPlayer, metres, pixelsPerMetre, type PitchPoint } from './pitch';
import { drawnTolerance, simplifyPath } from './simplify';
import { placeTeams, setSides } from './teams';
import { trailPoint } from './trails';

export function createBoard(layout: LayoutKind, options: { format?: FormatSize; formation?: string; sides?: 1 | 2 } = {}): Board {
  const format = options.format ?? DEFAULT_FORMAT;
  const formation = formationOf(format, options.formation ?? DEFAULT_FORMATIONS[format]) ?? formationOf(format, DEFAULT_FORMATIONS[format])!;
  const pitch = PITCHES[format];
  const base: Board = {
    layout,
    format,
    sides: 1,
    formation: formation.name,
    lineup: formation.slots,
    keepers: DEFAULT_KEEPERS,
    players: formation.slots.map((slot, i) => ({ id: i + 1, team: 'A', num: slot.num, gk: slot.gk, name: String(slot.num), x: 0, y: 0, trail: [], cards: { yellow: false, red: false }, goals: 0 })),
    ball: { ...metres(pitch.length / 2, pitch.width / 2), trail: [] },
    drawings: [],
    coloursSwapped: false,
    objects: [],
    shown: [],
    steps: [],
    current: 0,
  };
  const placed = placeTeams(base);
  return options.sides === 2 ? setSides(placed, 2) : placed;
}

/** A trail with the move to `to` (made in step `step`) recorded, once it is a spacing from the last point. */
function withTrailPoint(trail: TrailPoint[], from: PitchPoint, to: PitchPoint, spacing: number, step: number): TrailPoint[] {
  const start = trail.length ? trail : [trailPoint(from, step)];
  if (distance(start[start.length - 1], to) < spacing) return start;
  const next = trailPoint(to, step);
  // A long session keeps the newest part of a trail.
  return start.length >= LIMITS.trailPoints ? [...start.slice(start.length - LIMITS.trailPoints + 1), next] : [...start, next];
}

/** The layout's trail spacing in metres: a point every 10 px on a laptop, 5 px on a phone (docs/board.md, 'Pieces and pitch sizes'). */
const trailSpacing = (layout: Layout) => layout.trailSpacing / pixelsPerMetre(layout);

/**
 * Moves a player, clamped to the pitch; with trails on (the view's switch, view.ts), records a point at the
 * layout's spacing (docs/board.md, 'Pieces and pitch sizes').
 */
export function movePlayer(board: Board, id: number, to: PitchPoint, trailsOn = true): Board {
  const layout = layoutOf(board);
  const target = clampPlayer(layout, to);
  return {
    ...board,
    players: board.players.map((p) =>
      p.id === id ? { ...p, ...target, trail: trailsOn ? withTrailPoint(p.trail, p, target, trailSpacing(layout), board.current) : p.trail } : p,
    ),
  };
}

export function moveBall(board: Board, to: PitchPoint, trailsOn = true): Board {
  const layout = layoutOf(board);
  const target = clampBall(layout, to);
  const trail = trailsOn ? withTrailPoint(board.ball.trail, board.ball, target, trailSpacing(layout), board.current) : board.ball.trail;
  return { ...board, ball: { ...board.ball, ...target, trail } };
}

export function clearTrails(board: Board): Board {
  return { ...board, players: board.players.map((p) => ({ ...p, trail: [] })), ball: { ...board.ball, trail: [] } };
}

export function swapColours(board: Board): Board {
  return { ...board, coloursSwapped: !board.coloursSwapped };
}

/** Drawing points closer than this (layout pixels) to the previous one are dropped ("more than 2 px": docs/board.md, 'Pieces and pitch sizes'). */
export const DRAWING_MIN_SPACING = 2;

/** A stroke with `p` added, once it is more than 2 px of the layout it is drawn on from the last point. */
export function addDrawingPoint(layout: Layout, points: PitchPoint[], p: PitchPoint): PitchPoint[] {
  if (points.length >= LIMITS.strokePoints) return points;
  if (points.length && distance(points[points.length - 1], p) <= DRAWING_MIN_SPACING / pixelsPerMetre(layout)) return points;
  return [...points, p];
}

export function drawingPoints(board: Pick<Board, 'drawings'>): number {
  return board.drawings.reduce((n, d) => n + d.points.length, 0);
}

/** Whether one more stroke of `points` points fits on the board (limits.ts). */
export function canDraw(board: Pick<Board, 'drawings'>, points = 0): boolean {
  return board.drawings.length < LIMITS.drawings && drawingPoints(board) + points <= LIMITS.drawingPoints;
}

/**
 * A finished stroke is kept only with more than one point (docs/board.md, 'Pieces and pitch sizes'), and while the
 * board has room for it; thinned as a link is on read (simplify.ts), so the room it takes is what is drawn.
 */
export function commitDrawing(board: Board, drawing: Drawing): Board {
  if (drawing.points.length <= 1) return board;
  const points = simplifyPath(drawing.points, drawnTolerance(board));
  if (!canDraw(board, points.length)) return board;
  return { ...board, drawings: [...board.drawings, { ...drawing, points }] };
}

export function clearDrawings(board: Board): Board {
  return { ...board, drawings: [] };
}

export interface PlayerEdit {
  name: string;
  cards: Cards;
  goals: number;
  /** Goalkeeper (wears the team's goalkeeper colour); absent: unchanged. */
  gk?: boolean;
}

/** Yellow and red exclude each other; setting red clears yellow (docs/board.md, 'Pieces and pitch sizes'). */
export function setCard(cards: Cards, card: keyof Cards, on: boolean): Cards {
  if (!on) return { ...cards, [card]: false };
  return card === 'red' ? { yellow: false, red: true } : { yellow: true, red: false };
}

export function clampGoals(goals: number): number {
  return Number.isFinite(goals) ? Math.max(0, Math.floor(goals)) : 0;
}

/** Applies the edit modal's Save: exclusive cards, goals never below 0, an empty name falls back to the shirt number. */
export function applyPlayerEdit(board: Board, id: number, edit: PlayerEdit): Board {
  const cards = edit.cards.red ? { yellow: false, red: true } : { yellow: edit.cards.yellow, red: false };
  return {
    ...board,
    players: board.players.map((p) =>
      p.id === id ? { ...p, name: edit.name.trim() || String(p.num), cards, goals: clampGoals(edit.goals), gk: edit.gk ?? p.gk } : p,
    ),
  };
}

/**
 * The board drawn on another device's pitch (a board saved on a phone and opened on a desktop): its
 * metres stay as they are; only the pitch it is drawn on, and so the sizes its rules use, change.
 */
export function convertLayout(board: Board, kind: LayoutKind): Board {
  return board.layout === kind ? board : { ...board, layout: kind };
}

export function hasDrawings(board: Board): boolean {
  return board.drawings.length > 0;
}

export function hasTrails(board: Board): boolean {
  return board.ball.trail.length > 0 || board.players.some((p) => p.trail.length > 0);
}
