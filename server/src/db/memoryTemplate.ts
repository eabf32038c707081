import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/** A hash of every file of a migrations folder and of `extra`: what a migrated database's content depends on. */
export function migrationsHash(migrationsFolder: string, extra: Buffer[] = []): string {
  const hash = createHash('sha256');
  for (const part of extra) hash.update(part);
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name, 'en'))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(`${path.relative(migrationsFolder, file)}\0`).update(fs.readFileSync(file));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/** The template's file: named by a hash of every migration file and PGlite's version, all its content depends on. */
export function templateFile(migrationsFolder: string): string {
  const pglitePackage = path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '../package.json');
  return path.join(os.tmpdir(), `onbir-pglite-template-${migrationsHash(migrationsFolder, [fs.readFileSync(pglitePackage)])}.tar`);
}

async function writeTemplate(file: string, migrationsFolder: string): Promise<void> {
  const client = await PGlite.create();
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    // Written aside and renamed: a process starting beside this one reads a whole template or none.
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(tmp, file);
  } finally {
    await client.close();
  }
}

const templates = new Map<string, Promise<string | undefined>>();

/**
 * A tarball of an empty, migrated PGlite database, kept in the temporary folder per migrations and PGlite
 * version. An in-memory database (DATA_DIR=memory://: tests, throwaway servers) starts from it instead of
 * running PostgreSQL's initdb and every migration: about a third of the CPU time, and test suites open
 * dozens. Made once by whichever process needs it first; undefined when it cannot be made (the caller
 * then starts from nothing, as before).
 */
export function memoryTemplate(migrationsFolder: string): Promise<string | undefined> {
  let template = templates.get(migrationsFolder);
  if (!template) {
    template = (async () => {
      const file = templateFile(migrationsFolder);
      if (!fs.existsSync(file)) await writeTemplate(file, migrationsFolder);
      return file;
    })().catch(() => undefined);
    templates.set(migrationsFolder, template);
  }
  return template;
}

/** PGlite's options for an in-memory database started from the template (read whole: PGlite wants a Blob). */
export function fromTemplate(file: string | undefined): { loadDataDir?: Blob } {
  if (!file) return {};
  try {
    return { loadDataDir: new Blob([fs.readFileSync(file)]) };
  } catch {
    return {};
  }
}
