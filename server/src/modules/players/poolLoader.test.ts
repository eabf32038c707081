import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clubs, players } from '../../db/schema';
import { deriveFaceRatings } from '@onbir/shared/players/ratings';
import { getPoolVersion } from './players.repo';
import { seedPoolIfEmpty } from './poolLoader';
import { openTestDatabase } from '../../test/playersDb';

const fixtureDir = path.join(import.meta.dirname, 'fixtures');

describe('seedPoolIfEmpty', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  it('refuses a bad file and leaves the database empty', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-'));
    fs.copyFileSync(path.join(fixtureDir, 'premier-league.json'), path.join(dir, 'premier-league.json'));
    fs.writeFileSync(path.join(dir, 'la-liga.json'), '{"league":"La Liga","country":"Spain","season":"2024-25","clubs":[{"id":5,');
    await expect(seedPoolIfEmpty(database.db, dir)).rejects.toThrow(/la-liga\.json/);
    expect(await database.db.select().from(players)).toHaveLength(0);
  });

  it('loads every league file once, with stable ids and derived ratings', async () => {
    expect(await seedPoolIfEmpty(database.db, fixtureDir)).toBe(8);
    const [haaland] = await database.db.select().from(players).where(eq(players.id, 'pool-7-erling-braut-haaland'));
    expect(haaland).toMatchObject({ shortName: 'E. Haaland', positions: ['ST', 'CF'], shirtNumber: 9, clubId: 7, league: 'Premier League' });
    expect([haaland.pace, haaland.shooting, haaland.passing, haaland.dribbling, haaland.defending, haaland.physic]).toEqual([89, 93, 66, 80, 45, 88]);
    expect(haaland.goalkeeping).toBeLessThanOrEqual(20);

    const [rodri] = await database.db.select().from(players).where(eq(players.id, 'pool-7-rodrigo-hernandez-cascante'));
    expect(rodri).toMatchObject({ positions: ['CDM', 'CM'], ...deriveFaceRatings(91, 'CDM'), searchName: 'rodrigo hernandez cascante rodri manchester city' });
    const [ederson] = await database.db.select().from(players).where(eq(players.id, 'pool-7-ederson-santana-de-moraes'));
    expect(ederson.goalkeeping).toBe(88);

    const [city] = await database.db.select().from(clubs).where(eq(clubs.id, 7));
    expect(city).toMatchObject({ name: 'Manchester City', primaryColor: '#6CABDD', secondaryColor: '#1C2C5B', source: 'pool' });
    const version = await getPoolVersion(database.db);
    expect(version).toBeGreaterThan(0);

    expect(await seedPoolIfEmpty(database.db, fixtureDir)).toBe(0);
    expect(await getPoolVersion(database.db)).toBe(version);
  });
});
