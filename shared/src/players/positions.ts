import { POSITIONS, type Position } from './types';

const KNOWN = new Set<string>(POSITIONS);

export function isPosition(code: string): code is Position {
  return KNOWN.has(code);
}

/**
 * Parses a position list as the data sources write it ('ST, LW' or 'ST,LW'), best first, duplicates
 * dropped. Returns null when any code is unknown, so a caller can report the row instead of guessing.
 */
export function parsePositions(list: string): Position[] | null {
  const codes = list
    .split(',')
    .map((c) => c.trim().toLocaleUpperCase('en'))
    .filter(Boolean);
  if (codes.length === 0 || !codes.every(isPosition)) return null;
  return [...new Set(codes)] as Position[];
}

/**
 * A player's positions as an array, from the wire's comma-separated field ('ST, LW'): the one reader of
 * that field, so every rule works on the array.
 */
export function positionsOf(player: { player_positions: string }): string[] {
  return player.player_positions.split(',').map((p) => p.trim()).filter(Boolean);
}

/** The game's eligibility rule: a player may fill a slot whose position is one of his own positions. */
export function canPlay(positions: readonly string[], slotPosition: string): boolean {
  return positions.includes(slotPosition);
}

/**
 * Positions a player of the first position also plays as a matter of course: a full-back plays
 * wing-back and back, a striker plays centre-forward, a winger plays the wide midfield role. EA's
 * cards list these as alternative positions for almost every such player; the shipped pool names
 * only each player's own positions, so its loader adds these. Order: the player's own first.
 */
const NATURAL_ALTERNATES: Partial<Record<Position, Position[]>> = {
  RB: ['RWB'],
  LB: ['LWB'],
  RWB: ['RB'],
  LWB: ['LB'],
  ST: ['CF'],
  CF: ['ST'],
  RW: ['RM'],
  LW: ['LM'],
  RM: ['RW'],
  LM: ['LW'],
};

export function withNaturalAlternates(positions: readonly Position[]): Position[] {
  const all = [...positions];
  for (const p of positions) for (const alt of NATURAL_ALTERNATES[p] ?? []) if (!all.includes(alt)) all.push(alt);
  return all;
}
