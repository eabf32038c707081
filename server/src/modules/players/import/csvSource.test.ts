import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCsvRows } from './csvSource';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csv-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let n = 0;
/** The rows of a CSV text as { line, values of the given columns }, and the progress reported. */
async function read(text: string, columns: string[]) {
  const file = path.join(dir, `f${n++}.csv`);
  fs.writeFileSync(file, text);
  let bytes = 0;
  const rows = [...(await readCsvRows(file, (b) => (bytes += b)))].map(({ line, row }) => ({ line, values: columns.map((c) => row.get(c)) }));
  return { rows, bytes, size: fs.statSync(file).size };
}

describe('readCsvRows', () => {
  it('reads fields by header name: quotes, doubled quotes, commas and line breaks inside quotes, CRLF, BOM, empty lines', async () => {
    const text = '\uFEFFid,name, note \r\n1,"Kanté, N\'Golo","he said ""hi"""\r\n\r\n2, Müller ,\n3,"two\nlines",x';
    const { rows, bytes, size } = await read(text, ['id', 'name', 'note', 'missing']);
    expect(rows).toEqual([
      { line: 2, values: ['1', "Kanté, N'Golo", 'he said "hi"', ''] },
      { line: 3, values: ['2', 'Müller', '', ''] },
      { line: 4, values: ['3', 'two\nlines', 'x', ''] },
    ]);
    expect(bytes).toBe(size);
  });

  it('refuses a row with another number of fields or a broken quote, naming the line', async () => {
    await expect(read('a,b\n1,2\n3\n', ['a'])).rejects.toThrow(/okunamadı: 3\. satır: 1 alan var, başlıkta 2/);
    await expect(read('a,b\n1,"2\n', ['a'])).rejects.toThrow(/okunamadı: 2\. satır: kapanmamış tırnak/);
    await expect(read('a,b\n1,"2"x\n', ['a'])).rejects.toThrow(/okunamadı: 2\. satır: kapanan tırnaktan sonra metin var/);
    await expect(read('a,b\n1,2"x\n', ['a'])).rejects.toThrow(/okunamadı: 2\. satır: tırnaksız alanın içinde tırnak var/);
  });
});
