import { deriveFaceRatings, deriveGoalkeeping } from '@onbir/shared/players/ratings';
import { POSITIONS } from '@onbir/shared/players/types';
import type { Db } from '../db/client';
import { writePool } from '../modules/players/poolWriter';
import { syntheticClub } from './syntheticPool';

/**
 * A made-up pool a "Beşten birini seç" run can be drawn from: 8 clubs of 45 players, every position at
 * every rarity (the synthetic clubs' rotation has no wing-backs, wide midfielders or centre-forwards).
 */
export async function writePickFivePool(db: Db): Promise<void> {
  const clubs = Array.from({ length: 8 }, (_, c) => syntheticClub(9100 + c, 'Süper Lig', 45));
  const players = clubs.flatMap(({ players: list }, c) =>
    list.map((p, i) => {
      const position = POSITIONS[(i + c) % POSITIONS.length];
      const overall = 60 + ((i * 7 + c * 3) % 33);
      return { ...p, positions: [position], overall, nationality: ['Türkiye', 'Brazil', 'France'][i % 3], ...deriveFaceRatings(overall, position), goalkeeping: deriveGoalkeeping(overall, position) };
    }),
  );
  await writePool(db, { leagues: [{ name: 'Süper Lig', country: 'Türkiye', season: '2024-25' }], clubs: clubs.map((c) => c.club), players }, 'merge');
}
