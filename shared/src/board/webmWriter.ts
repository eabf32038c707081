/**
 * A small WebM (Matroska) writer for one video track of encoded frames, as WebCodecs' VideoEncoder
 * produces them: the animation export muxes its VP9 frames with it. A new Cluster starts at every key
 * frame (and at least every 30 s), so block timecodes always fit their 16 bits. The file carries its
 * Duration, unlike MediaRecorder's; the reader beside it (webm.ts) checks what is written.
 */
export interface EncodedFrame {
  data: Uint8Array;
  /** Presentation time in microseconds. */
  timestampUs: number;
  key: boolean;
}

export interface WebmTrack {
  codecId: 'V_VP9' | 'V_VP8';
  width: number;
  height: number;
  /** Frames per second, written as the track's default frame duration. */
  fps: number;
}

function idBytes(id: number): number[] {
  const out: number[] = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) out.unshift(v % 256);
  return out;
}

/** An 8-byte EBML size (marker 0x01): any size fits. */
function size8(n: number): number[] {
  const out = [0x01];
  const rest: number[] = [];
  for (let i = 0; i < 7; i++) {
    rest.unshift(n % 256);
    n = Math.floor(n / 256);
  }
  return [...out, ...rest];
}

type Part = Uint8Array | number[];

function el(id: number, ...body: Part[]): Uint8Array {
  const len = body.reduce((n, p) => n + p.length, 0);
  const head = [...idBytes(id), ...size8(len)];
  const out = new Uint8Array(head.length + len);
  out.set(head, 0);
  let at = head.length;
  for (const p of body) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function uint(id: number, v: number): Uint8Array {
  const bytes: number[] = [];
  do {
    bytes.unshift(v % 256);
    v = Math.floor(v / 256);
  } while (v > 0);
  return el(id, bytes);
}

function float(id: number, v: number): Uint8Array {
  const b = new Uint8Array(8);
  new DataView(b.buffer).setFloat64(0, v);
  return el(id, b);
}

const str = (id: number, s: string) => el(id, new TextEncoder().encode(s));

/** One frame as a SimpleBlock of track 1, `rel` milliseconds after its cluster's start. */
function simpleBlock(frame: EncodedFrame, rel: number): Uint8Array {
  const head = [0x81, (rel >> 8) & 0xff, rel & 0xff, frame.key ? 0x80 : 0x00];
  return el(0xa3, head, frame.data);
}

const MAX_CLUSTER_MS = 30_000;

/** The whole file. `durationMs` defaults to the last frame's time plus one frame. */
export function writeWebm(track: WebmTrack, frames: readonly EncodedFrame[], durationMs?: number): Uint8Array {
  const frameMs = 1000 / track.fps;
  const last = frames.length ? frames[frames.length - 1].timestampUs / 1000 : 0;
  const header = el(
    0x1a45dfa3,
    uint(0x4286, 1),
    uint(0x42f7, 1),
    uint(0x42f2, 4),
    uint(0x42f3, 8),
    str(0x4282, 'webm'),
    uint(0x4287, 4),
    uint(0x4285, 2),
  );
  const info = el(0x1549a966, uint(0x2ad7b1, 1_000_000), str(0x4d80, 'onbir'), str(0x5741, 'onbir'), float(0x4489, durationMs ?? last + frameMs));
  const tracks = el(
    0x1654ae6b,
    el(
      0xae,
      uint(0xd7, 1),
      uint(0x73c5, 1),
      uint(0x83, 1),
      uint(0x9c, 0),
      str(0x86, track.codecId),
      uint(0x23e383, Math.round(1e9 / track.fps)),
      el(0xe0, uint(0xb0, track.width), uint(0xba, track.height)),
    ),
  );
  const clusters: Uint8Array[] = [];
  let start = -1;
  let blocks: Uint8Array[] = [];
  const flush = () => {
    if (blocks.length) clusters.push(el(0x1f43b675, uint(0xe7, start), ...blocks));
    blocks = [];
  };
  for (const f of frames) {
    const ms = Math.round(f.timestampUs / 1000);
    if (start < 0 || f.key || ms - start >= MAX_CLUSTER_MS) {
      flush();
      start = ms;
    }
    blocks.push(simpleBlock(f, ms - start));
  }
  flush();
  const segment = el(0x18538067, info, tracks, ...clusters);
  const out = new Uint8Array(header.length + segment.length);
  out.set(header, 0);
  out.set(segment, header.length);
  return out;
}
