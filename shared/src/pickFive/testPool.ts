import { POSITIONS } from '../players/types';
import type { CardPlayer } from './draw';

/** A pool with plenty of every position at every rarity (25 each): the draws' tests never run dry. */
const OVERALLS = [
  [60, 74],
  [75, 81],
  [82, 85],
  [86, 92],
] as const;

export const cardPool: CardPlayer[] = POSITIONS.flatMap((pos, pi) =>
  OVERALLS.flatMap(([low, high], ti) =>
    Array.from({ length: 25 }, (_, i) => ({
      id: `${pos}-${ti}-${i}`,
      player_positions: pos,
      overall: low + (i % (high - low + 1)),
      league_name: `L${(pi + i) % 6}`,
      club_name: `C${(pi * 3 + i) % 40}`,
      nationality: `N${i % 9}`,
    })),
  ),
);
