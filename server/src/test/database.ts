import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { migrationsHash } from '../db/memoryTemplate';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle');
/** The same number in every test process: they make the template one at a time. */
const TEMPLATE_LOCK = 4_711_011;
const TEMPLATE_PREFIX = 'onbir_tpl_';

async function asAdmin<T>(base: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

let template: Promise<string> | undefined;

/**
 * An empty migrated database on that PostgreSQL, one per set of migrations, that each test database is copied
 * from: a copy is a file copy, where running every migration again took most of a test server's start. Made by
 * the first test process that needs it (the others wait on an advisory lock), marked a template only once whole;
 * the templates of other migrations are dropped then.
 */
function migratedTemplate(base: string): Promise<string> {
  template ??= asAdmin(base, async (admin) => {
    const name = `${TEMPLATE_PREFIX}${migrationsHash(MIGRATIONS)}`;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const { rows } = await admin.query<{ datname: string; datistemplate: boolean }>('select datname, datistemplate from pg_database where datname like $1', [`${TEMPLATE_PREFIX}%`]);
      if (rows.some((r) => r.datname === name && r.datistemplate)) return name;
      for (const { datname } of rows) {
        await admin.query(`alter database ${datname} is_template false`);
        await admin.query(`drop database ${datname} with (force)`);
      }
      await admin.query(`create database ${name}`);
      const migrated = await openDatabase({ url: databaseUrl(base, name), dataDir: 'memory://' });
      await migrated.close();
      await admin.query(`alter database ${name} is_template true`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return template;
}

/**
 * Gives each test server its own empty database: a fresh in-memory PGlite, or, when DATABASE_URL is set
 * (CI), a new migrated database on that PostgreSQL that is dropped afterwards.
 */
export async function createTestDatabaseUrl(): Promise<{ url?: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => {} };
  const name = `onbir_t_${randomBytes(6).toString('hex')}`;
  const from = await migratedTemplate(base);
  await asAdmin(base, (admin) => admin.query(`create database ${name} template ${from}`));
  return {
    url: databaseUrl(base, name),
    drop: () => asAdmin(base, async (admin) => void (await admin.query(`drop database if exists ${name} with (force)`))),
  };
}
