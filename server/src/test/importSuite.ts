// The importers' suite, run on the extracts in the repository by importer.test.ts (npm test) and on the full
// public files beside it by importer.slow.test.ts (CI): the full 2022 file alone is 25,624 rows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { clubs, players } from '../db/schema';
import { deriveFaceRatings } from '@onbir/shared/players/ratings';
import { getPoolVersion } from '../modules/players/players.repo';
import { openTestDatabase } from './playersDb';
import { runImport, type ImportReport } from '../modules/players/import/importer';

const countBy = (report: ImportReport) => {
  const out: Record<string, number> = {};
  for (const s of report.skipped) out[s.reason] = (out[s.reason] ?? 0) + 1;
  return out;
};

/** One of the two sets of files the importers are tested on, with what each import must report. */
export interface Dataset {
  dir: string;
  eafc: string;
  tmPlayers: string;
  tmClubs: string;
  legacyPlayers: string;
  legacyClubs: string;
  expected: {
    eafc: { rowsRead: number; perLeague: Record<string, number>; skipped: Record<string, number> };
    tm: { rowsRead: number; perLeague: Record<string, number>; skipped: Record<string, number> };
    legacy: { rowsRead: number; perLeague: Record<string, number>; skipped: Record<string, number> };
  };
}

/** The importers' suite on one dataset; `run` false skips it (the full files are absent on a clone). */
export function describeImports(name: string, data: Dataset, run = true) {
  const EAFC = path.join(data.dir, data.eafc);
  const TM_PLAYERS = path.join(data.dir, data.tmPlayers);
  const TM_CLUBS = path.join(data.dir, data.tmClubs);
  const TM_LEGACY_PLAYERS = path.join(data.dir, data.legacyPlayers);
  const TM_LEGACY_CLUBS = path.join(data.dir, data.legacyClubs);
  const { expected } = data;
  const imported = (perLeague: Record<string, number>) => Object.values(perLeague).reduce((a, b) => a + b, 0);

  describe.runIf(run)(`importers on ${name}`, () => {
    let database: Awaited<ReturnType<typeof openTestDatabase>>;
    const snapshot = async () => ({
      players: await database.db.select().from(players).orderBy(asc(players.id)),
      clubs: await database.db.select().from(clubs).orderBy(asc(clubs.id)),
      version: await getPoolVersion(database.db),
    });
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'import-'));
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(async () => {
      await database.dispose();
      fs.rmSync(tmp, { recursive: true, force: true });
    });

    it('imports the EA Sports FC file by league id, reporting players without a club or outside the eight leagues', async () => {
      const progress: number[] = [];
      const report = await runImport(database.db, { format: 'eafc', files: [EAFC], onProgress: (done) => progress.push(done) });
      expect(report.rowsRead).toBe(expected.eafc.rowsRead);
      expect(report.perLeague).toEqual(expected.eafc.perLeague);
      expect(countBy(report)).toEqual(expected.eafc.skipped);
      expect(report.skipped.find((s) => s.sourceId === '204120')).toMatchObject({ name: 'Tomáš Vaclík', reason: 'no_club' });
      expect(progress.at(-1)).toBe(fs.statSync(EAFC).size);

      const [kdb] = await database.db.select().from(players).where(eq(players.id, 'eafc-192985'));
      const [city] = await database.db.select().from(clubs).where(eq(clubs.id, kdb.clubId!));
      expect(kdb).toMatchObject({
        fullName: 'Kevin De Bruyne',
        shortName: 'K. De Bruyne',
        positions: ['CM', 'CAM'],
        nationality: 'Belgium',
        shirtNumber: 17,
        league: 'Premier League',
        overall: 91,
        pace: 74,
        shooting: 88,
        passing: 93,
        dribbling: 87,
        defending: 63,
        physic: 77,
        goalkeeping: 13,
        faceUrl: 'https://cdn.sofifa.net/players/192/985/23_120.png',
        source: 'eafc',
      });
      expect(city).toMatchObject({ name: 'Manchester City', league: 'Premier League', source: 'eafc', sourceId: '10' });
      expect(city.id).toBeGreaterThan(10000);

      // Keepers have no face ratings in this format: derived from the profile; goalkeeping from the GK columns.
      const [courtois] = await database.db.select().from(players).where(eq(players.id, 'eafc-192119'));
      expect(courtois).toMatchObject({ positions: ['GK'], overall: 90, goalkeeping: 88, league: 'La Liga', ...deriveFaceRatings(90, 'GK') });
    });

    it('imports the current Transfermarkt files: leagues by competition id, positions mapped, ratings from market value', async () => {
      const report = await runImport(database.db, { format: 'transfermarkt', files: [TM_CLUBS, TM_PLAYERS] });
      expect(report.rowsRead).toBe(expected.tm.rowsRead);
      expect(report.perLeague).toEqual(expected.tm.perLeague);
      expect(countBy(report)).toEqual(expected.tm.skipped);
      expect(report.skipped.find((s) => s.reason === 'missing_position')).toMatchObject({ name: 'Wesley Sonck', detail: 'mevki yok (Missing)' });

      const [klose] = await database.db.select().from(players).where(eq(players.id, 'tm-10'));
      const [lazio] = await database.db.select().from(clubs).where(eq(clubs.id, klose.clubId!));
      expect(klose).toMatchObject({
        fullName: 'Miroslav Klose',
        shortName: 'M. Klose',
        positions: ['ST'],
        nationality: 'Germany',
        shirtNumber: null,
        league: 'Serie A',
        overall: 63,
        ...deriveFaceRatings(63, 'ST'),
        faceUrl: 'https://img.a.transfermarkt.technology/portrait/header/10-1448468291.jpg?lm=1',
        source: 'tm',
      });
      // The crest by Transfermarkt's naming convention; the placeholder portrait ('default.jpg') is no photo.
      expect(lazio).toMatchObject({ source: 'tm', sourceId: '398', league: 'Serie A', crestUrl: 'https://tmssl.akamaized.net/images/wappen/head/398.png' });
      const [noPhoto] = await database.db.select().from(players).where(eq(players.id, 'tm-7264'));
      expect(noPhoto).toMatchObject({ fullName: 'Ibrahim Toraman', faceUrl: null });
      const [weidenfeller] = await database.db.select().from(players).where(eq(players.id, 'tm-26'));
      expect(weidenfeller).toMatchObject({ positions: ['GK'], league: 'Bundesliga', goalkeeping: weidenfeller.overall });
    });

    it('imports the 2022 Transfermarkt generation (pounds, no images) and reports empty market values', async () => {
      const report = await runImport(database.db, { format: 'transfermarkt', files: [TM_LEGACY_PLAYERS, TM_LEGACY_CLUBS] });
      expect(report.rowsRead).toBe(expected.legacy.rowsRead);
      expect(report.perLeague).toEqual(expected.legacy.perLeague);
      expect(countBy(report)).toEqual(expected.legacy.skipped);
      expect(report.skipped[0]).toMatchObject({ line: 2, sourceId: '254016', name: 'Arthur Delalande', reason: 'empty_value', detail: 'piyasa değeri boş' });

      const [salah] = await database.db.select().from(players).where(eq(players.id, 'tm-148455'));
      expect(salah).toMatchObject({ fullName: 'Mohamed Salah', positions: ['RW'], nationality: 'Egypt', league: 'Premier League', overall: 89, faceUrl: null });
      const [kadioglu] = await database.db.select().from(players).where(eq(players.id, 'tm-369316'));
      expect(kadioglu).toMatchObject({ positions: ['RM'], league: 'Süper Lig', overall: 78 });
    });

    it('is idempotent: importing the same files again changes nothing', async () => {
      const before = await snapshot();
      const eafc = await runImport(database.db, { format: 'eafc', files: [EAFC] });
      // The last Transfermarkt import was the 2022 one (both generations share ids: the later one wins).
      const tm = await runImport(database.db, { format: 'transfermarkt', files: [TM_LEGACY_PLAYERS, TM_LEGACY_CLUBS] });
      expect([eafc.playersChanged, eafc.clubsChanged, tm.playersChanged, tm.clubsChanged]).toEqual([0, 0, 0, 0]);
      expect(await snapshot()).toEqual(before);
    });

    it('reads a file saved with a byte order mark and keeps the last of two rows with one player id', async () => {
      const lines = fs.readFileSync(EAFC, 'utf8').trimEnd().split('\n');
      const twice = path.join(tmp, 'bom-duplicate.csv');
      fs.writeFileSync(twice, `\uFEFF${[...lines, lines.find((l) => l.startsWith('192985,'))].join('\n')}\n`);
      const report = await runImport(database.db, { format: 'eafc', files: [twice] });
      expect(report.rowsRead).toBe(expected.eafc.rowsRead + 1);
      expect(report.imported).toBe(imported(expected.eafc.perLeague));
      expect(report.skipped.filter((s) => s.reason === 'duplicate')).toEqual([
        expect.objectContaining({ sourceId: '192985', name: 'Kevin De Bruyne', line: lines.findIndex((l) => l.startsWith('192985,')) + 1 }),
      ]);
      expect(report.skipped.find((s) => s.reason === 'duplicate')?.detail).toBe(`aynı oyuncu kimliği ${lines.length + 1}. satırda tekrar ediyor`);
      expect([report.playersChanged, report.clubsChanged]).toEqual([0, 0]);
    });

    it('refuses a truncated or garbled file and leaves the pool as it was', async () => {
      const before = await snapshot();
      const truncated = path.join(tmp, 'truncated.csv');
      const full = fs.readFileSync(TM_LEGACY_PLAYERS);
      fs.writeFileSync(truncated, full.subarray(0, Math.floor(full.length / 2)));
      await expect(runImport(database.db, { format: 'transfermarkt', files: [truncated, TM_LEGACY_CLUBS], mode: 'replace' })).rejects.toThrow(
        /truncated\.csv: okunamadı/,
      );

      const garbled = path.join(tmp, 'garbled.csv');
      fs.writeFileSync(garbled, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
      await expect(runImport(database.db, { format: 'eafc', files: [garbled] })).rejects.toThrow(/garbled\.csv: beklenen sütunlar yok/);

      const brokenRow = path.join(tmp, 'broken-row.csv');
      const eafcLines = fs.readFileSync(EAFC, 'utf8').split('\n');
      fs.writeFileSync(brokenRow, [...eafcLines.slice(0, 50), 'x,"unterminated', ...eafcLines.slice(50, 60)].join('\n'));
      await expect(runImport(database.db, { format: 'eafc', files: [brokenRow], mode: 'replace' })).rejects.toThrow(/broken-row\.csv: okunamadı/);

      await expect(runImport(database.db, { format: 'transfermarkt', files: [TM_PLAYERS] })).rejects.toThrow(/hem oyuncu hem kulüp/);
      expect(await snapshot()).toEqual(before);
    });

    it('replace mode makes the pool exactly the import', async () => {
      const report = await runImport(database.db, { format: 'transfermarkt', files: [TM_PLAYERS, TM_CLUBS], mode: 'replace' });
      expect(report.playersRemoved).toBeGreaterThan(0);
      const rows = await database.db.select({ id: players.id }).from(players);
      expect(rows).toHaveLength(imported(expected.tm.perLeague));
      expect(rows.every((r) => r.id.startsWith('tm-'))).toBe(true);
      const clubRows = await database.db.select({ source: clubs.source }).from(clubs);
      expect(new Set(clubRows.map((c) => c.source))).toEqual(new Set(['tm']));
    });
  });
}

