import { loadConfig } from '../config';
import { resolveVapidKeys } from '../modules/notifications/vapidKeys';

/**
 * One server process's start-up files, raced by its siblings (dataFile.slow.test.ts): for each directory
 * in argv, waits until its start instant (the parent's epoch ms, all children alike) and resolves the JWT
 * secret and the VAPID pair on it as a start does; prints one JSON line a directory, or the error.
 */
const [start, gap, ...dirs] = process.argv.slice(2);
for (const [i, dir] of dirs.entries()) {
  const at = Number(start) + i * Number(gap);
  while (Date.now() < at);
  try {
    // The configuration's parse resolves the secret, as at a start.
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir });
    console.log(JSON.stringify({ dir, secret: config.JWT_SECRET, publicKey: resolveVapidKeys(config).publicKey }));
  } catch (err) {
    console.log(JSON.stringify({ dir, error: String(err) }));
  }
}
