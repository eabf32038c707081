// `npm run import -- <eafc|transfermarkt> <files…> [--mode merge|replace]`: imports player files into
// the configured database (DATABASE_URL or PGlite under DATA_DIR), with a progress bar and a report.
import fs from 'node:fs';
import path from 'node:path';
import cliProgress from 'cli-progress';
import { loadConfig } from '../../../config';
import { openDatabase } from '../../../db/client';
import { IMPORT_FORMATS, runImport, type ImportFormat, type ImportReport } from './importer';

const USAGE = `Kullanım: npm run import -- <${IMPORT_FORMATS.join('|')}> <dosyalar…> [--mode merge|replace]
  eafc           EA Sports FC / FIFA oyuncu CSV dosyası
  transfermarkt  Transfermarkt oyuncu CSV dosyası ve kulüp CSV dosyası
  --mode merge   (varsayılan) ekler ve günceller; replace: havuz yalnızca bu içe aktarma olur`;

function parseArgs(argv: string[]): { format: ImportFormat; files: string[]; mode: 'merge' | 'replace' } {
  const args = [...argv];
  let mode: 'merge' | 'replace' = 'merge';
  const modeAt = args.findIndex((a) => a === '--mode' || a.startsWith('--mode='));
  if (modeAt >= 0) {
    const value = args[modeAt].includes('=') ? args[modeAt].split('=')[1] : args[modeAt + 1];
    args.splice(modeAt, args[modeAt].includes('=') ? 1 : 2);
    if (value !== 'merge' && value !== 'replace') throw new Error(`Geçersiz --mode '${value ?? ''}'\n${USAGE}`);
    mode = value;
  }
  const [format, ...files] = args;
  if (!IMPORT_FORMATS.includes(format as ImportFormat) || files.length === 0) throw new Error(USAGE);
  return { format: format as ImportFormat, files: files.map((f) => path.resolve(f)), mode };
}

/** Every skipped row, as CSV beside the working directory, so a long list does not flood the terminal. */
function writeSkippedReport(report: ImportReport): string | null {
  if (report.skipped.length === 0) return null;
  const quote = (v: string | number) => `"${String(v).replace(/"/g, '""')}"`;
  const lines = ['file,line,source_id,name,reason,detail', ...report.skipped.map((s) => [s.file, s.line, s.sourceId, s.name, s.reason, s.detail].map(quote).join(','))];
  const file = path.resolve(`import-skipped-${new Date().toISOString().replace(/[:.]/g, '-')}.csv`);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

function printReport(report: ImportReport, seconds: number): void {
  console.log(`\nOkunan satır: ${report.rowsRead} (${Math.round(report.rowsRead / seconds)} satır/sn)`);
  console.log(`İçe aktarılan oyuncu: ${report.imported} (yeni/değişen: ${report.playersChanged}, silinen: ${report.playersRemoved}, yeni/değişen kulüp: ${report.clubsChanged})`);
  for (const [league, n] of Object.entries(report.perLeague)) console.log(`  ${league}: ${n}`);
  const byReason = new Map<string, number>();
  for (const s of report.skipped) byReason.set(s.reason, (byReason.get(s.reason) ?? 0) + 1);
  console.log(`Atlanan satır: ${report.skipped.length}`);
  for (const [reason, n] of byReason) console.log(`  ${reason}: ${n}`);
  for (const s of report.skipped.slice(0, 10)) console.log(`  ${s.file}:${s.line} ${s.sourceId} ${s.name}: ${s.detail}`);
  const file = writeSkippedReport(report);
  if (file) console.log(`Atlanan satırların tamamı: ${file}`);
}

async function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const bar = new cliProgress.SingleBar({ format: 'İçe aktarılıyor [{bar}] {percentage}% | {value}/{total} bayt' }, cliProgress.Presets.shades_classic);
  bar.start(1, 0);
  const started = performance.now();
  try {
    const report = await runImport(database.db, {
      ...args,
      onProgress: (done, total) => {
        bar.setTotal(total);
        bar.update(done);
      },
    });
    bar.stop();
    printReport(report, (performance.now() - started) / 1000);
  } catch (err) {
    bar.stop();
    console.error(`\nİçe aktarma başarısız, havuz değiştirilmedi: ${(err as Error).message}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

void main();
