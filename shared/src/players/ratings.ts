import type { PlayerRatings, Position } from './types';

/** The six face ratings, in the order the data files write them. */
export const FACE_KEYS = ['pace', 'shooting', 'passing', 'dribbling', 'defending', 'physic'] as const;
export type FaceKey = (typeof FACE_KEYS)[number];
export type FaceRatings = Record<FaceKey, number>;

/** A player's ratings picked from any row that has them (a pool row, a game player), nothing else. */
export function ratingsOf(p: PlayerRatings): PlayerRatings {
  const { overall, pace, shooting, passing, dribbling, defending, physic, goalkeeping } = p;
  return { overall, pace, shooting, passing, dribbling, defending, physic, goalkeeping };
}

/**
 * How far each face rating of a typical player of a position sits from his overall
 * [pace, shooting, passing, dribbling, defending, physic]. Shapes follow the usual FIFA/EA cards:
 * a centre-back's defending is his overall, a winger's pace is above it, a striker's defending far below.
 */
const PROFILE: Record<Position, readonly number[]> = {
  GK: [-30, -60, -25, -30, -60, -20],
  CB: [-15, -40, -20, -20, 2, 0],
  RB: [0, -30, -10, -8, -3, -8],
  LB: [0, -30, -10, -8, -3, -8],
  RWB: [3, -25, -6, -4, -8, -8],
  LWB: [3, -25, -6, -4, -8, -8],
  CDM: [-15, -22, -5, -10, -2, 0],
  CM: [-10, -12, 0, -3, -18, -8],
  CAM: [-5, -5, 1, 2, -35, -18],
  RM: [4, -10, -5, 0, -35, -18],
  LM: [4, -10, -5, 0, -35, -18],
  RW: [5, -6, -6, 2, -45, -20],
  LW: [5, -6, -6, 2, -45, -20],
  CF: [0, 0, -4, 1, -45, -12],
  ST: [0, 2, -12, -4, -50, -4],
};

export const clampRating = (n: number): number => Math.min(99, Math.max(1, Math.round(n)));

/** Face ratings for a player whose source gives only an overall: overall + the primary position's profile. */
export function deriveFaceRatings(overall: number, primary: Position): FaceRatings {
  const offsets = PROFILE[primary];
  return Object.fromEntries(FACE_KEYS.map((k, i) => [k, clampRating(overall + offsets[i])])) as FaceRatings;
}

/** Goalkeeping when a source gives none: a keeper's is his overall, an outfielder's a low 5-20. */
export function deriveGoalkeeping(overall: number, primary: Position): number {
  if (primary === 'GK') return clampRating(overall);
  return Math.min(20, Math.max(5, 5 + Math.floor(overall / 7)));
}
