import { stillOps } from '@onbir/shared/presenter/protocol';
import { LiveConnection, type PresenterEvents } from './liveConnection';
import { PayloadPacer, type PayloadSent } from './payloadPacer';

/** A still at most this often, and at most ~40 kB a second (under the server's LIVE_STILL_BYTES_PER_10S). */
const STILL_MIN_MS = 300;
const STILL_CHARS_PER_S = 40_000;

/**
 * The frame on screen with its drawings as a JPEG's base64url of at most `maxChars` characters; null while
 * the clip plays (no frame is held).
 */
export type CaptureStill = (maxChars: number) => Promise<string | null>;

/**
 * The video page's side of a live session: while the clip is paused, the frame on screen with its drawings
 * goes to the viewers as a still; when it plays, an empty still tells them so. The page says when the
 * picture changed; the still is captured when it goes out, so a burst of changes (stepping, drawing) sends
 * the latest picture, paced by its size.
 */
export class StillLink {
  private live: LiveConnection;
  private still: PayloadPacer;
  /** What went out last: an unchanged picture (a clip still playing) is not sent again. */
  private lastSent: string | null = null;

  constructor(
    private capture: CaptureStill,
    events: PresenterEvents,
  ) {
    this.live = new LiveConnection(events, {
      sync: () => {
        this.lastSent = null;
        void this.still.now();
      },
      stopped: () => this.still.cancel(),
    });
    this.still = new PayloadPacer({ minMs: STILL_MIN_MS, charsPerS: STILL_CHARS_PER_S }, () => this.sendStill(), (m) => events.notice(m));
  }

  start(): Promise<string> {
    return this.live.start();
  }

  /** The picture on the page changed (a seek, a step, a drawing, play or pause). */
  changed() {
    if (!this.live.closed && this.live.code) this.still.schedule();
  }

  private async sendStill(): Promise<PayloadSent> {
    if (this.live.closed) return null;
    const data = (await this.capture(this.live.stillChars)) ?? '';
    if (data === this.lastSent) return null;
    const res = await this.live.sendChunks(stillOps(this.live.next(), data));
    if (res?.ok) this.lastSent = data;
    return { chars: data.length, res };
  }

  /** Ends the session for everyone (the viewers keep the last still). */
  async end(): Promise<void> {
    this.still.cancel();
    await this.still.idle();
    await this.live.end();
  }

  abandon() {
    this.live.abandon();
  }
}
