import fs from 'node:fs';
import path from 'node:path';
import { CsvError, parse, type Options } from 'csv-parse/sync';

/** One row, read by column name. */
export class CsvRow {
  constructor(
    private readonly fields: string[],
    private readonly columns: Map<string, number>,
  ) {}

  /** The trimmed value ('' for a missing column or value). */
  get(column: string): string {
    return this.fields[this.columns.get(column) ?? -1]?.trim() ?? '';
  }
}

/** Thrown for a file the importer cannot read: the CLI prints the message, and nothing is written. */
export class ImportFileError extends Error {
  constructor(file: string, message: string) {
    super(`${path.basename(file)}: ${message}`);
    this.name = 'ImportFileError';
  }
}

/** How a CSV file is read: RFC 4180 quotes, a BOM, any line ending, empty lines skipped. */
const CSV_OPTIONS = { bom: true, skip_empty_lines: true, record_delimiter: ['\r\n', '\n', '\r'] } satisfies Options;

/** The header row of a CSV file (to tell the formats and their generations apart). */
export async function readHeader(file: string): Promise<string[]> {
  const stream = fs.createReadStream(file, { end: 64 * 1024 });
  let text = '';
  for await (const chunk of stream) {
    text += chunk;
    if (text.includes('\n')) break;
  }
  stream.destroy();
  const [header] = parse(text, { ...CSV_OPTIONS, to_line: 1, relax_column_count: true, relax_quotes: true });
  return (header ?? []).map((h) => h.trim());
}

/** csv-parse's refusals as the importer words them. */
const CSV_ERRORS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'kapanmamış tırnak',
  CSV_INVALID_CLOSING_QUOTE: 'kapanan tırnaktan sonra metin var',
  INVALID_OPENING_QUOTE: 'tırnaksız alanın içinde tırnak var',
};

/** How many rows pass between two progress reports. */
const PROGRESS_ROWS = 1000;

/**
 * The rows of a CSV file, read by header name, with each row's 1-based record number (the header is
 * 1; counted per record, so a quoted field spanning lines is one). The file is read whole and parsed by
 * csv-parse at once (the importer keeps every parsed player in memory anyway). A row with a different
 * number of fields than the header (a truncated or garbled file) or a broken quote throws
 * ImportFileError naming the record. onBytes reports progress in bytes parsed.
 */
export async function readCsvRows(file: string, onBytes: (bytes: number) => void): Promise<Iterable<{ line: number; row: CsvRow }>> {
  const bytes = await fs.promises.readFile(file);
  // Where the parse had got to at every PROGRESS_ROWS-th record: the progress reported as the rows go by.
  const bytesAt = new Map<number, number>();
  let records: string[][];
  try {
    records = parse(bytes, {
      ...CSV_OPTIONS,
      relax_column_count: true,
      on_record: (record: string[], { records: n, bytes: at }) => (n % PROGRESS_ROWS === 0 && bytesAt.set(n, at), record),
    });
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    throw new ImportFileError(file, `okunamadı: ${(err as CsvError & { records: number }).records + 1}. satır: ${CSV_ERRORS[err.code] ?? err.message}`);
  }
  const [header = [], ...body] = records;
  const index = new Map(header.map((h, i) => [h.trim(), i]));
  const broken = body.findIndex((fields) => fields.length !== header.length);
  if (broken >= 0) throw new ImportFileError(file, `okunamadı: ${broken + 2}. satır: ${body[broken].length} alan var, başlıkta ${header.length}`);
  return (function* rows() {
    let reported = 0;
    for (let i = 0; i < body.length; i++) {
      const at = bytesAt.get(i + 2);
      if (at !== undefined) {
        onBytes(at - reported);
        reported = at;
      }
      yield { line: i + 2, row: new CsvRow(body[i], index) };
    }
    onBytes(bytes.length - reported);
  })();
}

export function requireColumns(file: string, header: string[], columns: string[]): void {
  const missing = columns.filter((c) => !header.includes(c));
  if (missing.length) throw new ImportFileError(file, `beklenen sütunlar yok: ${missing.join(', ')}`);
}
