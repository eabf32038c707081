import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/testServer';
import { releaseLeases, renewLeases, tryAcquireLease } from './leases.repo';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

describe('leases', () => {
  it('gives a lease to one holder at a time', async () => {
    const db = s.ctx.db;
    expect(await tryAcquireLease(db, 'match:1', 'p1', 5_000)).toBe(true);
    expect(await tryAcquireLease(db, 'match:1', 'p2', 5_000)).toBe(false);
    expect(await tryAcquireLease(db, 'match:1', 'p1', 5_000)).toBe(true);
    expect(await renewLeases(db, ['match:1'], 'p2', 5_000)).toEqual(new Set());
    expect(await renewLeases(db, ['match:1'], 'p1', 5_000)).toEqual(new Set(['match:1']));
  });

  it('lets another holder take an expired lease, after which the old holder cannot renew', async () => {
    const db = s.ctx.db;
    // Taken already expired (a second ago), instead of waiting for a short one to run out.
    expect(await tryAcquireLease(db, 'match:2', 'p1', -1_000)).toBe(true);
    expect(await tryAcquireLease(db, 'match:2', 'p2', 5_000)).toBe(true);
    expect(await renewLeases(db, ['match:2'], 'p1', 5_000)).toEqual(new Set());
  });

  it('frees a released lease at once', async () => {
    const db = s.ctx.db;
    expect(await tryAcquireLease(db, 'match:3', 'p1', 60_000)).toBe(true);
    await releaseLeases(db, ['match:3'], 'p2');
    expect(await tryAcquireLease(db, 'match:3', 'p2', 5_000)).toBe(false);
    await releaseLeases(db, ['match:3'], 'p1');
    expect(await tryAcquireLease(db, 'match:3', 'p2', 5_000)).toBe(true);
  });

  it('renews and releases many leases in one call, only those the holder owns', async () => {
    const db = s.ctx.db;
    for (const n of ['m:a', 'm:b']) expect(await tryAcquireLease(db, n, 'p1', 5_000)).toBe(true);
    expect(await tryAcquireLease(db, 'm:c', 'p2', 5_000)).toBe(true);
    expect(await renewLeases(db, ['m:a', 'm:b', 'm:c', 'm:none'], 'p1', 5_000)).toEqual(new Set(['m:a', 'm:b']));
    expect(await renewLeases(db, [], 'p1', 5_000)).toEqual(new Set());
    await releaseLeases(db, ['m:a', 'm:b', 'm:c'], 'p1');
    expect(await tryAcquireLease(db, 'm:a', 'p3', 5_000)).toBe(true);
    expect(await tryAcquireLease(db, 'm:c', 'p3', 5_000)).toBe(false);
  });

  it('grants exactly one of many simultaneous claims', async () => {
    const db = s.ctx.db;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => tryAcquireLease(db, 'match:4', `h${i}`, 5_000)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
