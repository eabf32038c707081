import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { POOL_SEASON } from '@onbir/shared/players/types';
import type { Db } from '../../../db/client';
import { writePool, type ClubRecord, type LeagueRecord, type PlayerRecord, type WriteSummary } from '../poolWriter';
import { ImportFileError } from './csvSource';
import { parseEafc } from './eafc';
import type { ParsedSource, SkippedRow, SourceClub } from './importTypes';
import { LEAGUE_COUNTRY } from './leagueMaps';
import { parseTransfermarkt } from './transfermarkt';

export const IMPORT_FORMATS = ['eafc', 'transfermarkt'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export interface ImportOptions {
  format: ImportFormat;
  files: string[];
  /** merge (default): add and update; replace: the pool becomes exactly this import. */
  mode?: 'merge' | 'replace';
  onProgress?: (bytesDone: number, bytesTotal: number) => void;
}

export interface ImportReport extends WriteSummary {
  rowsRead: number;
  /** Players in the import (new, changed or unchanged). */
  imported: number;
  perLeague: Record<string, number>;
  skipped: SkippedRow[];
}

/** Imported clubs have no colours in either format: a steady pair per club so its badge stays the same. */
const COLOURS: Array<[string, string]> = [
  ['#1e3a8a', '#ffffff'],
  ['#991b1b', '#ffffff'],
  ['#065f46', '#ffffff'],
  ['#0f172a', '#facc15'],
  ['#6b21a8', '#ffffff'],
  ['#c2410c', '#ffffff'],
  ['#0e7490', '#ffffff'],
  ['#ffffff', '#1f2937'],
];
function coloursOf(key: string): [string, string] {
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return COLOURS[h % COLOURS.length];
}

/** Source ids in numeric order ('9' before '10'); one collator (localeCompare with options builds one per call). */
const NUMERIC_ORDER = new Intl.Collator('en', { numeric: true });

/** Imported clubs live past id 10000 (the pool's clubs are below); a club keeps its id across imports. */
const IMPORT_CLUB_ID_BASE = 10000;

async function assignClubIds(db: Db, source: string, clubs: SourceClub[]): Promise<Map<string, number>> {
  const existing = (await db.execute(sql`select id, source_id from clubs where source = ${source}`)) as unknown as {
    rows: Array<{ id: number; source_id: string }>;
  };
  const ids = new Map(existing.rows.map((r) => [r.source_id, Number(r.id)]));
  const max = (await db.execute(sql`select coalesce(max(id), 0) as max from clubs`)) as unknown as { rows: Array<{ max: number }> };
  let next = Math.max(IMPORT_CLUB_ID_BASE, Number(max.rows[0].max)) + 1;
  const fresh = clubs.filter((c) => !ids.has(c.sourceId)).sort((a, b) => NUMERIC_ORDER.compare(a.sourceId, b.sourceId));
  for (const c of fresh) ids.set(c.sourceId, next++);
  return ids;
}

async function parse(opts: ImportOptions): Promise<ParsedSource> {
  for (const file of opts.files) {
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new ImportFileError(file, 'dosya bulunamadı');
  }
  const total = opts.files.reduce((sum, f) => sum + fs.statSync(f).size, 0);
  let done = 0;
  const onBytes = (n: number) => {
    done += n;
    opts.onProgress?.(done, total);
  };
  return opts.format === 'eafc' ? parseEafc(opts.files, onBytes) : parseTransfermarkt(opts.files, onBytes);
}

/**
 * Imports player files into the pool: parses every file first (a bad or truncated file throws before
 * anything is written), then writes in one transaction. Idempotent: ids are stable ('eafc-<id>',
 * 'tm-<id>'; clubs by source id), so a second run changes nothing.
 */
export async function runImport(db: Db, opts: ImportOptions): Promise<ImportReport> {
  const parsed = await parse(opts);
  if (parsed.players.length === 0) {
    throw new ImportFileError(opts.files.join(', '), 'içe aktarılabilecek oyuncu yok; havuz değiştirilmedi');
  }
  const perLeague: Record<string, number> = {};
  for (const p of parsed.players) perLeague[p.league] = (perLeague[p.league] ?? 0) + 1;
  const leagues: LeagueRecord[] = Object.keys(perLeague).map((name) => ({
    name,
    country: LEAGUE_COUNTRY[name as keyof typeof LEAGUE_COUNTRY],
    season: parsed.season || POOL_SEASON,
  }));

  const summary = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const clubIds = await assignClubIds(tx, parsed.source, [...parsed.clubs.values()]);
    const clubs: ClubRecord[] = [...parsed.clubs.values()].map((c) => {
      const [primaryColor, secondaryColor] = coloursOf(`${parsed.source}-${c.sourceId}`);
      return {
        id: clubIds.get(c.sourceId)!,
        name: c.name,
        league: c.league,
        primaryColor,
        secondaryColor,
        crestUrl: c.crestUrl,
        source: parsed.source,
        sourceId: c.sourceId,
      };
    });
    // The parsed players become records in place: they only lacked their club's id.
    const players: PlayerRecord[] = parsed.players.map((p) => Object.assign(p, { clubId: clubIds.get(p.clubSourceId)! }));
    return writePool(tx, { leagues, clubs, players }, opts.mode ?? 'merge');
  });
  return { ...summary, rowsRead: parsed.rowsRead, imported: parsed.players.length, perLeague, skipped: parsed.skipped };
}
