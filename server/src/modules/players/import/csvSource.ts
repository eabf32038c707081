import fs from 'node:fs';
import path from 'node:path';

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

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

/** Thrown by parseRecords with the 1-based record number it failed on. */
class CsvSyntaxError extends Error {
  constructor(
    readonly record: number,
    message: string,
  ) {
    super(message);
  }
}

/** One quoted or unquoted field starting at `at`: its value and the offset after it. */
function readField(text: string, at: number, record: number): [string, number] {
  const n = text.length;
  if (text.charCodeAt(at) !== QUOTE) {
    let i = at;
    for (; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === COMMA || c === LF || c === CR) break;
      if (c === QUOTE) throw new CsvSyntaxError(record, 'tırnaksız alanın içinde tırnak var');
    }
    return [text.slice(at, i), i];
  }
  let value = '';
  let from = at + 1;
  for (;;) {
    const close = text.indexOf('"', from);
    if (close < 0) throw new CsvSyntaxError(record, 'kapanmamış tırnak');
    value += text.slice(from, close);
    if (text.charCodeAt(close + 1) !== QUOTE) {
      const c = close + 1 < n ? text.charCodeAt(close + 1) : LF;
      if (c !== COMMA && c !== LF && c !== CR) throw new CsvSyntaxError(record, 'kapanan tırnaktan sonra metin var');
      return [value, close + 1];
    }
    value += '"';
    from = close + 2;
  }
}

/** The next offset of `ch` at or after `from` (text.length when there is none). */
const nextOf = (text: string, ch: string, from: number) => {
  const at = text.indexOf(ch, from);
  return at < 0 ? text.length : at;
};

/**
 * RFC 4180 records of a whole text (a field may be quoted, with "" for a quote and line breaks
 * inside; records end with LF, CRLF or CR; empty lines are skipped), each with the offset after it.
 * A quote inside an unquoted field, text after a closing quote or an unclosed quote is an error.
 * A line without quotes or a lone CR is split natively, the rest field by field: many times faster
 * than a general streaming parser, and the rows come synchronously (no await per row).
 */
function* parseRecords(text: string): Generator<{ fields: string[]; end: number }> {
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let record = 0;
  let quote = nextOf(text, '"', i);
  let cr = nextOf(text, '\r', i);
  while (i < n) {
    const lf = nextOf(text, '\n', i);
    if (quote < i) quote = nextOf(text, '"', i);
    if (cr < i) cr = nextOf(text, '\r', i);
    const lineEnd = cr === lf - 1 ? cr : lf;
    if (i === lineEnd || (i === cr && cr < lf)) {
      i = i === lineEnd ? lf + 1 : cr + 1;
      continue;
    }
    record++;
    if (quote >= lf && cr >= lineEnd) {
      yield { fields: text.slice(i, lineEnd).split(','), end: lf + 1 };
      i = lf + 1;
      continue;
    }
    const fields: string[] = [];
    for (;;) {
      const [value, after] = readField(text, i, record);
      fields.push(value);
      i = after;
      if (i >= n || text.charCodeAt(i) !== COMMA) break;
      i++;
    }
    if (text.charCodeAt(i) === CR) i++;
    if (text.charCodeAt(i) === LF) i++;
    yield { fields, end: i };
  }
}

/** How many rows pass between two progress reports. */
const PROGRESS_ROWS = 1000;

/**
 * The rows of a CSV file, read by header name, with each row's 1-based line number (the header is
 * line 1; counted per record, so exact while no quoted field spans lines). The file is read whole
 * (the importer keeps every parsed player in memory anyway), then parsed synchronously. A row with a
 * different number of fields than the header (a truncated or garbled file) or a broken quote throws
 * ImportFileError naming the line. onBytes reports progress in bytes parsed.
 */
export async function readCsvRows(file: string, onBytes: (bytes: number) => void): Promise<Iterable<{ line: number; row: CsvRow }>> {
  const bytes = await fs.promises.readFile(file);
  const text = bytes.toString('utf8');
  // Progress in bytes, from the characters parsed (exact at the end).
  const scale = bytes.length / Math.max(1, text.length);
  return (function* rows() {
    let index: Map<string, number> | undefined;
    let width = 0;
    let line = 1;
    let reported = 0;
    const report = (end: number) => {
      const done = end >= text.length ? bytes.length : Math.floor(end * scale);
      onBytes(done - reported);
      reported = done;
    };
    try {
      for (const { fields, end } of parseRecords(text)) {
        if (!index) {
          index = new Map(fields.map((h, i) => [h.trim(), i]));
          width = fields.length;
          continue;
        }
        line++;
        if (fields.length !== width) throw new CsvSyntaxError(line, `${fields.length} alan var, başlıkta ${width}`);
        if (line % PROGRESS_ROWS === 0) report(end);
        yield { line, row: new CsvRow(fields, index) };
      }
      report(text.length);
    } catch (err) {
      if (!(err instanceof CsvSyntaxError)) throw err;
      throw new ImportFileError(file, `okunamadı: ${err.record}. satır: ${err.message}`);
    }
  })();
}

export function requireColumns(file: string, header: string[], columns: string[]): void {
  const missing = columns.filter((c) => !header.includes(c));
  if (missing.length) throw new ImportFileError(file, `beklenen sütunlar yok: ${missing.join(', ')}`);
}
