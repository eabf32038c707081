/** How well a player suits the slot he was drafted into, and the line each position belongs to. */

export type Line = 'GK' | 'DEF' | 'MID' | 'FWD';

const LINE: Record<string, Line> = {
  GK: 'GK',
  RB: 'DEF',
  CB: 'DEF',
  LB: 'DEF',
  RWB: 'DEF',
  LWB: 'DEF',
  CDM: 'MID',
  CM: 'MID',
  CAM: 'MID',
  RM: 'MID',
  LM: 'MID',
  RW: 'FWD',
  LW: 'FWD',
  CF: 'FWD',
  ST: 'FWD',
};

/** Positions close enough that a player of one does a fair job in the other (both directions). */
const RELATED: Record<string, string[]> = {
  RB: ['RWB', 'CB', 'RM'],
  LB: ['LWB', 'CB', 'LM'],
  CB: ['RB', 'LB', 'CDM'],
  RWB: ['RB', 'RM', 'RW'],
  LWB: ['LB', 'LM', 'LW'],
  CDM: ['CM', 'CB'],
  CM: ['CDM', 'CAM', 'RM', 'LM'],
  CAM: ['CM', 'CF', 'RW', 'LW'],
  RM: ['RW', 'RWB', 'CM', 'LM'],
  LM: ['LW', 'LWB', 'CM', 'RM'],
  RW: ['RM', 'LW', 'CF', 'CAM'],
  LW: ['LM', 'RW', 'CF', 'CAM'],
  CF: ['ST', 'CAM', 'RW', 'LW'],
  ST: ['CF', 'RW', 'LW'],
};

export function lineOf(position: string): Line {
  return LINE[position] ?? 'MID';
}

/**
 * The share of his rating a player keeps in his slot: 1 in a natural position, 0.9 in a related one,
 * 0.82 elsewhere in the same line, 0.7 in another line, and 0.4 for a goalkeeper out of goal or an
 * outfielder in goal (he simply cannot do the job).
 */
export function positionFit(positions: readonly string[], slot: string): number {
  if (positions.includes(slot)) return 1;
  const isKeeper = positions.includes('GK');
  if (slot === 'GK' || (isKeeper && positions.length === 1)) return 0.4;
  const related = RELATED[slot] ?? [];
  if (positions.some((p) => related.includes(p))) return 0.9;
  const line = lineOf(slot);
  if (positions.some((p) => lineOf(p) === line)) return 0.82;
  return 0.7;
}
