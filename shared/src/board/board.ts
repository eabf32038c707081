import { DEFAULT_FORMATION, FORMATION_SPOTS, mirrorSpot, type BoardFormation } from './formations';
import { clampBall, clampPlayer, distance, LAYOUTS, toPixel, toSpot, type Layout, type LayoutKind, type Point, type Spot } from './layout';
import type { BoardObject } from './objects';
import type { PitchPoint, PitchView } from './pitch';

/**
 * One step of an animated sequence: where every player, the ball and each piece of equipment stands
 * (pitch metres, so a step survives a device change) and which drawings it shows.
 */
export interface Step {
  players: Record<number, PitchPoint>;
  ball: PitchPoint;
  equipment: Record<number, { at: PitchPoint; rot: number }>;
  shown: number[];
}

export type Team = 'A' | 'B';
export type PlayerMode = 11 | 22;

export interface Cards {
  yellow: boolean;
  red: boolean;
}

export interface BoardPlayer {
  /** 1..11 team A, 12..22 team B (spec 3.1). */
  id: number;
  name: string;
  x: number;
  y: number;
  team: Team;
  trail: Point[];
  cards: Cards;
  goals: number;
}

export interface Ball {
  x: number;
  y: number;
  radius: number;
  trail: Point[];
}

export interface Drawing {
  /** Creation timestamp (spec 3.1). */
  id: number;
  points: Point[];
}

export interface Board {
  layout: LayoutKind;
  mode: PlayerMode;
  /** Shown in the title; one of the board formations, or a formation name imported from the builder. */
  formation: string;
  /** Team A's spots the formation places players on (team B mirrors them). */
  lineup: Spot[];
  players: BoardPlayer[];
  ball: Ball;
  drawings: Drawing[];
  trailsOn: boolean;
  penOn: boolean;
  /** False: team A red, team B blue. True: swapped. */
  coloursSwapped: boolean;
  /** Arrows, lines, zones, labels and equipment in pitch metres; the last is drawn on top. */
  objects: BoardObject[];
  /** Ids of the drawings (objects other than equipment) shown in the current step. */
  shown: number[];
  /**
   * The animation's steps (steps.ts). Empty: the board is its one step. Otherwise `steps[current]` is
   * the step being edited, whose live positions are the players, ball and objects above.
   */
  steps: Step[];
  current: number;
  view: PitchView;
  /** Mown stripes on the grass, or plain. */
  stripes: boolean;
  /** Measurements drawn over the pitch (measure.ts). */
  measure: boolean;
}

export const TEAM_COLOURS = { red: '#d32f2f', blue: '#1e5bd8' } as const;

export function teamColour(board: Pick<Board, 'coloursSwapped'>, team: Team): string {
  const aIsRed = !board.coloursSwapped;
  return (team === 'A') === aIsRed ? TEAM_COLOURS.red : TEAM_COLOURS.blue;
}

export function layoutOf(board: Pick<Board, 'layout'>): Layout {
  return LAYOUTS[board.layout];
}

/** The shirt number: 1..11 in each team. It is also the default name. */
export function shirtNumber(id: number): number {
  return id > 11 ? id - 11 : id;
}

export function isSentOff(player: BoardPlayer): boolean {
  return player.cards.red;
}

function centre(layout: Layout): Point {
  return { x: layout.width / 2, y: layout.height / 2 };
}

function freshPlayer(layout: Layout, lineup: Spot[], id: number): BoardPlayer {
  const team: Team = id <= 11 ? 'A' : 'B';
  const spot = team === 'A' ? lineup[id - 1] : mirrorSpot(lineup[id - 12]);
  return { id, name: String(shirtNumber(id)), ...clampPlayer(layout, toPixel(layout, spot)), team, trail: [], cards: { yellow: false, red: false }, goals: 0 };
}

export function createBoard(layout: LayoutKind, options: { mode?: PlayerMode; formation?: BoardFormation } = {}): Board {
  const formation = options.formation ?? DEFAULT_FORMATION;
  const base: Board = {
    layout,
    mode: options.mode ?? 11,
    formation,
    lineup: FORMATION_SPOTS[formation],
    players: [],
    ball: { ...centre(LAYOUTS[layout]), radius: LAYOUTS[layout].ballRadius, trail: [] },
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
  return placeTeams(base);
}

/**
 * Puts every player of the current mode on its formation spot with an empty trail, keeping the name,
 * cards and goals of players who were already on the board.
 */
function placeTeams(board: Board): Board {
  const layout = layoutOf(board);
  const ids = Array.from({ length: board.mode }, (_, i) => i + 1);
  const players = ids.map((id) => {
    const fresh = freshPlayer(layout, board.lineup, id);
    const old = board.players.find((p) => p.id === id);
    return old ? { ...fresh, name: old.name, cards: old.cards, goals: old.goals } : fresh;
  });
  return { ...board, players };
}

/** 11/22 switch: re-applies the formation, keeps cards and goals, adds or removes team B (4.1). */
export function setMode(board: Board, mode: PlayerMode): Board {
  return placeTeams({ ...board, mode });
}

/** Formation change: keeps cards and goals, clears trails, puts the ball back on the centre spot (4.1). */
export function setFormation(board: Board, formation: BoardFormation): Board {
  return resetFormation({ ...board, formation, lineup: FORMATION_SPOTS[formation] });
}

/** The reset button: everyone back on the current formation, trails cleared, ball centred. */
export function resetFormation(board: Board): Board {
  const layout = layoutOf(board);
  return placeTeams({ ...board, ball: { ...board.ball, ...centre(layout), trail: [] } });
}

function withTrailPoint(trail: Point[], from: Point, to: Point, spacing: number): Point[] {
  const start = trail.length ? trail : [{ x: from.x, y: from.y }];
  return distance(start[start.length - 1], to) >= spacing ? [...start, to] : start;
}

/** Moves a player, clamped to the pitch; with trails on, records a point at the layout's spacing (5.1). */
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

export function setTrails(board: Board, on: boolean): Board {
  return { ...board, trailsOn: on };
}

export function clearTrails(board: Board): Board {
  return { ...board, players: board.players.map((p) => ({ ...p, trail: [] })), ball: { ...board.ball, trail: [] } };
}

/** Turning the pen on turns trail recording off (4.1); turning it off leaves trails as they are. */
export function setPen(board: Board, on: boolean): Board {
  return { ...board, penOn: on, trailsOn: on ? false : board.trailsOn };
}

export function swapColours(board: Board): Board {
  return { ...board, coloursSwapped: !board.coloursSwapped };
}

/** Drawing points closer than this to the previous one are dropped (5.1: "more than 2 px"). */
export const DRAWING_MIN_SPACING = 2;

export function addDrawingPoint(points: Point[], p: Point): Point[] {
  if (points.length && distance(points[points.length - 1], p) <= DRAWING_MIN_SPACING) return points;
  return [...points, p];
}

/** A finished stroke is kept only with more than one point (4.1). */
export function commitDrawing(board: Board, drawing: Drawing): Board {
  if (drawing.points.length <= 1) return board;
  return { ...board, drawings: [...board.drawings, drawing] };
}

export function clearDrawings(board: Board): Board {
  return { ...board, drawings: [] };
}

export interface PlayerEdit {
  name: string;
  cards: Cards;
  goals: number;
}

/** Yellow and red exclude each other; setting red clears yellow (4.1). */
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
      p.id === id ? { ...p, name: edit.name.trim() || String(shirtNumber(id)), cards, goals: clampGoals(edit.goals) } : p,
    ),
  };
}

/** Re-expresses the board on another pitch layout (a board saved on a phone and opened on a desktop). */
export function convertLayout(board: Board, kind: LayoutKind): Board {
  if (board.layout === kind) return board;
  const from = layoutOf(board);
  const to = LAYOUTS[kind];
  const map = (p: Point): Point => {
    const q = toPixel(to, toSpot(from, p));
    return { x: Math.round(q.x * 10) / 10, y: Math.round(q.y * 10) / 10 };
  };
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
