import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { clubs, players } from '../../db/schema';
import { openTestDatabase } from '../../test/playersDb';
import { syntheticClub } from '../../test/syntheticPool';
import { writePool, type ClubRecord, type PlayerRecord } from './poolWriter';

const LEAGUE = { name: 'Serie A', country: 'Italy', season: '2024-25' };

/** `count` synthetic clubs of 30 players from club id `from` on. */
function pool(from: number, count: number): { clubs: ClubRecord[]; players: PlayerRecord[] } {
  const made = Array.from({ length: count }, (_, i) => syntheticClub(from + i, LEAGUE.name, 30));
  return { clubs: made.map((m) => m.club), players: made.flatMap((m) => m.players) };
}

describe('writePool', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const catalogue = async () =>
    (
      (await database.db.execute(sql`select indexdef as def from pg_indexes where tablename = 'players'
        union all select pg_get_constraintdef(oid) from pg_constraint where conrelid = 'players'::regclass
        order by 1`)) as unknown as { rows: Array<{ def: string }> }
    ).rows.map((r) => r.def);
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  it('writes a bulk load (5,000+ changed players) with the indexes and the foreign key rebuilt as they were', async () => {
    const before = await catalogue();
    const data = pool(2000, 170);
    expect(await writePool(database.db, { leagues: [LEAGUE], ...data }, 'merge')).toEqual({ clubsChanged: 170, playersChanged: 5100, playersRemoved: 0 });
    expect(await catalogue()).toEqual(before);
    expect((await database.db.select().from(players).where(eq(players.clubId, 2000))).map((p) => p.id)).toHaveLength(30);
  });

  it('writes only the rows that changed, and the same rows again not at all', async () => {
    const data = pool(2000, 170);
    expect(await writePool(database.db, { leagues: [LEAGUE], ...data }, 'merge')).toEqual({ clubsChanged: 0, playersChanged: 0, playersRemoved: 0 });
    const changed = data.players.map((p, i) => (i < 3 ? { ...p, overall: 99 } : p));
    expect(await writePool(database.db, { leagues: [LEAGUE], clubs: data.clubs, players: changed }, 'merge')).toMatchObject({ playersChanged: 3 });
    expect((await database.db.select().from(players).where(eq(players.overall, 99))).length).toBe(3);
  });

  it('lets two writers of the same new rows run at once: one writes them, the other then finds them stored', async () => {
    const data = pool(3000, 2);
    const summaries = await Promise.all([1, 2].map(() => writePool(database.db, { leagues: [LEAGUE], ...data }, 'merge')));
    expect(summaries.map((s) => s.playersChanged).sort()).toEqual([0, 60]);
    expect(await database.db.select().from(clubs).where(eq(clubs.id, 3001))).toHaveLength(1);
  });

  it('stores the search name as the words of the names and the club, split at anything but letters and digits', async () => {
    const { club, players: [first] } = syntheticClub(4000, LEAGUE.name, 1);
    const kante = { ...first, id: 'test-kante', fullName: "N'Golo Kanté", shortName: 'N. Kanté' };
    await writePool(database.db, { leagues: [LEAGUE], clubs: [{ ...club, name: 'Saint-Étienne (A)' }], players: [kante] }, 'merge');
    const [row] = await database.db.select().from(players).where(eq(players.id, 'test-kante'));
    expect(row.searchName).toBe('n golo kante n kante saint etienne a');
  });
});
