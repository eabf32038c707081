import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GamePlayer } from '@onbir/shared/players/types';
import { foldText } from '@onbir/shared/text/fold';
import { GamePool, TOTAL_CAP, type PageOptions, type PlayerFilter } from './gamePool';
import { readPoolPlayers } from './players.repo';
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

const words = (s: string) => foldText(s).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The filter written out plainly over every stored player (no index, no per-position lists, no early
 * stop): every query word starts a word of the names or club, then league, club, position and exclusions;
 * best first. The pool in memory must find exactly these.
 */
async function plainSearch(db: Parameters<typeof readPoolPlayers>[0], f: PlayerFilter): Promise<{ all: GamePlayer[]; total: number }> {
  const q = f.q?.trim() ? words(f.q) : null;
  const leagues = f.leagues?.length && !f.leagues.includes('all') ? f.leagues : null;
  const rows = (await readPoolPlayers(db)).filter(
    (r) =>
      (!q || (q.length > 0 && q.every((w) => words(r.searchName).some((t) => t.startsWith(w))))) &&
      (!leagues || (r.league !== null && leagues.includes(r.league))) &&
      (f.clubId === undefined || r.clubId === f.clubId) &&
      (!f.position || r.positions.includes(f.position)) &&
      !(f.excludeIds ?? []).includes(r.id),
  );
  const all = rows
    .map((r) => ({ id: r.id, overall: r.overall, short_name: r.shortName }))
    .sort((a, b) => b.overall - a.overall || cmp(a.short_name, b.short_name) || cmp(a.id, b.id));
  return { all: all.slice(0, TOTAL_CAP) as GamePlayer[], total: Math.min(all.length, TOTAL_CAP) };
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

  it('finds exactly the players a plain filter over every stored player finds, best first, with the same total', async () => {
    for (const f of filters) {
      const inMemory = await everyPage(async (page) => (await pool.at(database.db)).search({ ...f, page, pageSize: 100 }));
      const plain = await plainSearch(database.db, f);
      const label = JSON.stringify(f);
      expect(inMemory.total, label).toBe(plain.total);
      expect(inMemory.all.map((p) => p.id), label).toEqual(plain.all.map((p) => p.id));
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
    expect(everyone.total).toBe((await plainSearch(database.db, {})).total);
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
