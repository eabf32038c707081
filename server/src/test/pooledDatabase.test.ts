import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { Pool } from 'pg';
import { users } from '../db/schema';
import { newAccount } from './accounts';
import { pooledDatabase } from './pooledDatabase';
import { startTestServer } from './testServer';

type Rows<T> = { rows: T[] };

describe.skipIf(process.env.DATABASE_URL)('warm test databases', () => {
  it('hand the next server an empty database: rows gone, session locks released', async () => {
    const first = await startTestServer();
    await request(first.url).post('/api/users/register').send(newAccount('pool1')).expect(201);
    await first.ctx.db.execute(sql`select pg_advisory_lock(4242)`);
    const worker = first.ctx.database;
    await first.close();

    const second = await startTestServer();
    try {
      expect(await second.ctx.db.select().from(users)).toEqual([]);
      // The same account registers again: nothing of the first server's is left to collide with.
      await request(second.url).post('/api/users/register').send(newAccount('pool1')).expect(201);
      const held = (await second.ctx.db.execute(sql`select pg_try_advisory_lock(4242) as held`)) as unknown as Rows<{ held: boolean }>;
      expect(held.rows[0].held).toBe(true);
      // The same database came back (warm), not a new one.
      expect(second.ctx.db).toBe(worker.db);
    } finally {
      await second.close();
    }
  });

  it('roll back a transaction a test left open before lending the database again', async () => {
    const lent = await pooledDatabase();
    const pool = (lent.db as unknown as { $client: Pool }).$client;
    const client = await pool.connect();
    await client.query('begin');
    await client.query(`insert into users (username, email, first_name, last_name, password_hash) values ('left', 'left@example.com', 'A', 'B', 'x')`);
    client.release();
    await lent.close();

    const next = await pooledDatabase();
    try {
      expect(next.db).toBe(lent.db);
      const open = (await next.db.execute(sql`select txid_current_if_assigned() as xid`)) as unknown as Rows<{ xid: string | null }>;
      expect(open.rows[0].xid).toBeNull();
      expect(await next.db.select().from(users)).toEqual([]);
    } finally {
      await next.close();
    }
  });
});
