import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GamePlayer } from '@onbir/shared/players/types';
import { foldText } from '@onbir/shared/text/fold';
import { GamePool, type PageOptions, type PickerOrder, type PlayerFilter } from './gamePool';
import { readPoolPlayers } from './players.repo';
import { seedPoolIfEmpty } from './poolLoader';
import { writePool } from './poolWriter';
import { openTestDatabase } from '../../test/playersDb';
import { syntheticClub } from '../../test/syntheticPool';

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
async function plainSearch(db: Parameters<typeof readPoolPlayers>[0], f: PlayerFilter & PickerOrder): Promise<{ all: GamePlayer[]; total: number }> {
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
  // The picker's groups: who fits the preferred position first, the 'later' players last.
  const group = (r: (typeof rows)[number]) => ((f.later ?? []).includes(r.id) ? 2 : 0) + (f.prefer && !r.positions.includes(f.prefer) ? 1 : 0);
  const all = rows
    .map((r) => ({ id: r.id, overall: r.overall, short_name: r.shortName, group: group(r) }))
    .sort((a, b) => a.group - b.group || b.overall - a.overall || cmp(a.short_name, b.short_name) || cmp(a.id, b.id));
  return { all: all as unknown as GamePlayer[], total: all.length };
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

  it("orders the builder's picker: who can play the slot first, players already placed last, every page served", async () => {
    const snapshot = await pool.at(database.db);
    const everyone = snapshot.searchBuilder({});
    // The exact total (the old count stopped at 2,000 while the pager went on).
    expect(everyone.total).toBeGreaterThan(3000);
    const lastPage = Math.ceil(everyone.total / 20);
    expect(snapshot.searchBuilder({ page: lastPage }).items.length).toBeGreaterThan(0);
    expect(snapshot.searchBuilder({ page: lastPage + 1 }).items).toEqual([]);
    const placed = snapshot.searchBuilder({ prefer: 'GK' }).items.slice(0, 2).map((p) => p.player_id);
    const order: PickerOrder = { prefer: 'GK', later: placed };
    const firstPage = snapshot.searchBuilder(order);
    expect(firstPage.total).toBe(everyone.total);
    const keepers = new Set(snapshot.search({ position: 'GK', pageSize: 100, page: 1 }).items.map((p) => p.id));
    expect(firstPage.items.every((p) => keepers.has(p.player_id) && !placed.includes(p.player_id))).toBe(true);
    const end = snapshot.searchBuilder({ ...order, page: lastPage });
    expect(end.items.slice(-2).map((p) => p.player_id)).toEqual(placed);
    for (const f of [order, { ...order, q: 'man' }, { prefer: 'CDM', leagues: ['Süper Lig'] }]) {
      const inMemory = await everyPage(async (page) => ({ items: snapshot.searchBuilder({ ...f, page, pageSize: 100 }).items.map((p) => ({ id: p.player_id }) as GamePlayer), total: snapshot.searchBuilder(f).total }));
      const plain = await plainSearch(database.db, f);
      expect(inMemory.all.map((p) => p.id), JSON.stringify(f)).toEqual(plain.all.map((p) => p.id));
    }
  });

  it('pages by the asked size, leaves out excluded players and counts the exact total', async () => {
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
      positions: ['ST', 'CF'],
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
