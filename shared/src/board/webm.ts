/**
 * A small reader for the WebM (Matroska/EBML) files MediaRecorder writes, and the duration fix: Chrome
 * streams the file while recording and never goes back to write the Segment's Duration, so players
 * show no length and cannot seek. We add it after the recording stops.
 */
const ID = {
  EBML: 0x1a45dfa3,
  Segment: 0x18538067,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  CodecID: 0x86,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
  BlockGroup: 0xa0,
  Block: 0xa1,
} as const;

/** Children of a Segment: an unknown-size Cluster ends where one of these starts. */
const SEGMENT_CHILDREN = new Set([0x114d9b74, ID.Info, ID.Tracks, ID.Cluster, 0x1c53bb6b, 0x1254c367, 0x1043a770, 0x1941a469]);

interface Header {
  id: number;
  /** null: unknown size (runs to the end of its parent). */
  size: number | null;
  dataStart: number;
}

function vintLength(first: number): number {
  for (let len = 1; len <= 8; len++) if (first & (0x80 >> (len - 1))) return len;
  throw new Error('bad EBML variable-length integer');
}

function readHeader(b: Uint8Array, pos: number): Header {
  const idLen = vintLength(b[pos]);
  let id = 0;
  for (let i = 0; i < idLen; i++) id = id * 256 + b[pos + i];
  const p = pos + idLen;
  const sizeLen = vintLength(b[p]);
  let size = b[p] & (0xff >> sizeLen);
  let allOnes = size === 0xff >> sizeLen;
  for (let i = 1; i < sizeLen; i++) {
    size = size * 256 + b[p + i];
    allOnes &&= b[p + i] === 0xff;
  }
  return { id, size: allOnes ? null : size, dataStart: p + sizeLen };
}

function readUint(b: Uint8Array, start: number, len: number): number {
  let v = 0;
  for (let i = 0; i < len; i++) v = v * 256 + b[start + i];
  return v;
}

function readFloat(b: Uint8Array, start: number, len: number): number {
  const view = new DataView(b.buffer, b.byteOffset + start, len);
  return len === 4 ? view.getFloat32(0) : view.getFloat64(0);
}

export interface WebmInfo {
  hasEbmlHeader: boolean;
  codecIds: string[];
  timecodeScale: number;
  /** Segment duration in milliseconds, null when the file has none. */
  durationMs: number | null;
  /** Number of video/audio blocks (frames). */
  frames: number;
  firstTimestampMs: number;
  lastTimestampMs: number;
  /** Byte range of the Segment's Info element. */
  info: { start: number; end: number } | null;
  segment: { start: number; sizeStart: number; dataStart: number; size: number | null } | null;
}

/** Walks the file once and reports what a test or the duration fix needs. */
export function inspectWebm(b: Uint8Array): WebmInfo {
  const out: WebmInfo = {
    hasEbmlHeader: b.length >= 4 && readUint(b, 0, 4) === ID.EBML,
    codecIds: [],
    timecodeScale: 1_000_000,
    durationMs: null,
    frames: 0,
    firstTimestampMs: Infinity,
    lastTimestampMs: -Infinity,
    info: null,
    segment: null,
  };
  let rawDuration: number | null = null;
  let clusterTime = 0;

  const block = (start: number) => {
    const trackLen = vintLength(b[start]);
    const rel = new DataView(b.buffer, b.byteOffset + start + trackLen, 2).getInt16(0);
    const t = clusterTime + rel;
    out.frames++;
    out.firstTimestampMs = Math.min(out.firstTimestampMs, t);
    out.lastTimestampMs = Math.max(out.lastTimestampMs, t);
  };

  const walk = (start: number, end: number, inCluster: boolean): number | undefined => {
    let pos = start;
    // No element ID starts with a zero byte: zeros are padding after what was written (Chromium's recorder
    // pads a recording stopped before its first frame was encoded), so the walk ends there.
    while (pos < end && b[pos] !== 0) {
      const h = readHeader(b, pos);
      if (inCluster && SEGMENT_CHILDREN.has(h.id)) return pos;
      const dataEnd = h.size === null ? end : Math.min(end, h.dataStart + h.size);
      switch (h.id) {
        case ID.Segment:
          out.segment = { start: pos, sizeStart: pos + 4, dataStart: h.dataStart, size: h.size };
          walk(h.dataStart, dataEnd, false);
          break;
        case ID.Info:
          out.info = { start: pos, end: dataEnd };
          walk(h.dataStart, dataEnd, false);
          break;
        case ID.Tracks:
        case ID.TrackEntry:
        case ID.BlockGroup:
          walk(h.dataStart, dataEnd, false);
          break;
        case ID.Cluster:
          // An unknown-size cluster stops at the next Segment child; continue from there.
          pos = walk(h.dataStart, dataEnd, true) ?? dataEnd;
          continue;
        case ID.TimecodeScale:
          out.timecodeScale = readUint(b, h.dataStart, dataEnd - h.dataStart);
          break;
        case ID.Duration:
          rawDuration = readFloat(b, h.dataStart, dataEnd - h.dataStart);
          break;
        case ID.CodecID:
          out.codecIds.push(new TextDecoder().decode(b.subarray(h.dataStart, dataEnd)).replace(/\0+$/, ''));
          break;
        case ID.Timecode:
          clusterTime = readUint(b, h.dataStart, dataEnd - h.dataStart);
          break;
        case ID.SimpleBlock:
        case ID.Block:
          block(h.dataStart);
          break;
      }
      pos = dataEnd;
    }
    return undefined;
  };

  if (out.hasEbmlHeader) walk(0, b.length, false);
  const scale = out.timecodeScale / 1_000_000;
  if (rawDuration !== null) out.durationMs = rawDuration * scale;
  out.firstTimestampMs *= scale;
  out.lastTimestampMs *= scale;
  return out;
}

function element(id: number, idLen: number, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(idLen + 8 + data.length);
  for (let i = 0; i < idLen; i++) out[i] = (id >>> (8 * (idLen - 1 - i))) & 0xff;
  writeSize8(out, idLen, data.length);
  out.set(data, idLen + 8);
  return out;
}

/** Writes `size` as an 8-byte EBML size (marker 0x01), which any size fits in. */
function writeSize8(out: Uint8Array, at: number, size: number) {
  out[at] = 0x01;
  for (let i = 7; i >= 1; i--) {
    out[at + i] = size % 256;
    size = Math.floor(size / 256);
  }
}

/**
 * Returns the file with a Duration in its Segment Info. Without `durationMs`, the duration is the last
 * frame's timestamp plus one average frame interval. A file that already has a duration comes back as is.
 */
export function fixWebmDuration(b: Uint8Array, durationMs?: number): Uint8Array {
  const info = inspectWebm(b);
  if (!info.info || !info.segment || (info.durationMs !== null && info.durationMs > 0)) return b;
  const interval = info.frames > 1 ? (info.lastTimestampMs - info.firstTimestampMs) / (info.frames - 1) : 0;
  const ms = durationMs ?? Math.max(0, info.lastTimestampMs + interval);

  const infoHeader = readHeader(b, info.info.start);
  const kept: Uint8Array[] = [];
  for (let pos = infoHeader.dataStart; pos < info.info.end; ) {
    const h = readHeader(b, pos);
    const end = h.dataStart + (h.size ?? 0);
    if (h.id !== ID.Duration) kept.push(b.subarray(pos, end));
    pos = end;
  }
  const duration = new Uint8Array(8);
  new DataView(duration.buffer).setFloat64(0, ms / (info.timecodeScale / 1_000_000));
  kept.push(element(ID.Duration, 2, duration));
  const body = concat(kept);
  const newInfo = element(ID.Info, 4, body);

  const before = b.subarray(0, info.info.start);
  const after = b.subarray(info.info.end);
  const result = concat([before, newInfo, after]);
  if (info.segment.size !== null) {
    // A sized Segment: rewrite its size field in place when it is 8 bytes long (what muxers write).
    const sizeLen = info.segment.dataStart - info.segment.sizeStart;
    if (sizeLen !== 8) throw new Error('WebM segment size field is not 8 bytes');
    writeSize8(result, info.segment.sizeStart, info.segment.size + newInfo.length - (info.info.end - info.info.start));
  }
  return result;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
