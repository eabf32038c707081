import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { memoryTemplate } from './memoryTemplate';
import { statementName } from './pgPool';
import { users } from './schema';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onbir-db-test-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));


describe('PGlite on a worker thread (the server embedded database)', () => {
  it('migrates, answers in the shapes of the in-thread client, keeps data across restarts and cleans its socket', async () => {
    const dataDir = tempDir();
    // The socket's folder goes under TMPDIR: a private one shows what is left behind.
    const tmp = tempDir();
    // The migrated template a new database starts from is the machine's, shared by every database: made first.
    await memoryTemplate(path.resolve(import.meta.dirname, '../../drizzle'));
    const savedTmp = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    const first = await openDatabase({ dataDir, pgliteThread: 'worker' });
    if (savedTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmp;
    expect(fs.readdirSync(tmp)).toHaveLength(1);
    expect(first.kind).toBe('pglite');
    await first.ping();
    const [row] = await first.db
      .insert(users)
      .values({ username: 'işçi', email: 'isci@example.com', firstName: 'İ', lastName: 'Ş', passwordHash: 'x' })
      .returning();
    expect(row.createdAt).toBeInstanceOf(Date);
    await first.close();
    expect(fs.readdirSync(tmp)).toEqual([]);

    // The same data directory opened in this thread, then on a worker again: the rows are there.
    const inline = await openDatabase({ dataDir });
    const [again] = await inline.db.select().from(users);
    await inline.close();
    expect(again).toEqual(row);
    const second = await openDatabase({ dataDir, pgliteThread: 'worker' });
    const [third] = await second.db.select().from(users);
    expect(third).toEqual(row);
    await second.close();
  });

  it('serialises transactions on its one connection: concurrent increments under a row lock all count', async () => {
    const database = await openDatabase({ dataDir: 'memory://', pgliteThread: 'worker' });
    await database.db.execute(sql`create table counter (id int primary key, n int not null)`);
    await database.db.execute(sql`insert into counter values (1, 0)`);
    await Promise.all(
      Array.from({ length: 30 }, () =>
        database.db.transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`select n from counter where id = 1 for update`)) as unknown as { rows: Array<{ n: number }> };
          await tx.execute(sql`update counter set n = ${rows[0].n + 1} where id = 1`);
        }),
      ),
    );
    const { rows } = (await database.db.execute(sql`select n from counter`)) as unknown as { rows: Array<{ n: number }> };
    expect(rows[0].n).toBe(30);
    // A failed transaction rolls back and leaves the connection usable.
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update counter set n = 0 where id = 1`);
        await tx.execute(sql`select 1/0`);
      }),
    ).rejects.toThrow();
    const after = (await database.db.execute(sql`select n from counter`)) as unknown as { rows: Array<{ n: number }> };
    expect(after.rows[0].n).toBe(30);
    await database.close();
  });

  it('prepares each data statement once, and goes on at once after a refused query', async () => {
    const database = await openDatabase({ dataDir: 'memory://', pgliteThread: 'worker' });
    const insert = (email: string) =>
      database.db.insert(users).values({ username: email.split('@')[0], email, firstName: 'A', lastName: 'B', passwordHash: 'x' }).returning({ id: users.id });
    await insert('a@example.com');
    // A unique violation leaves the connection as it was: the next query runs on it at once.
    await expect(insert('a@example.com')).rejects.toThrow();
    await insert('b@example.com');
    const { rows } = (await database.db.execute(sql`select count(*)::int as n from pg_prepared_statements where name like 'onbir_%'`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(rows[0].n).toBeGreaterThanOrEqual(1);
    expect(await database.db.select({ email: users.email }).from(users).orderBy(users.email)).toEqual([{ email: 'a@example.com' }, { email: 'b@example.com' }]);
    await database.close();
  });
});

describe('statement names', () => {
  it('gives a data statement one name for its text, and none to other statements', () => {
    const a = statementName('select 1 from users where id = $1');
    expect(a).toMatch(/^onbir_\d+$/);
    expect(statementName('select 1 from users where id = $1')).toBe(a);
    expect(statementName('  WITH x as (select 1) select * from x')).not.toBe(a);
    expect(statementName('create table t (id int)')).toBeUndefined();
    expect(statementName('begin')).toBeUndefined();
  });
});
