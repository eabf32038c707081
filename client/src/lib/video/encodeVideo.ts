import { BufferTarget, EncodedPacket, EncodedVideoPacketSource, Mp4OutputFormat, Output, WebMOutputFormat } from 'mediabunny';
import { DEFAULT_BITRATE, encoderConfig, supportedCodec, type VideoFormat } from './videoSupport';

/**
 * Encodes frames drawn one by one, off the real-time clock (a slow phone takes longer but drops no
 * frame), with WebCodecs, and muxes WebM (VP9) or MP4 (H.264) with mediabunny. Imported only by code
 * that is itself loaded on demand, so none of it is in a page's first download.
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

  const output = new Output({
    format: format === 'mp4' ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat(),
    target: new BufferTarget(),
  });
  const track = new EncodedVideoPacketSource(format === 'mp4' ? 'avc' : 'vp9');
  output.addVideoTrack(track, { frameRate: fps });
  await output.start();
  // The encoder hands chunks over one by one; the muxer takes them in the same order.
  let muxed = Promise.resolve();
  let failure: unknown = null;
  const encoder = new VideoEncoder({
    output: (chunk, meta) => {
      const packet = EncodedPacket.fromEncodedChunk(chunk);
      muxed = muxed.then(() => track.add(packet, meta));
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
    await muxed;
  } finally {
    if (encoder.state !== 'closed') encoder.close();
  }
  if (failure) throw failure;
  await output.finalize();
  return new Blob([output.target.buffer!], { type: output.format.mimeType });
}
