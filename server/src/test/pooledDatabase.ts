import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';

/**
 * Warm in-memory databases for test servers. Starting PGlite costs about 2 s of CPU (loading a 40 MB data
 * directory and booting PostgreSQL), and the server suites start about a hundred servers: a database a
 * closed server leaves is emptied and handed to the next one instead. The pool lives as long as the test
 * runner's worker (its files share one module graph).
 */
/** A warm database and how to really stop it. */
interface Warm {
  database: Database;
  stop: () => Promise<void>;
}
const idle: Warm[] = [];

/**
 * As a fresh migrated database: a transaction a test left open rolled back, every table of the app emptied,
 * session locks released.
 */
const EMPTY_EVERYTHING = sql.raw(`
  rollback;
  do $$
  declare tables text;
  begin
    select string_agg(format('%I.%I', schemaname, tablename), ', ') into tables from pg_tables where schemaname = 'public';
    if tables is not null then execute 'truncate ' || tables || ' cascade'; end if;
  end $$;
  select pg_advisory_unlock_all();
`);

const RESET_DEADLINE_MS = 5_000;

async function recycle(warm: Warm): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      warm.database.db.execute(EMPTY_EVERYTHING),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('reset timed out')), RESET_DEADLINE_MS))),
    ]);
    idle.push(warm);
  } catch {
    // A database that cannot be emptied in time is not reused.
    await warm.stop();
  } finally {
    clearTimeout(timer);
  }
}

async function openWarm(): Promise<Warm> {
  const database = await openDatabase({
    dataDir: 'memory://',
    pgliteThread: 'worker',
    // Stopping the process would take the test runner's worker with it and hide which file and test it
    // was: the error goes to the runner instead, which names them.
    onFatal: (err) => {
      throw new Error(`a test server's embedded database stopped: ${err.message}`, { cause: err });
    },
  });
  return { database, stop: database.close };
}

/** An empty in-memory database; its close() gives it back to the pool instead of stopping it. */
export async function pooledDatabase(): Promise<Database> {
  const warm = idle.pop() ?? (await openWarm());
  let closed = false;
  return {
    ...warm.database,
    close: async () => {
      if (closed) return;
      closed = true;
      await recycle(warm);
    },
  };
}

/**
 * Stops every warm database (a bench's last step): a warm database keeps its process alive, which a test
 * runner's worker ends by itself but a bench script, run to its end, does not.
 */
export async function stopPooledDatabases(): Promise<void> {
  await Promise.all(idle.splice(0).map((warm) => warm.stop()));
}
