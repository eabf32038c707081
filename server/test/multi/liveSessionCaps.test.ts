import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { createTestDatabaseUrl } from '../../src/test/database';
import { Follower, liveSocket, type LiveClient } from '../../src/test/liveSessions';
import { startServerProcess, type ServerProcess } from '../processes';

/**
 * Issue 37 item 2 over two processes: every process holds a copy of every live session with where it was
 * opened from, so a network's sessions are counted together, not once per process.
 */

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!DATABASE_URL || !REDIS_URL)('live sessions per network across processes', () => {
  let db: { url?: string; drop(): Promise<void> };
  const processes: ServerProcess[] = [];
  const open: { close(): void }[] = [];

  beforeAll(async () => {
    db = await createTestDatabaseUrl();
    await (await openDatabase({ url: db.url, dataDir: 'memory://' })).close();
    const env = { DATABASE_URL: db.url!, REDIS_URL: REDIS_URL!, SEED_POOL: 'false', TRUST_PROXY: '1', LIVE_SESSIONS_PER_SUBNET: '3' };
    const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
    for (const s of started) if (s.status === 'fulfilled') processes.push(s.value);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
  });

  afterAll(async () => {
    for (const s of open) s.close();
    await Promise.allSettled(processes.map((p) => p.kill('SIGKILL')));
    await db?.drop();
  });

  async function startFrom(url: string, address: string) {
    const socket: LiveClient = await liveSocket(url, { headers: { 'x-forwarded-for': address } });
    open.push({ close: () => socket.disconnect() });
    return socket.emitWithAck('live:start');
  }

  it('a network’s sessions opened on one process count on the other', async () => {
    const [p1, p2] = processes;
    const codes: string[] = [];
    for (const host of [1, 2, 3]) {
      const res = await startFrom(p1.url, `203.0.113.${host}`);
      if (!res.ok) throw new Error(res.message);
      codes.push(res.code);
    }
    // The other process has each session (from the open message or fetched for a viewer).
    for (const code of codes) open.push(await Follower.join(p2.url, code));
    expect(await startFrom(p2.url, '203.0.113.4')).toMatchObject({ ok: false, code: 'LIVE_TOO_MANY_SESSIONS_FROM_NETWORK' });
    expect((await startFrom(p2.url, '198.51.100.4')).ok).toBe(true);
  });
});
