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
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  if (codes.length === 0 || !codes.every(isPosition)) return null;
  return [...new Set(codes)] as Position[];
}

/** The game's eligibility rule: a player may fill a slot whose position is one of his own positions. */
export function canPlay(positions: readonly string[], slotPosition: string): boolean {
  return positions.includes(slotPosition);
}
