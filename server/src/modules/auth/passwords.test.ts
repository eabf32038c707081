import bcrypt from 'bcryptjs';
import { afterAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from './passwords';

describe('password hasher (worker threads)', () => {
  const hasher = createPasswordHasher({ rounds: 4 });
  afterAll(() => hasher.close());

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
