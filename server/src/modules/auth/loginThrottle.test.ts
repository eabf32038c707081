import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { pino } from 'pino';
import type { RedisClient } from '../../realtime/redis';
import { createLoginThrottle, createRedisLoginThrottle, LOGIN_THROTTLE } from './loginThrottle';

function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

describe('per-account login throttle', () => {
  it('lets the first attempts through, then locks with a growing delay that stops at 15 minutes', () => {
    const c = clock();
    const th = createLoginThrottle(c.now);
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) expect(th.attempt('a@example.com')).toBe(0);
    const locks: number[] = [];
    for (let i = 0; i < 12; i++) {
      locks.push(th.attempt('a@example.com'));
      c.advance(locks.at(-1)!);
      expect(th.attempt('a@example.com')).toBe(0);
    }
    expect(locks.slice(0, 4)).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect(Math.max(...locks)).toBe(15 * 60_000);
    expect(th.attempt('other@example.com')).toBe(0);
  });

  it('counts an attempt before its password is compared: of many at once only the free ones pass', () => {
    const th = createLoginThrottle();
    const passed = Array.from({ length: 13 }, () => th.attempt('burst@example.com')).filter((ms) => ms === 0);
    expect(passed).toHaveLength(LOGIN_THROTTLE.freeFailures);
  });

  it('does not count attempts during a lock, opens when it ends, and a success forgets the failures', () => {
    const c = clock();
    const th = createLoginThrottle(c.now);
    for (let i = 0; i < 40; i++) th.attempt('v@example.com');
    expect(th.attempt('v@example.com')).toBe(15_000);
    c.advance(15_000);
    expect(th.attempt('v@example.com')).toBe(0);
    th.succeeded('v@example.com');
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) expect(th.attempt('v@example.com')).toBe(0);
  });

  it('forgets old failures and keeps its memory bounded', () => {
    const c = clock();
    const th = createLoginThrottle(c.now, { ...LOGIN_THROTTLE, maxEntries: 3 });
    for (let i = 0; i < 4; i++) th.attempt('old@example.com');
    c.advance(LOGIN_THROTTLE.forgetMs + 1);
    for (let i = 0; i < 4; i++) expect(th.attempt('old@example.com')).toBe(0);
    for (let i = 0; i < 10; i++) th.attempt(`n${i}@example.com`);
    for (let i = 0; i < 5; i++) th.attempt('n9@example.com');
    expect(th.attempt('n9@example.com')).toBeGreaterThan(0);
  });
});

const redisUrl = process.env.REDIS_URL;
describe.skipIf(!redisUrl)('the same throttle in Redis (several processes)', () => {
  let client: RedisClient;
  beforeAll(async () => {
    client = createClient({ url: redisUrl });
    await client.connect();
  });
  afterAll(() => client?.quit());

  it('counts attempts from two processes together, locks, grows, and a success clears it', async () => {
    const c = clock();
    const log = pino({ level: 'silent' });
    const a = createRedisLoginThrottle(client, log, c.now);
    const b = createRedisLoginThrottle(client, log, c.now);
    const email = `r${randomUUID()}@example.com`;
    for (let i = 0; i < 5; i++) expect(await (i % 2 ? a : b).attempt(email)).toBe(0);
    expect(await a.attempt(email)).toBe(15_000);
    c.advance(15_000);
    expect(await b.attempt(email)).toBe(0);
    expect(await a.attempt(email)).toBe(30_000);
    // The key names a hash of the e-mail, never the address.
    expect(await client.keys(`*${email}*`)).toEqual([]);
    await b.succeeded(email);
    expect(await a.attempt(email)).toBe(0);
  });

  it('counts a burst of simultaneous attempts one by one', async () => {
    const t = createRedisLoginThrottle(client, pino({ level: 'silent' }));
    const email = `burst${randomUUID()}@example.com`;
    const results = await Promise.all(Array.from({ length: 13 }, () => t.attempt(email)));
    expect(results.filter((ms) => ms === 0)).toHaveLength(LOGIN_THROTTLE.freeFailures);
  });

  it('lets logins through when Redis does not answer', async () => {
    const broken = createClient({ url: 'redis://127.0.0.1:1', socket: { reconnectStrategy: false } });
    const t = createRedisLoginThrottle(broken, pino({ level: 'silent' }));
    expect(await t.attempt('x@example.com')).toBe(0);
  });
});
