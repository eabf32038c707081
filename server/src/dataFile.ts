import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Writes `content` to `file` (mode 0600) unless the file exists, and answers whether this call wrote it.
 * The file appears whole or not at all: the content goes to a file of its own first and is then linked at
 * `file`, which fails if another process linked its own first. A file created empty and then written (the
 * 'wx' flag) would let a second process starting at the same moment read it empty.
 */
export function createFileOnce(file: string, content: string): boolean {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(draft, content, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return false;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}
