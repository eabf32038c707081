import type { Refusal } from '@onbir/shared/messages/refusal';
import type { PresenterCode } from '@onbir/shared/messages/presenter';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { liveRefusal } from '@onbir/shared/presenter/state';
import type { Config } from '../../config';

/** A presenter's budgets, by session: LIVE_OPS_PER_SECOND ops, and LIVE_BOARD_BYTES_PER_10S of board payload. */
export class PresenterBudgets {
  private ops: RateLimiterMemory;
  private boardBytes: RateLimiterMemory;

  constructor(c: Pick<Config, 'LIVE_OPS_PER_SECOND' | 'LIVE_BOARD_BYTES_PER_10S'>) {
    this.ops = new RateLimiterMemory({ points: c.LIVE_OPS_PER_SECOND * 2, duration: 2 });
    this.boardBytes = new RateLimiterMemory({ points: c.LIVE_BOARD_BYTES_PER_10S, duration: 10 });
  }

  /** Null when the op (and its board characters) fits; the refusal otherwise. */
  async allowed(code: string, boardChars: number): Promise<Refusal<PresenterCode> | null> {
    try {
      await this.ops.consume(code);
      if (boardChars) await this.boardBytes.consume(code, boardChars);
      return null;
    } catch {
      return liveRefusal('LIVE_TOO_FAST');
    }
  }

  forget(code: string): void {
    void this.ops.delete(code).catch(() => undefined);
    void this.boardBytes.delete(code).catch(() => undefined);
  }
}
