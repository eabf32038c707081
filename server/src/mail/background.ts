import type { BaseContext } from '../baseContext';

/**
 * Account work that mails (a reset link) after the answer is sent: the answer then takes the same time
 * whether or not the address has an account, and a slow SMTP server does not hold the request. A failure
 * is logged; shutdown waits for what is still running.
 */
export interface Background {
  run(what: string, work: () => Promise<void>): void;
  /** Resolves once every task started so far has finished (shutdown; a test that a request mailed nothing more). */
  settled(): Promise<void>;
}

export function createBackground(ctx: Pick<BaseContext, 'log' | 'onClose'>): Background {
  const pending = new Set<Promise<void>>();
  const settled = async () => void (await Promise.allSettled([...pending]));
  ctx.onClose(settled);
  return {
    settled,
    run(what, work) {
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((err: unknown) => ctx.log.error({ err }, `${what} failed`))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
  };
}

/** Runs `work` after the answer (see Background). */
export function inBackground(ctx: { background: Background }, what: string, work: () => Promise<void>): void {
  ctx.background.run(what, work);
}
