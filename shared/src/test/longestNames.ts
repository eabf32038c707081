import fs from 'node:fs';
import path from 'node:path';

/** The repository's bundled pool (server/data/pool), as the server loads it. */
const POOL_DIR = path.resolve(import.meta.dirname, '../../../server/data/pool');

type Row = [string, string, ...unknown[]];

/** The `count` longest names the game shows (each player's short name) of the bundled pool, longest first. */
export function longestNames(count = 50): string[] {
  const names = fs
    .readdirSync(POOL_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => (JSON.parse(fs.readFileSync(path.join(POOL_DIR, f), 'utf8')) as { clubs: Array<{ players: Row[] }> }).clubs.flatMap((c) => c.players.map((p) => p[0])));
  return [...new Set(names)].sort((a, b) => b.length - a.length || (a < b ? -1 : 1)).slice(0, count);
}
