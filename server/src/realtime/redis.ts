import { createClient } from 'redis';
import type { Logger } from '../logger';

export type RedisClient = ReturnType<typeof createClient>;

export interface RedisConnection {
  pub: RedisClient;
  sub: RedisClient;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Two connections (Socket.IO's adapter needs a separate subscriber) to the Redis at url. */
export async function connectRedis(url: string, log: Logger): Promise<RedisConnection> {
  const pub = createClient({ url, socket: { reconnectStrategy: (retries) => Math.min(retries * 200, 5_000) } });
  const sub = pub.duplicate();
  for (const c of [pub, sub]) c.on('error', (err) => log.warn({ err: err.message }, 'redis error'));
  await Promise.all([pub.connect(), sub.connect()]);
  return {
    pub,
    sub,
    ping: async () => void (await pub.ping()),
    close: async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
