import type { Clock } from '../clock';
import { loadConfig, type Config } from '../config';
import { buildServer, type RunningServer } from '../server';
import type { Mailer, Mail } from '../mail/mailer';
import { createTestDatabaseUrl } from './database';
import { pooledDatabase } from './pooledDatabase';
import type { ImageProxyTestOptions } from '../modules/images/proxyTestOptions';
import type { PushTestOptions } from '../modules/notifications/pushSender';

export interface TestServer extends RunningServer {
  url: string;
  port: number;
  /** Mails "sent" by the server when neither a mailer override nor SMTP_URL is given. */
  outbox: Mail[];
}

/**
 * A test server's configuration: budgets as high as a suite needs (every user of a suite comes from 127.0.0.1 and
 * writes hundreds of times a second; the budgets have their own tests, which set them), then `env`.
 */
function testServerConfig(env: Record<string, string>, databaseUrl: string | undefined): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: 'memory://',
    JWT_SECRET: 'test-secret-test-secret',
    SEED_POOL: 'false',
    RATE_LIMIT_MAX: '1000',
    MAX_CONNECTIONS_PER_ADDRESS: '100000',
    API_WRITES_PER_10S: '100000',
    SOCKET_HANDSHAKES_PER_MINUTE: '100000',
    SOCKETS_PER_ADDRESS: '10000',
    LIVE_SOCKETS_PER_ADDRESS: '10000',
    LIVE_HANDSHAKES_PER_MINUTE: '100000',
    LIVE_SESSIONS_PER_ADDRESS: '1000',
    LIVE_SESSIONS_PER_SUBNET: '1000',
    MATCH_SECONDS_PER_MINUTE: '0.005',
    APP_URL: 'http://localhost:3000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
}

export interface TestServerOptions {
  mailer?: Mailer;
  /** The built client to serve (the browser suite's); the API suites serve none. */
  clientDist?: string;
  imageProxyTest?: ImageProxyTestOptions;
  /** The rooms' and matches' time (test/drivenClock.ts): the system's when absent. */
  clock?: Clock;
  pushTest?: PushTestOptions;
}

/**
 * A real server on a random port over a fresh database (in-memory PGlite, or a throwaway database on
 * DATABASE_URL). The default player pool is not seeded unless SEED_POOL is 'true' in env.
 */
export async function startTestServer(env: Record<string, string> = {}, opts: TestServerOptions = {}): Promise<TestServer> {
  const dbUrl = await createTestDatabaseUrl();
  const config = testServerConfig(env, dbUrl.url);
  const outbox: Mail[] = [];
  // With SMTP_URL and no override the server builds its real nodemailer transport (tests with smtp-server).
  const mailer: Mailer | undefined = opts.mailer ?? (config.SMTP_URL ? undefined : { send: async (m) => void outbox.push(m) });
  // An in-memory embedded database comes warm from the pool; a real PostgreSQL or a data folder is opened as usual.
  const database = !config.DATABASE_URL && config.DATA_DIR === 'memory://' ? await pooledDatabase() : undefined;
  const running = await buildServer(config, { mailer, clientDist: opts.clientDist ?? '/nonexistent', imageProxyTest: opts.imageProxyTest, pushTest: opts.pushTest, database, clock: opts.clock });
  const port = await running.listen(0, '127.0.0.1');
  return {
    ...running,
    port,
    url: `http://127.0.0.1:${port}`,
    outbox,
    async close() {
      await running.close();
      await dbUrl.drop();
    },
  };
}
