import type { Page } from 'playwright-core';
import { expect } from './test';

// A live recording's tests wait for what the recorder has been given, not for a time on the test's clock:
// on a loaded machine the canvas may hand the recorder fewer frames than the clock says it had time for.

/**
 * An init script: every frame a canvas stream delivers (the live recording's source) is counted, on a copy of
 * its track, with the frame's capture time. Read back with `capturedFrames`.
 */
export function countCapturedFrames() {
  const w = window as unknown as { __captured: number[] };
  w.__captured = [];
  const capture = HTMLCanvasElement.prototype.captureStream;
  HTMLCanvasElement.prototype.captureStream = function (this: HTMLCanvasElement, frameRate?: number) {
    const stream = capture.call(this, frameRate);
    const Processor = (window as unknown as { MediaStreamTrackProcessor: new (init: { track: MediaStreamTrack }) => { readable: ReadableStream<VideoFrame> } }).MediaStreamTrackProcessor;
    const reader = new Processor({ track: stream.getVideoTracks()[0].clone() }).readable.getReader();
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        w.__captured.push(value.timestamp / 1000);
        value.close();
      }
    })();
    return stream;
  };
}

/** How many frames the canvas streams have delivered, and the milliseconds from the first to the last. */
export function capturedFrames(page: Page): Promise<{ count: number; spanMs: number }> {
  return page.evaluate(() => {
    const times = (window as unknown as { __captured: number[] }).__captured;
    return { count: times.length, spanMs: times.length ? times[times.length - 1] - times[0] : 0 };
  });
}

/** Until the canvas streams have delivered `count` frames over at least `spanMs` (what the recording then holds). */
export async function framesCaptured(page: Page, count: number, spanMs = 0): Promise<void> {
  await expect.poll(async () => {
    const got = await capturedFrames(page);
    return got.count >= count && got.spanMs >= spanMs;
  }, { timeout: 30_000, intervals: [50] }).toBe(true);
}
