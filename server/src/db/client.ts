import path from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import net from 'node:net';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from './schema';
import { coalesceWrites } from './coalescedWrites.mjs';
import { AppPool } from './pgPool';
import { fromTemplate, memoryTemplate } from './memoryTemplate';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction on it. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Reachability check for the readiness endpoint. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface OpenOptions {
  url?: string;
  dataDir: string;
  /**
   * PGlite on a worker thread behind a Unix socket (the server: its queries stay off the event loop that
   * serves sockets and requests), or in this thread (one-shot jobs such as the importer, which COPY from a
   * Blob through PGlite's own client). Ignored with a URL.
   */
  pgliteThread?: 'worker' | 'inline';
  onIdleError?: (err: Error) => void;
  /** The PGlite worker died: the database is gone until the process starts again. */
  onFatal?: (err: Error) => void;
}

/** node-postgres on a pool: a real PostgreSQL, or PGlite's socket on its worker thread. */
async function overPool(pool: pg.Pool, kind: Database['kind'], onIdleError: OpenOptions['onIdleError'], close: () => Promise<void>) {
  // An idle connection the server closes (a PostgreSQL restart, a failover) must not crash the app:
  // the pool drops it and the next query opens a new one.
  pool.on('error', (err) => onIdleError?.(err));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(drizzlePg(pool), { migrationsFolder });
  return { db, kind, ping: async () => void (await pool.query('select 1')), close };
}

function pgliteDir(dataDir: string): string | undefined {
  if (dataDir === 'memory://') return undefined;
  const dir = path.resolve(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * The migrated template a database starts from when it has nothing yet: in memory, or a data folder
 * PostgreSQL has never run in (a first start: 2.6 s instead of 5.6 s of initdb, then every migration).
 */
async function startingTemplate(dir: string | undefined): Promise<string | undefined> {
  const fresh = !dir || !fs.existsSync(path.join(dir, 'PG_VERSION'));
  return fresh ? memoryTemplate(migrationsFolder) : undefined;
}

/** Starts PGlite on a worker thread listening on a Unix socket in a private temporary folder. */
async function pgliteWorker({ dataDir, onIdleError, onFatal }: OpenOptions): Promise<Database> {
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onbir-pglite-'));
  const dir = pgliteDir(dataDir);
  const worker = new Worker(fileURLToPath(new URL('./pglite.worker.mjs', import.meta.url)), {
    workerData: { dataDir: dir, socketPath: path.join(socketDir, '.s.PGSQL.5432'), template: await startingTemplate(dir) },
  });
  const message = (type: string) =>
    new Promise<void>((resolve, reject) => {
      const onMessage = (m: { type?: string }) => m?.type === type && done(resolve);
      const onExit = (code: number) => done(() => reject(new Error(`PGlite worker exited (code ${code}) before '${type}'`)));
      const onError = (err: Error) => done(() => reject(err));
      const done = (settle: () => void) => {
        worker.off('message', onMessage).off('exit', onExit).off('error', onError);
        settle();
      };
      worker.on('message', onMessage).on('exit', onExit).on('error', onError);
    });
  try {
    await message('ready');
  } catch (err) {
    fs.rmSync(socketDir, { recursive: true, force: true });
    throw err;
  }
  let closing = false;
  worker.on('error', (err: Error) => onFatal?.(err));
  worker.on('exit', (code) => {
    if (!closing) onFatal?.(new Error(`PGlite worker exited (code ${code})`));
  });
  const pool = new AppPool({
    host: socketDir,
    port: 5432,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    idleTimeoutMillis: 0,
    stream: () => coalesceWrites(new net.Socket()),
  });
  // PGlite runs one session whatever the connection: statements prepared on a connection the pool dropped
  // (a broken one) are still there, unknown to the new one.
  pool.on('connect', (client) => void client.query('deallocate all').catch(() => undefined));
  return overPool(pool, 'pglite', onIdleError, async () => {
    closing = true;
    await pool.end();
    const closed = message('closed');
    worker.postMessage({ type: 'close' });
    await closed;
    await worker.terminate();
    fs.rmSync(socketDir, { recursive: true, force: true });
  });
}

/**
 * A real PostgreSQL when a URL is given; otherwise PGlite (PostgreSQL in WebAssembly) persisted under
 * dataDir, or in memory when dataDir is 'memory://'. Migrations run before the database is returned.
 */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    const pool = new AppPool({ connectionString: opts.url, max: 10 });
    return overPool(pool, 'postgres', opts.onIdleError, () => pool.end());
  }
  if (opts.pgliteThread === 'worker') return pgliteWorker(opts);
  const dir = pgliteDir(opts.dataDir);
  const client = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), ...fromTemplate(await startingTemplate(dir)) });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}
