import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse';

/** One row, read by column name (missing column or value: ''). */
export type CsvRow = (column: string) => string;

/** Thrown for a file the importer cannot read: the CLI prints the message, and nothing is written. */
export class ImportFileError extends Error {
  constructor(file: string, message: string) {
    super(`${path.basename(file)}: ${message}`);
    this.name = 'ImportFileError';
  }
}

/** The header row of a CSV file (to tell the formats and their generations apart). */
export async function readHeader(file: string): Promise<string[]> {
  const stream = fs.createReadStream(file, { end: 64 * 1024 });
  let text = '';
  for await (const chunk of stream) {
    text += chunk;
    if (text.includes('\n')) break;
  }
  stream.destroy();
  return text
    .split(/\r?\n/)[0]
    .replace(/^\uFEFF/, '')
    .split(',')
    .map((h) => h.trim());
}

/**
 * Streams the rows of a CSV file, read by header name, with each row's 1-based line number (the header
 * is line 1; counted per record, so exact while no quoted field spans lines).
 * Rows are parsed as arrays (several times faster than csv-parse's column objects). A row with a
 * different number of fields (a truncated or garbled file) or an unclosed quote throws ImportFileError
 * naming the line. onBytes reports progress in bytes read.
 */
export async function* csvRows(file: string, onBytes: (bytes: number) => void): AsyncGenerator<{ line: number; row: CsvRow }> {
  const input = fs.createReadStream(file);
  const parser = parse({ bom: true, skip_empty_lines: true });
  input.pipe(parser);
  input.on('error', (err) => parser.destroy(err));
  let last = 0;
  input.on('data', () => {
    onBytes(input.bytesRead - last);
    last = input.bytesRead;
  });
  let index: Map<string, number> | undefined;
  let line = 1;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!index) {
        index = new Map(record.map((h, i) => [h.trim(), i]));
        continue;
      }
      const fields = record;
      const columns = index;
      line++;
      yield { line, row: (column) => fields[columns.get(column) ?? -1]?.trim() ?? '' };
    }
  } catch (err) {
    throw new ImportFileError(file, `okunamadı: ${(err as Error).message}`);
  } finally {
    input.destroy();
  }
}

export function requireColumns(file: string, header: string[], columns: string[]): void {
  const missing = columns.filter((c) => !header.includes(c));
  if (missing.length) throw new ImportFileError(file, `beklenen sütunlar yok: ${missing.join(', ')}`);
}
