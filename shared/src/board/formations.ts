import type { Spot } from './layout';

/** The board's three formations (spec 9). */
export const BOARD_FORMATIONS = ['4-4-2', '4-3-3', '3-5-2'] as const;
export type BoardFormation = (typeof BOARD_FORMATIONS)[number];
export const DEFAULT_FORMATION: BoardFormation = '4-4-2';

/** One line of players at depth `d`, spread across the given `w` values (right flank first). */
function line(d: number, ws: number[]): Spot[] {
  return ws.map((w) => ({ d, w }));
}

const GK: Spot = { d: 0.045, w: 0.5 };
// Team A stays in its own half so that the mirrored team B never overlaps it in 22-player mode.
const DEF = 0.17;
const MID = 0.31;
const FWD = 0.44;

/** Team A's eleven spots, in shirt-number order: goalkeeper, defenders, midfielders, forwards. */
export const FORMATION_SPOTS: Record<BoardFormation, Spot[]> = {
  '4-4-2': [GK, ...line(DEF, [0.12, 0.37, 0.63, 0.88]), ...line(MID, [0.12, 0.37, 0.63, 0.88]), ...line(FWD, [0.37, 0.63])],
  '4-3-3': [GK, ...line(DEF, [0.12, 0.37, 0.63, 0.88]), ...line(MID, [0.25, 0.5, 0.75]), ...line(FWD, [0.15, 0.5, 0.85])],
  '3-5-2': [
    GK,
    ...line(DEF, [0.25, 0.5, 0.75]),
    { d: MID - 0.02, w: 0.08 },
    ...line(MID, [0.29, 0.5, 0.71]),
    { d: MID - 0.02, w: 0.92 },
    ...line(FWD, [0.37, 0.63]),
  ],
};

export function isBoardFormation(name: string): name is BoardFormation {
  return (BOARD_FORMATIONS as readonly string[]).includes(name);
}

/** Team B is team A mirrored across the halfway line. */
export function mirrorSpot(spot: Spot): Spot {
  return { d: 1 - spot.d, w: spot.w };
}
