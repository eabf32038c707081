import type { ChunksSent } from './liveConnection';

/** What one send did: the payload's characters and how it went (null: nothing was sent). */
export type PayloadSent = { chars: number; res: ChunksSent } | null;

/** After a refusal for going too fast: the payload as it is then, once the budget's window has moved on. */
const RETRY_MS = 2000;

/**
 * A payload that goes out whole (the board, a still), never two at once: captured when it leaves, so a
 * burst of changes sends the latest; at least `minMs` apart and at most `charsPerS` characters a second
 * (the server's budget); a change during a send sends again after it; a refusal is told, and one for going
 * too fast is tried again once the window has passed.
 */
export class PayloadPacer {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private busy = false;
  private again = false;
  private lastAt = 0;
  private lastChars = 0;

  constructor(
    private pace: { minMs: number; charsPerS: number },
    private sendOnce: () => Promise<PayloadSent>,
    private notice: (message: string) => void,
  ) {}

  /** The payload changed: it goes out when the pace allows. */
  schedule() {
    if (this.busy) {
      this.again = true;
      return;
    }
    if (this.timer) return;
    const gap = Math.max(this.pace.minMs, (this.lastChars / this.pace.charsPerS) * 1000);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.send();
    }, Math.max(0, this.lastAt + gap - performance.now()));
  }

  /** Sends it now (a start, a reconnect, an end), after any send still running. */
  async now(): Promise<void> {
    this.cancel();
    await this.idle();
    await this.send();
  }

  cancel() {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Resolves once no send runs. */
  async idle(): Promise<void> {
    while (this.busy) await new Promise((r) => setTimeout(r, 20));
  }

  private async send() {
    this.busy = true;
    this.lastAt = performance.now();
    try {
      const sent = await this.sendOnce();
      if (!sent) return;
      this.lastChars = sent.chars;
      if (sent.res && !sent.res.ok) {
        this.notice(sent.res.message);
        if (sent.res.code === 'LIVE_TOO_FAST') this.retry();
      }
    } finally {
      this.busy = false;
      if (this.again) {
        this.again = false;
        this.schedule();
      }
    }
  }

  private retry() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.send();
    }, RETRY_MS);
  }
}
