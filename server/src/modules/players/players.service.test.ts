import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bestEligibleGamePlayer, getGamePlayersByIds, searchGamePlayers } from './players.service';
import { seedPoolIfEmpty } from './poolLoader';
import { writePool } from './poolWriter';
import { openTestDatabase } from './test/testDb';
import { syntheticClub } from './test/syntheticPool';

describe('game player search (the draft)', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedPoolIfEmpty(database.db, path.join(import.meta.dirname, 'test/fixture-pool'));
    const extra = syntheticClub(9001, 'La Liga', 12);
    await writePool(database.db, { leagues: [{ name: 'La Liga', country: 'Spain', season: '2024-25' }], clubs: [extra.club], players: extra.players }, 'merge');
  });
  afterAll(() => database.dispose());

  it('filters by leagues (all or empty = every league), position and excluded ids', async () => {
    const every = await searchGamePlayers(database.db, { leagues: ['all'] });
    expect(every.total).toBe(20);
    expect((await searchGamePlayers(database.db, {})).total).toBe(20);
    const premier = await searchGamePlayers(database.db, { leagues: ['Premier League'], position: 'GK', excludeIds: ['pool-7-ederson-santana-de-moraes'] });
    expect(premier.items.map((p) => p.short_name)).toEqual(['Alisson', 'S. Ortega']);
    const paged = await searchGamePlayers(database.db, { leagues: ['La Liga'], page: 2, pageSize: 5 });
    expect(paged).toMatchObject({ page: 2, pageSize: 5, total: 12 });
    expect(paged.items).toHaveLength(5);
  });

  it('finds players by a folded name', async () => {
    const page = await searchGamePlayers(database.db, { q: 'ODEGAARD' });
    expect(page.total).toBe(0);
    expect((await searchGamePlayers(database.db, { q: 'rúben' })).items.map((p) => p.id)).toEqual(['pool-7-ruben-dos-santos-gato-alves-dias']);
  });

  it('reads players by id in the order asked, leaving unknown ids out', async () => {
    const players = await getGamePlayersByIds(database.db, ['pool-8-virgil-van-dijk', 'nope', 'pool-7-erling-braut-haaland']);
    expect(players.map((p) => p.short_name)).toEqual(['V. van Dijk', 'E. Haaland']);
    expect(await getGamePlayersByIds(database.db, [])).toEqual([]);
  });

  it('picks the best eligible player, or null when none is left', async () => {
    const st = await bestEligibleGamePlayer(database.db, { leagues: ['Premier League'], position: 'ST', excludeIds: [] });
    expect(st?.short_name).toBe('E. Haaland');
    const next = await bestEligibleGamePlayer(database.db, { leagues: ['Premier League'], position: 'ST', excludeIds: [st!.id] });
    expect(next?.short_name).toBe('M. Salah');
    const none = await bestEligibleGamePlayer(database.db, {
      leagues: ['Premier League'],
      position: 'ST',
      excludeIds: [st!.id, next!.id],
    });
    expect(none).toBeNull();
  });
});
