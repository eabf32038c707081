import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';

/** What the browser tests check in a downloaded video, read by the same library that wrote it. */
export interface VideoFile {
  /** The container: video/webm or video/mp4. */
  mimeType: string;
  /** The video track's codec: vp9, avc. */
  codec: string | null;
  /** The duration the file states (what a player shows before playing), in milliseconds; null when it states none. */
  statedMs: number | null;
  /** The video frames, and the first and last frame's time in milliseconds. */
  frames: number;
  firstMs: number;
  lastMs: number;
}

export async function inspectVideo(bytes: Uint8Array): Promise<VideoFile> {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  try {
    return await read(input);
  } finally {
    input.dispose();
  }
}

async function read(input: Input): Promise<VideoFile> {
  const track = await input.getPrimaryVideoTrack();
  if (!track) throw new Error('no video track');
  const stated = await input.getDurationFromMetadata();
  let frames = 0;
  let firstMs = Infinity;
  let lastMs = -Infinity;
  for await (const packet of new EncodedPacketSink(track).packets()) {
    frames++;
    firstMs = Math.min(firstMs, packet.timestamp * 1000);
    lastMs = Math.max(lastMs, packet.timestamp * 1000);
  }
  return { mimeType: await input.getMimeType(), codec: track.codec, statedMs: stated === null ? null : stated * 1000, frames, firstMs, lastMs };
}
