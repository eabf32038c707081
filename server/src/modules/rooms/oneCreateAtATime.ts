import type { RequestHandler } from 'express';
import { currentUser } from '../auth/requireAuth';

/**
 * One account's room creates run one after another. Each create is a transaction that locks the account's
 * row, and the embedded database runs statements on the server's main thread: a burst of one account's
 * creates (the flood bench's 520) used to queue every other user's queries behind a dozen transactions at
 * once. In turn, another user's query waits for one at most, and the 3-open-rooms count is still taken
 * under the lock (several processes).
 */
export function oneCreateAtATime(): RequestHandler {
  const tails = new Map<string, Promise<void>>();
  return (req, res, next) => {
    const id = currentUser(req).id;
    const before = tails.get(id) ?? Promise.resolve();
    let finished!: () => void;
    const mine = new Promise<void>((resolve) => (finished = resolve));
    const tail = before.then(() => mine);
    tails.set(id, tail);
    res.once('close', () => {
      finished();
      if (tails.get(id) === tail) tails.delete(id);
    });
    void before.then(() => (res.destroyed ? undefined : next()));
  };
}
