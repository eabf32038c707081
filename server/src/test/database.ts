import pg from 'pg';
import { randomBytes } from 'node:crypto';

/**
 * Gives each test file its own empty database: a fresh in-memory PGlite, or, when DATABASE_URL is set
 * (CI), a new database on that PostgreSQL server that is dropped afterwards.
 */
export async function createTestDatabaseUrl(): Promise<{ url?: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => {} };
  const name = `onbir_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
