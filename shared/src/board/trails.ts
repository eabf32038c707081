import type { Board, TrailPoint } from './model';
import type { PitchPoint } from './pitch';

/**
 * Trails by step: each trail point keeps the step (0-based) whose move drew it, so a step shows the trails
 * of the moves up to it and none of the later ones (the board and the plans' "Başlangıç" diagram).
 */

/** A point of a move made in step `step` (the first step's points carry no mark). */
export const trailPoint = (p: PitchPoint, step: number): TrailPoint => (step ? { x: p.x, y: p.y, s: step } : { x: p.x, y: p.y });

const stepOf = (p: { s?: number }) => p.s ?? 0;

/** The part of a trail drawn by moves up to `step` (the same array when that is all of it). */
export function trailUpTo<T extends { s?: number }>(trail: readonly T[], step: number): readonly T[] {
  return trail.every((p) => stepOf(p) <= step) ? trail : trail.filter((p) => stepOf(p) <= step);
}

/**
 * The trails after the steps were inserted, removed or reordered: `to` gives each old step's new index,
 * or null for a step removed (its moves' points go with it).
 */
export function renumberTrails(board: Board, to: (step: number) => number | null): Board {
  const renumber = (trail: TrailPoint[]): TrailPoint[] => {
    if (trail.every((p) => to(stepOf(p)) === stepOf(p))) return trail;
    const out: TrailPoint[] = [];
    for (const p of trail) {
      const s = to(stepOf(p));
      if (s !== null) out.push(trailPoint(p, s));
    }
    return out;
  };
  return { ...board, players: board.players.map((p) => ({ ...p, trail: renumber(p.trail) })), ball: { ...board.ball, trail: renumber(board.ball.trail) } };
}

/** Runs of a trail's steps as [step, count, step, count, …] for the stored board; undefined when all are the first step's. */
export function stepRuns(trail: readonly TrailPoint[]): number[] | undefined {
  if (trail.every((p) => !p.s)) return undefined;
  const runs: number[] = [];
  for (const p of trail) {
    const s = stepOf(p);
    if (runs.length && runs[runs.length - 2] === s) runs[runs.length - 1]++;
    else runs.push(s, 1);
  }
  return runs;
}

/** Points marked with their steps from stored runs; runs that do not add up to the points are ignored. */
export function withStepRuns(points: PitchPoint[], runs: readonly number[] | undefined): TrailPoint[] {
  if (!runs || runs.length % 2) return points;
  let total = 0;
  for (let i = 1; i < runs.length; i += 2) total += runs[i];
  if (total !== points.length) return points;
  const out: TrailPoint[] = [];
  for (let i = 0; i < runs.length; i += 2) for (let k = 0; k < runs[i + 1]; k++) out.push(trailPoint(points[out.length], runs[i]));
  return out;
}
