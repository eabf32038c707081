import type { Refusal } from '@onbir/shared/messages/refusal';
import type { PresenterCode } from '@onbir/shared/messages/presenter';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { liveRefusal } from '@onbir/shared/presenter/state';
import type { Config } from '../../config';

/** What an op carries that every viewer receives again: a board's or a still's characters. */
export type Payload = { kind: 'board' | 'still'; chars: number } | null;

/** A presenter's budgets, by session: LIVE_OPS_PER_SECOND ops, LIVE_BOARD_BYTES_PER_10S of board and LIVE_STILL_BYTES_PER_10S of still payload. */
export class PresenterBudgets {
  private ops: RateLimiterMemory;
  private bytes: Record<'board' | 'still', RateLimiterMemory>;

  constructor(c: Pick<Config, 'LIVE_OPS_PER_SECOND' | 'LIVE_BOARD_BYTES_PER_10S' | 'LIVE_STILL_BYTES_PER_10S'>) {
    this.ops = new RateLimiterMemory({ points: c.LIVE_OPS_PER_SECOND * 2, duration: 2 });
    this.bytes = {
      board: new RateLimiterMemory({ points: c.LIVE_BOARD_BYTES_PER_10S, duration: 10 }),
      still: new RateLimiterMemory({ points: c.LIVE_STILL_BYTES_PER_10S, duration: 10 }),
    };
  }

  /** Null when the op (and its payload) fits; the refusal otherwise. */
  async allowed(code: string, payload: Payload): Promise<Refusal<PresenterCode> | null> {
    try {
      await this.ops.consume(code);
      if (payload?.chars) await this.bytes[payload.kind].consume(code, payload.chars);
      return null;
    } catch {
      return liveRefusal('LIVE_TOO_FAST');
    }
  }

  forget(code: string): void {
    void this.ops.delete(code).catch(() => undefined);
    for (const b of Object.values(this.bytes)) void b.delete(code).catch(() => undefined);
  }
}
