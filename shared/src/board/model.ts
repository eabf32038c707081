import type { FormatSize } from './formats';
import type { Slot } from './formations';
import { layoutFor, type Layout, type LayoutKind } from './layout';
import type { BoardObject } from './objects';
import type { PitchPoint } from './pitch';

/**
 * The board as plain data (it is stored, shared in links and sent as it is). Every coordinate is in
 * pitch metres (pitch.ts `PitchPoint`): pieces, trails, pen strokes, objects and steps. Pixels exist
 * only where the board is drawn or touched (drawnBoard.ts, the renderer, the gestures). It is the document
 * alone: how it is looked at and worked on (pen, trails, pitch view, stripes, measurements) is its view
 * (view.ts), which undo, saves and share links do not carry.
 */

/** A and B play each other; C is a third team in bibs (neutral players, the team that waits). */
export type Team = 'A' | 'B' | 'C';
export const TEAMS: readonly Team[] = ['A', 'B', 'C'];

export interface Cards {
  yellow: boolean;
  red: boolean;
}

/** A trail point; `s` is the step (0-based) whose move drew it, absent for the first (trails.ts). */
export type TrailPoint = PitchPoint & {
  s?: number;
};

export interface BoardPlayer {
  /** Unique on the board. Boards of the first versions used 1..11 for team A and 12..22 for team B. */
  id: number;
  team: Team;
  /** Shirt number, shown on the disc; also the default name. */
  num: number;
  /** The goalkeeper wears the team's goalkeeper colour. */
  gk: boolean;
  name: string;
  /** Metres (pitch.ts). */
  x: number;
  y: number;
  readonly __space?: 'metres';
  trail: TrailPoint[];
  cards: Cards;
  goals: number;
  /** Wears the armband (the builder's captain). */
  captain?: boolean;
}

/** The ball in metres; its radius is the layout's (`Layout.ballRadius`). */
export interface Ball {
  x: number;
  y: number;
  readonly __space?: 'metres';
  trail: TrailPoint[];
}

export interface Drawing {
  /** Creation timestamp (docs/board.md, 'Pieces and pitch sizes'). */
  id: number;
  points: PitchPoint[];
}

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

export interface Board {
  layout: LayoutKind;
  /** Players per side: the pitch and the formations follow it. */
  format: FormatSize;
  /** One team, or team B too (the 11/22 switch for every format: docs/board.md, 'Teams and formations'). */
  sides: 1 | 2;
  /** Shown in the title; one of the format's formations, or a formation name imported from the builder. */
  formation: string;
  /** Team A's places in the formation (team B's are these turned round). */
  lineup: Slot[];
  /** Each team's goalkeeper colour. */
  keepers: Record<Team, string>;
  players: BoardPlayer[];
  ball: Ball;
  drawings: Drawing[];
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
  /** Team A's kit from the builder: its shirt takes red's place (the swap still swaps it with blue). */
  kit?: { primary: string; secondary: string; text: string };
  /** The builder's substitutes, by name, listed beside the pitch. */
  bench?: string[];
}

export const TEAM_COLOURS = { red: '#d32f2f', blue: '#1e5bd8', bibs: '#f57c00' } as const;

/** Goalkeeper shirts a coach can pick (they read on grass and differ from the teams' colours). */
export const KEEPER_COLOURS = ['#111111', '#fdd835', '#8bc34a', '#8e24aa', '#9e9e9e', '#ec407a', '#00bcd4', '#ffffff'] as const;
export const DEFAULT_KEEPERS: Record<Team, string> = { A: '#111111', B: '#fdd835', C: '#8e24aa' };

export function teamColour(board: Pick<Board, 'coloursSwapped' | 'kit'>, team: Team): string {
  if (team === 'C') return TEAM_COLOURS.bibs;
  const aIsRed = !board.coloursSwapped;
  return (team === 'A') === aIsRed ? (board.kit?.primary ?? TEAM_COLOURS.red) : TEAM_COLOURS.blue;
}

/** The colour a player's disc is filled with: his team's, or its goalkeeper's. */
export function shirtColour(board: Pick<Board, 'coloursSwapped' | 'keepers' | 'kit'>, player: Pick<BoardPlayer, 'team' | 'gk'>): string {
  return player.gk ? board.keepers[player.team] : teamColour(board, player.team);
}

/** White or near-black, whichever reads better on a fill colour. */
export function inkOn(fill: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(fill.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.6 ? '#111111' : '#ffffff';
}

export function layoutOf(board: Pick<Board, 'layout' | 'format'>): Layout {
  return layoutFor(board.layout, board.format);
}

export function isSentOff(player: Pick<BoardPlayer, 'cards'>): boolean {
  return player.cards.red;
}

export function teamPlayers(board: Pick<Board, 'players'>, team: Team): BoardPlayer[] {
  return board.players.filter((p) => p.team === team);
}
