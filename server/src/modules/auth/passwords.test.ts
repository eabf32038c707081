import { createRequire } from 'node:module';
import bcrypt from 'bcryptjs';
import { afterAll, describe, expect, it } from 'vitest';
import { createPasswordHasher, HashingBusy } from './passwords';

describe('password hasher (worker threads)', () => {
  const hasher = createPasswordHasher({ rounds: 4 });
  afterAll(() => hasher.close());

  it('gives the pool a CommonJS task file, which require() loads without the ES module loader', () => {
    // Piscina loads a task file with require() first; Node 20 aborted a CI run's whole test process doing that
    // for an ES module in a worker thread (a V8 fatal error in ModuleWrap::InstantiateSync).
    const require = createRequire(import.meta.url);
    const worker = require('./passwords.worker.cjs') as { hash(t: object): string; verify(t: object): boolean };
    expect(require.cache[require.resolve('./passwords.worker.cjs')]?.loaded).toBe(true);
    const hash = worker.hash({ password: 'şifre', rounds: 4 });
    expect(worker.verify({ password: 'şifre', hash })).toBe(true);
    expect(worker.verify({ password: 'sifre', hash })).toBe(false);
  });

  it('makes a bcrypt hash of the given cost that bcrypt itself accepts', async () => {
    const hash = await hasher.hash('gizli şifre 123');
    expect(hash).toMatch(/^\$2[aby]\$04\$/);
    expect(bcrypt.compareSync('gizli şifre 123', hash)).toBe(true);
  });

  it('accepts the right password and refuses a wrong one or a missing hash', async () => {
    const hash = bcrypt.hashSync('secret123', 4);
    expect(await hasher.verify('secret123', hash)).toBe(true);
    expect(await hasher.verify('secret124', hash)).toBe(false);
    expect(await hasher.verify('not-a-real-password', null)).toBe(false);
    expect(await hasher.verify('secret123', undefined)).toBe(false);
  });

  it('runs many at once without mixing up answers', async () => {
    const passwords = Array.from({ length: 12 }, (_, i) => `pw-${i}`);
    const hashes = await Promise.all(passwords.map((p) => hasher.hash(p)));
    const checks = await Promise.all(hashes.map((h, i) => hasher.verify(passwords[(i + 1) % passwords.length], h)));
    expect(checks.every((ok) => !ok)).toBe(true);
    expect(await Promise.all(hashes.map((h, i) => hasher.verify(passwords[i], h)))).toEqual(passwords.map(() => true));
  });
});

describe('a full hashing queue', () => {
  it('answers 503 HASHING_BUSY with a Turkish message at once instead of queueing without end', async () => {
    const small = createPasswordHasher({ rounds: 8, threads: 1, queuePerThread: 2 });
    try {
      const results = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => small.hash(`pw-${i}`)));
      const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused[0]).toBeInstanceOf(HashingBusy);
      expect(refused[0]).toMatchObject({ status: 503, code: 'HASHING_BUSY', retryAfterSeconds: 5 });
      expect(refused[0].message).toMatch(/yoğun/);
      expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  });
});
