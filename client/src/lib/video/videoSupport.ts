/**
 * Which video formats this browser encodes, asked of WebCodecs alone: a page can offer the right format
 * without loading the encoder and the muxers (encodeVideo.ts), which come with the first export.
 */
export type VideoFormat = 'webm' | 'mp4';

export const DEFAULT_BITRATE = 3_000_000;

/** H.264 level 3.1 holds up to 1280x720; larger frames (the 1080x1920 story) need level 4.0. */
function codecsFor(format: VideoFormat, width: number, height: number): string[] {
  if (format === 'webm') return ['vp09.00.10.08'];
  const level = width * height <= 1280 * 720 ? '1f' : '28';
  // Baseline first (every phone plays it), then Main and High.
  return ['42', '4d', '64'].map((profile) => `avc1.${profile}00${level}`);
}

export function encoderConfig(format: VideoFormat, codec: string, width: number, height: number, fps: number, bitrate: number): VideoEncoderConfig {
  return { codec, width, height, bitrate, framerate: fps, ...(format === 'mp4' ? { avc: { format: 'avc' as const } } : {}) };
}

/** The first codec string of `format` this browser encodes at that size, or null. */
export async function supportedCodec(format: VideoFormat, width: number, height: number, fps = 30): Promise<string | null> {
  if (typeof VideoEncoder === 'undefined') return null;
  for (const codec of codecsFor(format, width, height)) {
    try {
      if ((await VideoEncoder.isConfigSupported(encoderConfig(format, codec, width, height, fps, DEFAULT_BITRATE))).supported) return codec;
    } catch {
      // An unknown codec string throws in some browsers: try the next one.
    }
  }
  return null;
}
