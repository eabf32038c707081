/** Closed per turn of the event loop by the sweep: a few milliseconds of work, then the server's other I/O. */
export const SWEEP_CHUNK = 64;
/** How often the sweep looks for connections past their deadline (at most this late past it). */
export const SWEEP_INTERVAL_MS = 50;

interface Entry<T> {
  conn: T;
  since: number;
}

/**
 * Connections that have not yet sent their first complete request head, oldest first. Entries of
 * connections that sent their head or closed are dropped when they reach the front, so finding the
 * oldest is amortised constant time however many come and go. (A Map deleted from the front keeps holes
 * that each `keys().next()` walks past again: under a flood of 20,000 connections, making room past the
 * total cap for every new one walked thousands of holes each time.)
 */
export class SilentConnections<T> {
  private queue: Array<Entry<T>> = [];
  private head = 0;
  private readonly waiting = new Set<T>();

  get size(): number {
    return this.waiting.size;
  }

  add(conn: T, since: number): void {
    this.queue.push({ conn, since });
    this.waiting.add(conn);
  }

  has(conn: T): boolean {
    return this.waiting.has(conn);
  }

  /** The connection sent its head or closed. */
  delete(conn: T): void {
    this.waiting.delete(conn);
  }

  /** The oldest connection still waiting, without taking it out. */
  oldest(): Entry<T> | undefined {
    while (this.head < this.queue.length && !this.waiting.has(this.queue[this.head].conn)) this.head += 1;
    // Drop the passed part once it is most of the array, so memory follows what is still waiting.
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
    return this.queue[this.head];
  }

  /** Takes out the oldest connection still waiting. */
  shift(): T | undefined {
    const entry = this.oldest();
    if (!entry) return undefined;
    this.waiting.delete(entry.conn);
    this.head += 1;
    return entry.conn;
  }
}

/**
 * Closes the connections that have waited longer than `timeoutMs` for their first head, oldest first,
 * SWEEP_CHUNK per turn of the event loop. A flood's connections, opened together, fall due together:
 * closing thousands in one go held the event loop for seconds, new connections piled up past the kernel's
 * accept queue and an honest user's connection waited a SYN retransmission (1 s, then 3 s). In chunks,
 * the server accepts and answers between them. Returns a function that stops the sweep.
 */
export function sweepSilent<T>(silent: SilentConnections<T>, timeoutMs: number, close: (conn: T) => void, now = Date.now): () => void {
  let stopped = false;
  let draining = false;
  const turn = () => {
    if (stopped) return;
    const cutoff = now() - timeoutMs;
    for (let closed = 0; closed < SWEEP_CHUNK; closed += 1) {
      const entry = silent.oldest();
      if (!entry || entry.since > cutoff) {
        draining = false;
        return;
      }
      silent.shift();
      close(entry.conn);
    }
    // More are due: go on once the event loop has served the I/O that came in meanwhile.
    draining = true;
    setImmediate(turn);
  };
  const timer = setInterval(() => {
    if (!draining) turn();
  }, Math.min(SWEEP_INTERVAL_MS, timeoutMs)).unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
