import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GamePlayer } from '@onbir/shared/players/types';
import { GamePool } from './gamePool';
import { searchGamePlayers, TOTAL_CAP, type PageOptions, type PlayerFilter } from './players.service';
import { seedPoolIfEmpty } from './poolLoader';
import { writePool } from './poolWriter';
import { openTestDatabase } from './test/testDb';
import { syntheticClub } from './test/syntheticPool';

/** Every player a filter finds, page by page (100 a page). */
async function everyPage(search: (page: number) => Promise<{ items: GamePlayer[]; total: number }>) {
  const all: GamePlayer[] = [];
  for (let page = 1; ; page++) {
    const { items, total } = await search(page);
    all.push(...items);
    if (items.length < 100 || all.length >= total) return { all, total };
  }
}

describe('the game pool in memory', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const pool = new GamePool();
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedPoolIfEmpty(database.db, path.resolve(import.meta.dirname, '../../../data/pool'));
  }, 120_000);
  afterAll(() => database.dispose());

  const filters: PlayerFilter[] = [
    {},
    { leagues: ['all'], position: 'GK' },
    { leagues: ['Süper Lig'], position: 'ST', excludeIds: [] },
    { leagues: ['Premier League', 'La Liga'], position: 'CDM' },
    { q: 'haal' },
    { q: 'MAN CITY', position: 'CB' },
    { q: 'güler' },
    { q: 'guler' },
    { q: 'kerem ak' },
    { q: "o'" },
    { q: '   ' },
    { q: 'zzzznobody' },
    { clubId: 7 },
    { leagues: ['Eredivisie'], clubId: 7 },
  ];

  it('finds exactly the players the database search finds, best first, with the same total', async () => {
    for (const f of filters) {
      const inMemory = await everyPage(async (page) => (await pool.at(database.db)).search({ ...f, page, pageSize: 100 }));
      const inDb = await everyPage((page) => searchGamePlayers(database.db, { ...f, page, pageSize: 100 }));
      const label = JSON.stringify(f);
      expect(inMemory.total, label).toBe(inDb.total);
      expect(new Set(inMemory.all.map((p) => p.id)), label).toEqual(new Set(inDb.all.map((p) => p.id)));
      // Same rank order (names of equal rating may sort by another collation in the database).
      expect(inMemory.all.map((p) => p.overall), label).toEqual(inDb.all.map((p) => p.overall));
      expect(inMemory.all, label).toEqual(expect.arrayContaining(inDb.all));
    }
  }, 120_000);

  it('pages by the asked size, leaves out excluded players and caps the total like the database', async () => {
    const first = (await pool.at(database.db)).search({ leagues: ['Premier League'], position: 'GK' });
    expect(first.items).toHaveLength(20);
    expect(first).toMatchObject({ page: 1, pageSize: 20 });
    const without = (await pool.at(database.db)).search({ leagues: ['Premier League'], position: 'GK', excludeIds: [first.items[0].id] });
    expect(without.total).toBe(first.total - 1);
    expect(without.items[0]).toEqual(first.items[1]);
    const everyone = (await pool.at(database.db)).search({});
    expect(everyone.total).toBe(Math.min(TOTAL_CAP, (await searchGamePlayers(database.db, {})).total));
    expect(((await pool.at(database.db)).search({ page: 10_000 })).items).toEqual([]);
  });

  it("answers the builder's search in the builder's shape, the same players on the same pages", async () => {
    const snapshot = await pool.at(database.db);
    const filters: Array<PlayerFilter & PageOptions> = [{ q: 'man city', page: 2 }, { leagues: ['Süper Lig'], position: 'GK' }, { q: 'zzzznobody' }];
    for (const f of filters) {
      const game = snapshot.search(f);
      const builder = snapshot.searchBuilder(f);
      expect(builder.items.map((p) => p.player_id)).toEqual(game.items.map((p) => p.id));
      expect({ ...builder, items: [] }).toEqual({ ...game, items: [] });
    }
    const [haaland] = snapshot.searchBuilder({ q: 'haaland' }).items;
    expect(haaland).toEqual({
      player_id: 'pool-7-erling-braut-haaland',
      player_name: 'E. Haaland',
      player_image_url: expect.stringMatching(/^\/api\/images\//),
      position: 'ST',
      current_club_id: 7,
      club_name: 'Manchester City',
    });
  });

  it('returns players by id, leaving unknown ids out', async () => {
    const [a, b] = ((await pool.at(database.db)).search({ q: 'haaland' })).items.concat(((await pool.at(database.db)).search({ q: 'salah' })).items);
    const found = (await pool.at(database.db)).byIds([a.id, 'nobody', b.id]);
    expect([...found.keys()]).toEqual([a.id, b.id]);
    expect(found.get(b.id)).toEqual(b);
  });

  it('sees a pool import at once', async () => {
    expect(((await pool.at(database.db)).search({ clubId: 9101 })).total).toBe(0);
    const extra = syntheticClub(9101, 'Serie A', 5);
    await writePool(database.db, { leagues: [{ name: 'Serie A', country: 'Italy', season: '2024-25' }], clubs: [extra.club], players: extra.players }, 'merge');
    const after = (await pool.at(database.db)).search({ clubId: 9101 });
    expect(after.items.map((p) => p.id).sort()).toEqual(extra.players.map((p) => p.id).sort());
  });
});
