import type { TeamStats } from './types';

/** A side's statistics at kick-off. */
export function emptyStats(): TeamStats {
  return { possession: 50, shots: 0, shotsOnTarget: 0, corners: 0, saves: 0, fouls: 0, yellowCards: 0, redCards: 0, xg: 0 };
}

/** A side's statistics as a snapshot shows them. */
export function copyStats(s: TeamStats): TeamStats {
  return {
    possession: s.possession,
    shots: s.shots,
    shotsOnTarget: s.shotsOnTarget,
    corners: s.corners,
    saves: s.saves,
    fouls: s.fouls,
    yellowCards: s.yellowCards,
    redCards: s.redCards,
    // Summed unrounded in the engine, shown with two decimals.
    xg: Math.round(s.xg * 100) / 100,
  };
}
