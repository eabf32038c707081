import { pitchDistance, type PitchPoint } from './pitch';
import type { Team } from './model';

/**
 * Measurements over a team in pitch metres. Team A attacks towards x = the pitch's length, team B
 * towards x = 0. The goalkeeper is left out of width, depth and lines: he is not part of the block.
 */
export interface Placed {
  id: number;
  team: Team;
  gk: boolean;
  at: PitchPoint;
}

/** Players whose depth differs by less than this belong to the same line. */
export const LINE_TOLERANCE = 6;

export function distanceMetres(a: PitchPoint, b: PitchPoint): number {
  return Math.round(pitchDistance(a, b) * 10) / 10;
}

const outfield = (players: readonly Placed[], team: Team) => players.filter((p) => p.team === team && !p.gk);

export interface TeamShape {
  /** Touchline to touchline spread of the outfield players. */
  width: number;
  /** Deepest to highest outfield player. */
  depth: number;
  /** Each line's mean depth, from the team's own goal outwards. */
  lines: number[];
  /** Distance between consecutive lines. */
  gaps: number[];
}

const r1 = (v: number) => Math.round(v * 10) / 10;

export function teamShape(players: readonly Placed[], team: Team, length: number): TeamShape | null {
  const field = outfield(players, team);
  if (field.length < 2) return null;
  const xs = field.map((p) => p.at.x);
  const ys = field.map((p) => p.at.y);
  // Depth as the team sees it: distance from its own goal line.
  const own = xs.map((x) => (team === 'A' ? x : length - x)).sort((a, b) => a - b);
  const groups: number[][] = [];
  for (const d of own) {
    const g = groups[groups.length - 1];
    if (g && d - g[g.length - 1] < LINE_TOLERANCE) g.push(d);
    else groups.push([d]);
  }
  const lines = groups.map((g) => g.reduce((s, v) => s + v, 0) / g.length);
  return {
    width: r1(Math.max(...ys) - Math.min(...ys)),
    depth: r1(Math.max(...xs) - Math.min(...xs)),
    lines: lines.map(r1),
    gaps: lines.slice(1).map((v, i) => r1(v - lines[i])),
  };
}

/**
 * The offside line against the attacking team: level with the defending team's second-last player
 * (goalkeeper included), or the ball when it is nearer the goal line; never inside the attackers' own
 * half, where nobody is offside. Null when the defending team has fewer than two players.
 */
export function offsideLine(players: readonly Placed[], defending: 'A' | 'B', length: number, ball?: PitchPoint): number | null {
  const towardsGoal = (x: number) => (defending === 'B' ? x : length - x);
  const depths = players.filter((p) => p.team === defending).map((p) => towardsGoal(p.at.x)).sort((a, b) => b - a);
  if (depths.length < 2) return null;
  let line = depths[1];
  if (ball) line = Math.max(line, towardsGoal(ball.x));
  line = Math.max(line, length / 2);
  return r1(defending === 'B' ? line : length - line);
}

/** The team without the ball defends: the one whose nearest player is further from it. */
export function defendingTeam(players: readonly Placed[], ball: PitchPoint): 'A' | 'B' | null {
  const nearest = (team: Team) => Math.min(...players.filter((p) => p.team === team).map((p) => pitchDistance(p.at, ball)));
  const a = nearest('A');
  const b = nearest('B');
  if (!Number.isFinite(a) || !Number.isFinite(b)) return null;
  return a <= b ? 'B' : 'A';
}
