import type { MatchEvent, Side, TeamInput, Zone } from './types';

/**
 * Where things stand on the match screen's pitches, as plain numbers the client turns into SVG: the
 * line-ups (each player's spot from his slot's position) and the tracker's ball (from an event's attacking
 * side and zone). Both pitches run along x from A's goal (0) to B's goal (100); y runs across (0-100).
 */

/**
 * How far up the pitch each position stands, from its own goal line: a team keeps to its half, and the
 * forwards stay clear of the other side's so their names do not run into each other.
 */
const DEPTH: Record<string, number> = {
  GK: 4, CB: 11, RB: 14, LB: 14, RWB: 19, LWB: 19, CDM: 21, CM: 26, RM: 28, LM: 28, CAM: 33, RW: 37, LW: 37, CF: 38, ST: 40,
};
/** Which flank a position keeps to, seen from its own goal: left first. */
const FLANK: Record<string, number> = { LB: 0, LWB: 0, LM: 0, LW: 0, RB: 2, RWB: 2, RM: 2, RW: 2 };

export interface LineupSpot {
  id: string;
  name: string;
  position: string;
  /** Along the pitch, 0-100 from A's goal to B's. */
  x: number;
  /** Across the pitch, 0-100. */
  y: number;
}

/** How far in from the touchlines a row with a wide player spreads: wide men on the flanks, not inside them. */
const FLANK_EDGE = 16;

/** Across the pitch (0-100 from the left touchline) for the i-th of n players of a row, left flank first. */
function acrossRow(i: number, n: number, flankRow: boolean, flank: number): number {
  if (n === 1) return FLANK_EDGE + (flank * (100 - 2 * FLANK_EDGE)) / 2;
  if (flankRow) return FLANK_EDGE + (i * (100 - 2 * FLANK_EDGE)) / (n - 1);
  return ((i + 1) * 100) / (n + 1);
}

/** The row a position stands in: its line, with holding and attacking midfielders apart. */
const ROW: Record<string, string> = { CDM: 'DM', CAM: 'AM', RW: 'FWD', LW: 'FWD', CF: 'FWD', ST: 'FWD', CM: 'MID', RM: 'MID', LM: 'MID' };
const rowOf = (position: string) => ROW[position] ?? (position === 'GK' ? 'GK' : 'DEF');

/**
 * A team's eleven on the pitch: each row (keeper, defence, holding, midfield, attacking midfield, attack)
 * spread across, left flank to right flank (the centre keeps the input order), each player at his
 * position's depth. Side A attacks towards x = 100, B towards 0.
 */
export function lineupSpots(team: Pick<TeamInput, 'players'>, side: Side): LineupSpot[] {
  const rows = new Map<string, TeamInput['players']>();
  for (const p of team.players) rows.set(rowOf(p.slotPosition), [...(rows.get(rowOf(p.slotPosition)) ?? []), p]);
  const spots: LineupSpot[] = [];
  for (const row of rows.values()) {
    const ordered = [...row].sort((a, b) => (FLANK[a.slotPosition] ?? 1) - (FLANK[b.slotPosition] ?? 1));
    const flankRow = ordered.some((p) => p.slotPosition in FLANK);
    ordered.forEach((p, i) => {
      const depth = DEPTH[p.slotPosition] ?? 26;
      // A's left flank is at the top of the screen when it attacks to the right; B's mirrors it.
      const across = acrossRow(i, ordered.length, flankRow, FLANK[p.slotPosition] ?? 1);
      spots.push({ id: p.id, name: p.name, position: p.slotPosition, x: side === 'A' ? depth : 100 - depth, y: side === 'A' ? across : 100 - across });
    });
  }
  return spots;
}

/** How far the ball is from the attacking side's own goal, by zone. */
const ZONE_DEPTH: Record<Zone, number> = { own_half: 30, middle: 50, final_third: 72, box: 89 };

export interface BallPoint {
  x: number;
  y: number;
  /** The side on the ball, null at stoppages (the ball waits on the centre spot). */
  attacking: Side | null;
}

/** The tracker's ball for an event: the attacking side's zone, across the pitch by a spread fixed per event. */
export function ballPoint(e: Pick<MatchEvent, 'seq' | 'attacking' | 'zone'>): BallPoint {
  if (!e.attacking) return { x: 50, y: 50, attacking: null };
  const depth = ZONE_DEPTH[e.zone];
  const y = e.zone === 'box' ? 35 + ((e.seq * 29) % 30) : 15 + ((e.seq * 37) % 70);
  return { x: e.attacking === 'A' ? depth : 100 - depth, y, attacking: e.attacking };
}
