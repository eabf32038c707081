import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabaseUrl } from './database';

const journal = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] };

async function rows<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

// With DATABASE_URL only (the API suite on PostgreSQL): without it a test server's database is PGlite's.
describe.skipIf(!process.env.DATABASE_URL)('test databases on PostgreSQL', () => {
  it('are copies of the migrated template, made side by side, apart from each other, and dropped after', async () => {
    const made = await Promise.all([createTestDatabaseUrl(), createTestDatabaseUrl()]);
    const [a, b] = made.map((m) => ({ ...m, url: m.url! }));
    for (const { url } of [a, b]) {
      const [{ n }] = await rows<{ n: string }>(url, 'select count(*) as n from drizzle.__drizzle_migrations');
      expect(Number(n)).toBe(journal.entries.length);
    }
    await rows(a.url, `insert into users (username, email, first_name, last_name, password_hash) values ('yalniz', 'y@example.com', 'Y', 'A', 'x')`);
    expect(await rows(a.url, 'select username from users')).toEqual([{ username: 'yalniz' }]);
    expect(await rows(b.url, 'select username from users')).toEqual([]);
    await Promise.all([a.drop(), b.drop()]);
    const names = [a.url, b.url].map((url) => new URL(url).pathname.slice(1));
    expect(await rows(process.env.DATABASE_URL!, 'select datname from pg_database where datname = any($1)', [names])).toEqual([]);
  });
});
