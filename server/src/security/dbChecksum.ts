import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

// Every table a request can write, apart from the read-mostly player pool and the leases that
// background jobs renew on their own.
const TABLES = ['users', 'user_tokens', 'contact_messages', 'rooms', 'room_players', 'room_picks', 'fixtures'] as const;

/** One hash over the rows of every writable table: equal before and after means nothing changed. */
export async function dbChecksum(db: Db): Promise<string> {
  const parts = TABLES.map((t) => `select '${t}:' || md5(t::text) as x from ${t} t`).join(' union all ');
  const res = (await db.execute(sql.raw(`select md5(coalesce(string_agg(x, '|' order by x), '')) as sum from (${parts}) s`))) as unknown as {
    rows: Array<{ sum: string }>;
  };
  return res.rows[0].sum;
}
