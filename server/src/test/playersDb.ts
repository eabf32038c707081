import { openDatabase, type Database } from '../db/client';
import { createTestDatabaseUrl } from './database';
import { pooledDatabase } from './pooledDatabase';

/** A fresh, migrated database for one test file: a throwaway one on DATABASE_URL, else an emptied warm PGlite. */
export async function openTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  const target = await createTestDatabaseUrl();
  if (!target.url) {
    const database = await pooledDatabase();
    return { ...database, dispose: database.close };
  }
  const database = await openDatabase({ url: target.url, dataDir: 'memory://' });
  return {
    ...database,
    async dispose() {
      await database.close();
      await target.drop();
    },
  };
}
