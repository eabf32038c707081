import os from 'node:os';
import { fileURLToPath } from 'node:url';
import bcrypt from 'bcryptjs';
import { Piscina } from 'piscina';

/** bcrypt hashing and checking off the event loop, on a small pool of worker threads. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** No hash (unknown account): checked against a dummy all the same, so the answer takes as long. */
  verify(password: string, hash: string | null | undefined): Promise<boolean>;
  close(): Promise<void>;
}

export function createPasswordHasher(opts: { rounds: number }): PasswordHasher {
  const pool = new Piscina({
    filename: fileURLToPath(new URL('./passwords.worker.mjs', import.meta.url)),
    // One thread a core but one: the event loop keeps a core for sockets and queries.
    maxThreads: Math.max(1, os.availableParallelism() - 1),
    minThreads: 1,
    idleTimeout: 30_000,
  });
  // Same cost as real hashes, made once (at start-up, ~70 ms) on the main thread.
  const dummy = bcrypt.hashSync('not-a-real-password', opts.rounds);
  return {
    hash: (password) => pool.run({ password, rounds: opts.rounds }, { name: 'hash' }),
    verify: async (password, hash) => {
      const ok: boolean = await pool.run({ password, hash: hash ?? dummy }, { name: 'verify' });
      return ok && Boolean(hash);
    },
    close: () => pool.destroy(),
  };
}
