import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamePool, type PageOptions, type PlayerFilter } from './gamePool';
import { seedPoolIfEmpty } from './poolLoader';
import { writePool } from './poolWriter';
import { openTestDatabase } from '../../test/playersDb';
import { syntheticClub } from '../../test/syntheticPool';

describe('game player search (the draft: the pool in memory)', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const pool = new GamePool();
  const search = async (f: PlayerFilter & PageOptions) => (await pool.at(database.db)).search(f);
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedPoolIfEmpty(database.db, path.join(import.meta.dirname, 'fixtures'));
    const extra = syntheticClub(9001, 'La Liga', 12);
    await writePool(database.db, { leagues: [{ name: 'La Liga', country: 'Spain', season: '2024-25' }], clubs: [extra.club], players: extra.players }, 'merge');
  });
  afterAll(() => database.dispose());

  it('filters by leagues (all or empty = every league), position and excluded ids', async () => {
    const every = await search({ leagues: ['all'] });
    expect(every.total).toBe(20);
    expect((await search({})).total).toBe(20);
    const premier = await search({ leagues: ['Premier League'], position: 'GK', excludeIds: ['pool-7-ederson-santana-de-moraes'] });
    expect(premier.items.map((p) => p.short_name)).toEqual(['Alisson', 'S. Ortega']);
    const paged = await search({ leagues: ['La Liga'], page: 2, pageSize: 5 });
    expect(paged).toMatchObject({ page: 2, pageSize: 5, total: 12 });
    expect(paged.items).toHaveLength(5);
  });

  it('finds players by a folded name', async () => {
    const page = await search({ q: 'ODEGAARD' });
    expect(page.total).toBe(0);
    expect((await search({ q: 'rúben' })).items.map((p) => p.id)).toEqual(['pool-7-ruben-dos-santos-gato-alves-dias']);
  });

  it('reads players by id in the order asked, leaving unknown ids out', async () => {
    const players = [...(await pool.at(database.db)).byIds(['pool-8-virgil-van-dijk', 'nope', 'pool-7-erling-braut-haaland']).values()];
    expect(players.map((p) => p.short_name)).toEqual(['V. van Dijk', 'E. Haaland']);
    expect((await pool.at(database.db)).byIds([]).size).toBe(0);
  });

  it('puts the best eligible player first, none when none is left (the clock\'s pick)', async () => {
    const best = async (f: PlayerFilter) => (await search({ ...f, pageSize: 1 })).items[0] ?? null;
    const st = await best({ leagues: ['Premier League'], position: 'ST', excludeIds: [] });
    expect(st?.short_name).toBe('E. Haaland');
    const next = await best({ leagues: ['Premier League'], position: 'ST', excludeIds: [st!.id] });
    expect(next?.short_name).toBe('M. Salah');
    const none = await best({
      leagues: ['Premier League'],
      position: 'ST',
      excludeIds: [st!.id, next!.id],
    });
    expect(none).toBeNull();
  });
});
