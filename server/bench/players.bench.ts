// Player data figures: import speed of the 25,624-row 2022 Transfermarkt file, and players search
// latency over a 20,000-player pool (the shipped pool plus synthetic clubs, for this bench only).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LEAGUES } from '@onbir/shared/players/types';
import { openDatabase } from '../src/db/client';
import { createTestDatabaseUrl } from '../src/test/database';
import { runImport } from '../src/modules/players/import/importer';
import { GamePool } from '../src/modules/players/gamePool';
import type { PageOptions, PlayerFilter } from '../src/modules/players/gamePool';
import { countPlayers } from '../src/modules/players/players.repo';
import { seedPoolIfEmpty } from '../src/modules/players/poolLoader';
import { writePool, type ClubRecord, type PlayerRecord } from '../src/modules/players/poolWriter';
import { syntheticClub } from '../src/test/syntheticPool';

const here = path.dirname(fileURLToPath(import.meta.url));
const DATA = path.resolve(here, '../../../shared/data');
const POOL_SIZE = 20_000;

/** In-memory PGlite, or (DATABASE_URL set) a throwaway database on that server, dropped afterwards. */
async function freshDatabase() {
  const target = await createTestDatabaseUrl();
  const database = await openDatabase({ url: target.url, dataDir: 'memory://' });
  return { ...database, close: async () => (await database.close(), await target.drop()) };
}

/** In-memory PGlite whatever DATABASE_URL says: the import's own figure. */
async function freshPglite() {
  return openDatabase({ dataDir: 'memory://' });
}

async function importSpeed(database: Awaited<ReturnType<typeof freshDatabase>>) {
  const files = [path.join(DATA, 'transfermarkt-legacy2022-players.csv'), path.join(DATA, 'transfermarkt-legacy2022-clubs.csv')];
  for (const label of ['first import', 're-import (no change)']) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const report = await runImport(database.db, { format: 'transfermarkt', files });
    const seconds = (performance.now() - started) / 1000;
    // PGlite runs in this process, so its CPU time is the work itself: the figure to compare on a busy machine.
    const cpuSeconds = (process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1e6;
    console.log(
      `import ${label} (${database.kind}): ${report.rowsRead} rows in ${seconds.toFixed(2)} s = ${Math.round(report.rowsRead / seconds)} rows/s ` +
        `(CPU ${cpuSeconds.toFixed(2)} s = ${Math.round(report.rowsRead / cpuSeconds)} rows/s of CPU; ` +
        `${report.imported} players, ${report.playersChanged} written, ${report.skipped.length} skipped) [target >= 20000 rows/s]`,
    );
  }
  await database.close();
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** 500 searches of the ten kinds in turn (after one warm-up round): wall and CPU time, median and p99. */
async function measure(label: string, search: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await search(i);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let i = 0; i < 500; i++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    await search(i);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  console.log(
    `${label}, ${times.length} searches: median ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms ` +
      `(CPU time: median ${percentile(cpuTimes, 50).toFixed(2)} ms, p99 ${percentile(cpuTimes, 99).toFixed(2)} ms) [target p99 < 20 ms]`,
  );
}

async function searchLatency() {
  const database = await freshDatabase();
  const db = database.db;
  await seedPoolIfEmpty(db);
  let clubId = 5000;
  const clubs: ClubRecord[] = [];
  const players: PlayerRecord[] = [];
  for (let have = await countPlayers(db); have < POOL_SIZE; have += 30) {
    const c = syntheticClub(clubId, LEAGUES[clubId % LEAGUES.length], Math.min(30, POOL_SIZE - have));
    clubs.push(c.club);
    players.push(...c.players);
    clubId++;
  }
  await db.transaction(async (tx) => {
    await writePool(tx as unknown as typeof db, { leagues: LEAGUES.map((name) => ({ name, country: '-', season: '2024-25' })), clubs, players }, 'merge');
  });
  const total = await countPlayers(db);

  const excludeIds = players.slice(0, 80).map((p) => p.id);
  const filters: Array<PlayerFilter & PageOptions> = [
    { q: 'ali' },
    { q: 'SON' },
    { q: 'galatasaray' },
    { q: 'mbappe' },
    { q: 'zzzz-no-match' },
    { clubId: 7 },
    { leagues: ['Serie A'], position: 'CB', page: 3 },
    { page: 40 },
    { leagues: ['Premier League', 'La Liga'], position: 'ST', excludeIds },
    { leagues: ['all'], q: 'numara 1', page: 2 },
  ];
  // What GET /api/players/search does: read the pool version (one row), answer from the pool in memory.
  const pool = new GamePool();
  await measure(`players search, API path (version read + pool in memory) over ${total} players (${database.kind})`, async (i) =>
    (await pool.at(db)).searchBuilder(filters[i % filters.length]),
  );
  // The draft's picker: the same filters in the game's shape, from the snapshot already loaded.
  const snapshot = await pool.at(db);
  await measure(`players search, game shape from the pool in memory over ${total} players (${database.kind})`, async (i) => snapshot.search(filters[i % filters.length]));
  await database.close();
}

// The import on PGlite, and also on PostgreSQL when DATABASE_URL names a server; the search on DATABASE_URL's choice.
// The full public file lives beside the repository (../shared/data), not in it: on a bare clone the import
// figure is skipped and said so, and the search figure still runs.
if (existsSync(path.join(DATA, 'transfermarkt-legacy2022-players.csv'))) {
  await importSpeed(await freshPglite());
  if (process.env.DATABASE_URL) await importSpeed(await freshDatabase());
} else {
  console.log(`import speed: skipped (${DATA} is not present on this clone)`);
}
await searchLatency();
