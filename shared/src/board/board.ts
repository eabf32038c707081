import { DEFAULT_FORMATIONS, formationOf } from './formations';
import { DEFAULT_FORMAT, type FormatSize } from './formats';
import { clampBall, clampPlayer, distance, layoutFor, type LayoutKind, type Point } from './layout';
import { LIMITS } from './limits';
import { DEFAULT_KEEPERS, layoutOf, type Board, type Cards, type Drawing } from './model';
import { placeTeams, reframe, setSides } from './teams';

export function createBoard(layout: LayoutKind, options: { format?: FormatSize; formation?: string; sides?: 1 | 2 } = {}): Board {
  const format = options.format ?? DEFAULT_FORMAT;
  const formation = formationOf(format, options.formation ?? DEFAULT_FORMATIONS[format]) ?? formationOf(format, DEFAULT_FORMATIONS[format])!;
  const l = layoutFor(layout, format);
  const base: Board = {
    layout,
    format,
    sides: 1,
    formation: formation.name,
    lineup: formation.slots,
    keepers: DEFAULT_KEEPERS,
    players: formation.slots.map((slot, i) => ({ id: i + 1, team: 'A', num: slot.num, gk: slot.gk, name: String(slot.num), x: 0, y: 0, trail: [], cards: { yellow: false, red: false }, goals: 0 })),
    ball: { x: l.width / 2, y: l.height / 2, radius: l.ballRadius, trail: [] },
    drawings: [],
    trailsOn: true,
    penOn: false,
    coloursSwapped: false,
    objects: [],
    shown: [],
    steps: [],
    current: 0,
    view: 'full',
    stripes: true,
    measure: false,
  };
  const placed = placeTeams(base);
  return options.sides === 2 ? setSides(placed, 2) : placed;
}

function withTrailPoint(trail: Point[], from: Point, to: Point, spacing: number): Point[] {
  const start = trail.length ? trail : [{ x: from.x, y: from.y }];
  if (distance(start[start.length - 1], to) < spacing) return start;
  // A long session keeps the newest part of a trail.
  return start.length >= LIMITS.trailPoints ? [...start.slice(start.length - LIMITS.trailPoints + 1), to] : [...start, to];
}

/** Moves a player, clamped to the pitch; with trails on, records a point at the layout's spacing (docs/board.md, 'Pieces and pitch sizes'). */
export function movePlayer(board: Board, id: number, to: Point): Board {
  const layout = layoutOf(board);
  const target = clampPlayer(layout, to);
  return {
    ...board,
    players: board.players.map((p) =>
      p.id === id ? { ...p, ...target, trail: board.trailsOn ? withTrailPoint(p.trail, p, target, layout.trailSpacing) : p.trail } : p,
    ),
  };
}

export function moveBall(board: Board, to: Point): Board {
  const layout = layoutOf(board);
  const target = clampBall(layout, to);
  const trail = board.trailsOn ? withTrailPoint(board.ball.trail, board.ball, target, layout.trailSpacing) : board.ball.trail;
  return { ...board, ball: { ...board.ball, ...target, trail } };
}

/** The trail switch; a choice made while the pen is out is the one kept when it is put down. */
export function setTrails(board: Board, on: boolean): Board {
  return { ...board, trailsOn: on, trailsBeforePen: undefined };
}

export function clearTrails(board: Board): Board {
  return { ...board, players: board.players.map((p) => ({ ...p, trail: [] })), ball: { ...board.ball, trail: [] } };
}

/** Taking the pen turns trail recording off (docs/board.md, 'Recording and messages'); putting it down turns it back to what it was. */
export function setPen(board: Board, on: boolean): Board {
  if (board.penOn === on) return board;
  if (on) return { ...board, penOn: true, trailsOn: false, trailsBeforePen: board.trailsOn };
  return { ...board, penOn: false, trailsOn: board.trailsBeforePen ?? board.trailsOn, trailsBeforePen: undefined };
}

export function swapColours(board: Board): Board {
  return { ...board, coloursSwapped: !board.coloursSwapped };
}

/** Drawing points closer than this to the previous one are dropped ("more than 2 px": docs/board.md, 'Pieces and pitch sizes'). */
export const DRAWING_MIN_SPACING = 2;

export function addDrawingPoint(points: Point[], p: Point): Point[] {
  if (points.length >= LIMITS.strokePoints) return points;
  if (points.length && distance(points[points.length - 1], p) <= DRAWING_MIN_SPACING) return points;
  return [...points, p];
}

export function drawingPoints(board: Pick<Board, 'drawings'>): number {
  return board.drawings.reduce((n, d) => n + d.points.length, 0);
}

/** Whether one more stroke of `points` points fits on the board (limits.ts). */
export function canDraw(board: Pick<Board, 'drawings'>, points = 0): boolean {
  return board.drawings.length < LIMITS.drawings && drawingPoints(board) + points <= LIMITS.drawingPoints;
}

/** A finished stroke is kept only with more than one point (docs/board.md, 'Pieces and pitch sizes'), and while the board has room for it. */
export function commitDrawing(board: Board, drawing: Drawing): Board {
  if (drawing.points.length <= 1 || !canDraw(board, drawing.points.length)) return board;
  return { ...board, drawings: [...board.drawings, drawing] };
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

/** Re-expresses the board on another device's pitch (a board saved on a phone and opened on a desktop). */
export function convertLayout(board: Board, kind: LayoutKind): Board {
  if (board.layout === kind) return board;
  const from = layoutOf(board);
  const to = layoutFor(kind, board.format);
  const map = reframe(from, to);
  return {
    ...board,
    layout: kind,
    players: board.players.map((p) => ({ ...p, ...clampPlayer(to, map(p)), trail: p.trail.map(map) })),
    ball: { ...clampBall(to, map(board.ball)), radius: to.ballRadius, trail: board.ball.trail.map(map) },
    drawings: board.drawings.map((d) => ({ ...d, points: d.points.map(map) })),
  };
}

export function hasDrawings(board: Board): boolean {
  return board.drawings.length > 0;
}

export function hasTrails(board: Board): boolean {
  return board.ball.trail.length > 0 || board.players.some((p) => p.trail.length > 0);
}
