import type { AppContext } from '../context';

const pendingOf = new WeakMap<AppContext, Set<Promise<void>>>();

/**
 * Runs account work that mails (a reset link) after the answer is sent: the answer then takes the same
 * time whether or not the address has an account, and a slow SMTP server does not hold the request.
 * A failure is logged; shutdown waits for what is still running.
 */
export function inBackground(ctx: AppContext, what: string, work: () => Promise<void>): void {
  let pending = pendingOf.get(ctx);
  if (!pending) {
    const set = new Set<Promise<void>>();
    pendingOf.set(ctx, set);
    ctx.onClose(async () => void (await Promise.allSettled([...set])));
    pending = set;
  }
  const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((err: unknown) => ctx.log.error({ err }, `${what} failed`))
    .finally(() => pending.delete(task));
  pending.add(task);
}
