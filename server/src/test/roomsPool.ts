import { POSITIONS } from '@onbir/shared/players/types';
import type { AppContext } from '../context';
import { players } from '../db/schema';
import { bumpPoolVersion } from '../modules/players/players.repo';

export interface TestPoolOptions {
  /** Players per position in the main league. */
  perPosition?: number;
  league?: string;
  /** Players per position in a second league (for wrong-league refusals). */
  otherLeague?: string;
  otherPerPosition?: number;
  prefix?: string;
}

/**
 * Inserts a small pool for room tests, so they never depend on the default data: per position, players
 * named '{POS} {n}' (ids '{prefix}-{pos}-{n}', overall 90 - n: the first is the best).
 */
export async function insertTestPool(ctx: AppContext, opts: TestPoolOptions = {}): Promise<void> {
  const { perPosition = 8, league = 'Premier League', otherLeague = 'La Liga', otherPerPosition = 2, prefix = 't' } = opts;
  const rows = [];
  for (const [lg, count, tag] of [
    [league, perPosition, prefix],
    [otherLeague, otherPerPosition, `${prefix}x`],
  ] as const) {
    for (const pos of POSITIONS) {
      for (let n = 1; n <= count; n++) {
        const shortName = `${tag.toLocaleUpperCase('en')} ${pos} ${n}`;
        const rating = 90 - n;
        rows.push({
          id: `${tag}-${pos.toLocaleLowerCase('en')}-${n}`,
          fullName: `${shortName} Long`,
          shortName,
          positions: [pos],
          league: lg,
          overall: rating,
          pace: rating,
          shooting: rating,
          passing: rating,
          dribbling: rating,
          defending: rating,
          physic: rating,
          goalkeeping: pos === 'GK' ? rating : 10,
          searchName: `${shortName} ${shortName} long`.toLocaleLowerCase('en'),
        });
      }
    }
  }
  await ctx.db.insert(players).values(rows);
  // As every pool write does, so that the server reloads its in-memory pool.
  await bumpPoolVersion(ctx.db);
}
