import { POSITIONS, type GamePlayer, type Position } from '../players/types';
import { deriveFaceRatings, deriveGoalkeeping } from '../players/ratings';
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

/** The same pool with the ratings the match engine reads and 40 clubs of every position (the knockout's tests). */
export const gamePool: GamePlayer[] = cardPool.map((p, i) => {
  const position = p.player_positions as Position;
  return { ...p, club_name: `K${i % 40}`, short_name: p.id, long_name: p.id, player_face_url: '', ...deriveFaceRatings(p.overall, position), goalkeeping: deriveGoalkeeping(p.overall, position) };
});
