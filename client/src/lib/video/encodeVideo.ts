import { ArrayBufferTarget, Muxer } from 'mp4-muxer';
import { writeWebm, type EncodedFrame } from '@onbir/shared/board/webmWriter';
import { DEFAULT_BITRATE, encoderConfig, supportedCodec, type VideoFormat } from './videoSupport';

/**
 * Encodes frames drawn one by one, off the real-time clock (a slow phone takes longer but drops no
 * frame), with WebCodecs, and muxes WebM (VP9, our writer) or MP4 (H.264, mp4-muxer). Imported only by
 * code that is itself loaded on demand, so none of it is in a page's first download.
 */
export interface EncodeOptions {
  format: VideoFormat;
  width: number;
  height: number;
  fps: number;
  frameCount: number;
  bitrate?: number;
  /** Draws frame `i` onto a width x height canvas (its transform is not reset between frames). */
  draw(i: number, ctx: CanvasRenderingContext2D): void;
  onProgress?(done: number): void;
}

export async function encodeVideo(options: EncodeOptions): Promise<Blob> {
  const { format, width, height, fps, frameCount } = options;
  const codec = await supportedCodec(format, width, height, fps);
  if (!codec) throw new Error(`no encoder for ${format}`);
  const frame = Object.assign(document.createElement('canvas'), { width, height });
  const ctx = frame.getContext('2d')!;

  const chunks: EncodedFrame[] = [];
  const target = new ArrayBufferTarget();
  const mp4 = format === 'mp4' ? new Muxer({ target, video: { codec: 'avc', width, height, frameRate: fps }, fastStart: 'in-memory' }) : null;
  let failure: unknown = null;
  const encoder = new VideoEncoder({
    output: (chunk, meta) => {
      if (mp4) return mp4.addVideoChunk(chunk, meta);
      const data = new Uint8Array(chunk.byteLength);
      chunk.copyTo(data);
      chunks.push({ data, timestampUs: chunk.timestamp, key: chunk.type === 'key' });
    },
    error: (e) => void (failure = e),
  });
  // Real-time mode: the encoder's fast settings, so a phone renders the video faster than it plays.
  encoder.configure({ ...encoderConfig(format, codec, width, height, fps, options.bitrate ?? DEFAULT_BITRATE), latencyMode: 'realtime' });

  try {
    for (let i = 0; i < frameCount; i++) {
      if (failure) throw failure;
      options.draw(i, ctx);
      const videoFrame = new VideoFrame(frame, { timestamp: Math.round((i * 1_000_000) / fps), duration: Math.round(1_000_000 / fps) });
      encoder.encode(videoFrame, { keyFrame: i % fps === 0 });
      videoFrame.close();
      // Back-pressure: never more than a few frames waiting in the encoder.
      while (encoder.encodeQueueSize > 4) await new Promise((r) => setTimeout(r, 1));
      options.onProgress?.((i + 1) / frameCount);
    }
    await encoder.flush();
  } finally {
    if (encoder.state !== 'closed') encoder.close();
  }
  if (failure) throw failure;
  if (mp4) {
    mp4.finalize();
    return new Blob([target.buffer], { type: 'video/mp4' });
  }
  const bytes = writeWebm({ codecId: 'V_VP9', width, height, fps }, chunks, (frameCount * 1000) / fps);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'video/webm' });
}
