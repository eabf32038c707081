import { describe, expect, it } from 'vitest';
import { fixWebmDuration, inspectWebm } from './webm';

/** Builds EBML elements for the test: id bytes, a size (8-byte form, or unknown), the payload. */
function el(id: number[], body: Uint8Array | number[], unknownSize = false): number[] {
  const data = Array.from(body);
  const size = unknownSize ? [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff] : [0x01, 0, 0, 0, 0, 0, (data.length >> 8) & 0xff, data.length & 0xff];
  return [...id, ...size, ...data];
}
const u8 = (...parts: number[][]) => new Uint8Array(parts.flat());
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
/** A SimpleBlock: track 1, relative timecode, keyframe flag, 3 bytes of payload. */
const block = (rel: number) => el([0xa3], [0x81, (rel >> 8) & 0xff, rel & 0xff, 0x80, 1, 2, 3]);

/** What Chrome's MediaRecorder writes: unknown-size Segment and Clusters, no Duration. */
function chromeLikeWebm(framesPerCluster: number[], msPerFrame: number): Uint8Array {
  const clusters: number[][] = [];
  let t = 0;
  for (const n of framesPerCluster) {
    const blocks = Array.from({ length: n }, (_, i) => block(i * msPerFrame)).flat();
    clusters.push(el([0x1f, 0x43, 0xb6, 0x75], [...el([0xe7], [(t >> 8) & 0xff, t & 0xff]), ...blocks], true));
    t += n * msPerFrame;
  }
  const info = el([0x15, 0x49, 0xa9, 0x66], [...el([0x2a, 0xd7, 0xb1], [0x0f, 0x42, 0x40]), ...el([0x4d, 0x80], ascii('Chrome'))]);
  const tracks = el([0x16, 0x54, 0xae, 0x6b], el([0xae], [...el([0xd7], [1]), ...el([0x86], ascii('V_VP9'))]));
  const segment = el([0x18, 0x53, 0x80, 0x67], [...info, ...tracks, ...clusters.flat()], true);
  return u8(el([0x1a, 0x45, 0xdf, 0xa3], el([0x42, 0x82], ascii('webm'))), segment);
}

describe('webm reader and duration fix', () => {
  it('reads the header, codec, frames and timestamps of an unknown-size file', () => {
    const info = inspectWebm(chromeLikeWebm([20, 25], 66));
    expect(info.hasEbmlHeader).toBe(true);
    expect(info.codecIds).toEqual(['V_VP9']);
    expect(info.durationMs).toBeNull();
    expect(info.frames).toBe(45);
    expect(info.firstTimestampMs).toBe(0);
    expect(info.lastTimestampMs).toBe(44 * 66);
  });

  it('adds the duration (last frame plus one interval) and keeps every frame', () => {
    const fixed = fixWebmDuration(chromeLikeWebm([20, 25], 66));
    const info = inspectWebm(fixed);
    expect(info.durationMs).toBeCloseTo(45 * 66);
    expect(info.frames).toBe(45);
    expect(info.codecIds).toEqual(['V_VP9']);
    expect(inspectWebm(fixWebmDuration(chromeLikeWebm([3], 66), 2500)).durationMs).toBe(2500);
    expect(fixWebmDuration(fixed, 1)).toBe(fixed);
  });

  it('reads a recording that ends in zero padding, as a short one does (a header and no frame yet)', () => {
    const padded = u8(Array.from(chromeLikeWebm([4], 66)), new Array(64).fill(0));
    expect(inspectWebm(padded).frames).toBe(4);
    expect(inspectWebm(fixWebmDuration(padded, 600)).durationMs).toBe(600);
    // What Chromium gave for 0.6 s on a slow machine: the file's header, the segment's start, then zeros.
    const empty = u8(Array.from(chromeLikeWebm([], 66)), new Array(40).fill(0));
    expect(inspectWebm(empty).frames).toBe(0);
    expect(() => fixWebmDuration(empty, 600)).not.toThrow();
  });

  it('updates a known Segment size', () => {
    const raw = chromeLikeWebm([5], 66);
    // Give the segment its real size instead of "unknown".
    const seg = inspectWebm(raw).segment!;
    const size = raw.length - seg.dataStart;
    raw.set([0x01, 0, 0, 0, 0, 0, (size >> 8) & 0xff, size & 0xff], seg.sizeStart);
    const fixed = fixWebmDuration(raw);
    const fixedSeg = inspectWebm(fixed).segment!;
    expect(fixedSeg.size).toBe(fixed.length - fixedSeg.dataStart);
    expect(inspectWebm(fixed).frames).toBe(5);
  });

  it('reports a file that is not WebM', () => {
    expect(inspectWebm(new Uint8Array([1, 2, 3, 4])).hasEbmlHeader).toBe(false);
    expect(fixWebmDuration(new Uint8Array([1, 2, 3, 4])).length).toBe(4);
  });
});
