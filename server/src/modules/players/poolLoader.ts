import type { Db } from '../../db/client';
import { countPlayers } from './players.repo';
import { parsePoolFile, poolFilesIn, POOL_DIR } from './poolFiles';
import { writePool } from './poolWriter';

/**
 * Loads the default pool when the players table is empty (first start): every league file in one
 * transaction, so a bad file leaves the database empty rather than half-filled. Returns the players loaded.
 */
export async function seedPoolIfEmpty(db: Db, dir = POOL_DIR): Promise<number> {
  if ((await countPlayers(db)) > 0) return 0;
  const leagues = poolFilesIn(dir).map(parsePoolFile);
  if (leagues.length === 0) return 0;
  const data = {
    leagues: leagues.map((l) => l.league),
    clubs: leagues.flatMap((l) => l.clubs),
    players: leagues.flatMap((l) => l.players),
  };
  await db.transaction(async (tx) => {
    await writePool(tx as unknown as Db, data, 'merge');
  });
  return data.players.length;
}
