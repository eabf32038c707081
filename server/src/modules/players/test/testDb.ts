import { openDatabase, type Database } from '../../../db/client';
import { createTestDatabaseUrl } from '../../../test/database';

/** A fresh, migrated database for one test file (PGlite in memory, or a throwaway one on DATABASE_URL). */
export async function openTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  const target = await createTestDatabaseUrl();
  const database = await openDatabase({ url: target.url, dataDir: 'memory://' });
  return {
    ...database,
    async dispose() {
      await database.close();
      await target.drop();
    },
  };
}
