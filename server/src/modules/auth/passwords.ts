import os from 'node:os';
import { fileURLToPath } from 'node:url';
import bcrypt from 'bcryptjs';
import { Piscina } from 'piscina';
import { wording } from '@onbir/shared/messages/wording';
import { AppError } from '../../errors';

/** bcrypt hashing and checking off the event loop, on a small pool of worker threads. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** No hash (unknown account): checked against a dummy all the same, so the answer takes as long. */
  verify(password: string, hash: string | null | undefined): Promise<boolean>;
  close(): Promise<void>;
}

/** The 503 of a full hashing queue: the client is told to come back in a few seconds. */
export class HashingBusy extends AppError {
  readonly retryAfterSeconds = 5;
  constructor() {
    super(503, 'HASHING_BUSY', wording('accounts', 'HASHING_BUSY'));
  }
}

/**
 * Waiting hashes per thread before new ones are refused. Each takes ~70 ms at cost 10, so a full queue is
 * under a second of work: a flood of password requests gets 503s instead of making every login wait.
 */
export const QUEUE_PER_THREAD = 12;

export function createPasswordHasher(opts: { rounds: number; queuePerThread?: number; threads?: number }): PasswordHasher {
  // One thread a core but one: the event loop keeps a core for sockets and queries.
  const threads = opts.threads ?? Math.max(1, os.availableParallelism() - 1);
  const pool = new Piscina({
    filename: fileURLToPath(new URL('./passwords.worker.cjs', import.meta.url)),
    maxThreads: threads,
    minThreads: 1,
    idleTimeout: 30_000,
    maxQueue: threads * (opts.queuePerThread ?? QUEUE_PER_THREAD),
  });
  const run = async <T>(task: object, name: string): Promise<T> => {
    try {
      return (await pool.run(task, { name })) as T;
    } catch (err) {
      if ((err as Error).message === 'Task queue is at limit') throw new HashingBusy();
      throw err;
    }
  };
  // Same cost as real hashes, made once (at start-up, ~70 ms) on the main thread.
  const dummy = bcrypt.hashSync('not-a-real-password', opts.rounds);
  return {
    hash: (password) => run<string>({ password, rounds: opts.rounds }, 'hash'),
    verify: async (password, hash) => {
      const ok = await run<boolean>({ password, hash: hash ?? dummy }, 'verify');
      return ok && Boolean(hash);
    },
    close: () => pool.destroy(),
  };
}
