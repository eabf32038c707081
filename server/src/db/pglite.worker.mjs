// PGlite (PostgreSQL in WebAssembly) on its own thread, speaking the PostgreSQL wire protocol on a Unix
// socket: its work runs beside the server's event loop instead of on it, and the server talks to it with
// the same driver (node-postgres) as to a real PostgreSQL. Plain JavaScript so it loads without a TS loader.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { coalesceWrites } from './coalescedWrites.mjs';

const { dataDir, socketPath, template } = workerData;
/** The migrated template when the caller gives one (memoryTemplate.ts: a database with nothing yet), else what dataDir holds or initdb. */
function startingPoint() {
  try {
    return template ? { loadDataDir: new Blob([readFileSync(template)]) } : {};
  } catch {
    return {};
  }
}
const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...startingPoint() });
// One connection: PGlite runs one session, so the server's pool holds one client.
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
await server.start();
// pglite-socket offers no hook for the sockets it accepts; its net.Server is reachable all the same.
server.server.on('connection', coalesceWrites);
parentPort.postMessage({ type: 'ready' });

parentPort.on('message', async (message) => {
  if (message?.type !== 'close') return;
  await server.stop();
  // Closing writes everything to the data directory and leaves it consistent for the next start.
  await db.close();
  parentPort.postMessage({ type: 'closed' });
});
