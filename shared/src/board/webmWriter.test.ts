import { describe, expect, it } from 'vitest';
import { inspectWebm } from './webm';
import { writeWebm, type EncodedFrame } from './webmWriter';

describe('WebM writer', () => {
  it('writes a file the reader understands: codec, frame count, timestamps and duration', () => {
    const frames: EncodedFrame[] = Array.from({ length: 95 }, (_, i) => ({
      data: new Uint8Array([i, 1, 2, 3]),
      timestampUs: Math.round((i * 1_000_000) / 30),
      key: i % 30 === 0,
    }));
    const bytes = writeWebm({ codecId: 'V_VP9', width: 1280, height: 720, fps: 30 }, frames, (95 * 1000) / 30);
    const info = inspectWebm(bytes);
    expect(info.hasEbmlHeader).toBe(true);
    expect(info.codecIds).toEqual(['V_VP9']);
    expect(info.frames).toBe(95);
    expect(info.firstTimestampMs).toBe(0);
    expect(info.lastTimestampMs).toBe(3133);
    expect(info.durationMs).toBeCloseTo(3166.67, 1);
    expect(new TextDecoder().decode(bytes.subarray(0, 128))).toContain('webm');
  });

  it('defaults the duration to the last frame plus one frame interval', () => {
    const frames: EncodedFrame[] = [0, 1, 2].map((i) => ({ data: new Uint8Array([9]), timestampUs: i * 40_000, key: i === 0 }));
    expect(inspectWebm(writeWebm({ codecId: 'V_VP9', width: 2, height: 2, fps: 25 }, frames)).durationMs).toBeCloseTo(120, 6);
  });
});
