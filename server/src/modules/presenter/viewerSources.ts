import type { Refusal } from '@onbir/shared/messages/refusal';
import type { PresenterCode } from '@onbir/shared/messages/presenter';
import { liveRefusal } from '@onbir/shared/presenter/state';
import type { Config } from '../../config';

/** Where a viewer connects from: its address key and the wider network around it (http/clientAddress.ts). */
export interface ViewerSource {
  address: string;
  subnet: string;
}

/**
 * A session's seats by where its viewers come from, on this process: at most LIVE_VIEWERS_PER_ADDRESS from
 * one address and LIVE_VIEWERS_PER_SUBNET from one network, so a few addresses cannot take every seat of
 * a session whose code they have seen (it is on the QR). A class or a squad behind one address fits.
 */
export class ViewerSources {
  private bySession = new Map<string, Map<string, number>>();
  private ofSocket = new Map<string, { code: string; keys: string[] }>();

  constructor(private limits: Pick<Config, 'LIVE_VIEWERS_PER_ADDRESS' | 'LIVE_VIEWERS_PER_SUBNET'>) {}

  /** Seats the socket in `code` (leaving any other session's seat), or the refusal when its source is full. */
  admit(socketId: string, code: string, source: ViewerSource): Refusal<PresenterCode> | null {
    const counts = this.bySession.get(code) ?? new Map<string, number>();
    const caps: Array<[string, number]> = [
      [`a:${source.address}`, this.limits.LIVE_VIEWERS_PER_ADDRESS],
      [`s:${source.subnet}`, this.limits.LIVE_VIEWERS_PER_SUBNET],
    ];
    for (const [key, max] of caps) if ((counts.get(key) ?? 0) >= max) return liveRefusal('LIVE_FULL_FROM_NETWORK', { max });
    this.release(socketId);
    for (const [key] of caps) counts.set(key, (counts.get(key) ?? 0) + 1);
    this.bySession.set(code, counts);
    this.ofSocket.set(socketId, { code, keys: caps.map(([key]) => key) });
    return null;
  }

  release(socketId: string): void {
    const seat = this.ofSocket.get(socketId);
    if (!seat) return;
    this.ofSocket.delete(socketId);
    const counts = this.bySession.get(seat.code);
    if (!counts) return;
    for (const key of seat.keys) {
      const n = (counts.get(key) ?? 0) - 1;
      if (n > 0) counts.set(key, n);
      else counts.delete(key);
    }
    if (counts.size === 0) this.bySession.delete(seat.code);
  }

  /** The session ended: its seats go. */
  forget(code: string): void {
    this.bySession.delete(code);
    for (const [id, seat] of this.ofSocket) if (seat.code === code) this.ofSocket.delete(id);
  }
}
