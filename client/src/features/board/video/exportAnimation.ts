import { ArrayBufferTarget, Muxer } from 'mp4-muxer';
import { convertLayout, type Board } from '@onbir/shared/board/board';
import { LAYOUTS } from '@onbir/shared/board/layout';
import { animationMs, STEP_MS, stepsOf } from '@onbir/shared/board/steps';
import { writeWebm, type EncodedFrame } from '@onbir/shared/board/webmWriter';
import { shownBoard } from '../BoardCanvas';
import { NO_OVERLAYS } from '../render/overlays';
import { BoardRenderer } from '../render/renderer';

/**
 * Renders the animation frame by frame at 30 fps, off the real-time clock (a slow phone takes longer
 * but drops no frame), encodes with WebCodecs and muxes WebM (VP9, our writer) or MP4 (H.264,
 * mp4-muxer). Loaded on demand: none of this is in the board's first download.
 */
export const VIDEO_FPS = 30;
export const TITLE_MS = 1500;
export type VideoFormat = 'webm' | 'mp4';
export type Aspect = '16:9' | '9:16';

export const VIDEO_SIZE: Record<Aspect, { width: number; height: number }> = {
  '16:9': { width: 1280, height: 720 },
  '9:16': { width: 720, height: 1280 },
};

const CODECS: Record<VideoFormat, string[]> = {
  webm: ['vp09.00.10.08'],
  // Baseline first (every phone plays it), then Main and High.
  mp4: ['avc1.42001f', 'avc1.4d001f', 'avc1.64001f'],
};

export async function supportedCodec(format: VideoFormat, aspect: Aspect): Promise<string | null> {
  if (typeof VideoEncoder === 'undefined') return null;
  for (const codec of CODECS[format]) {
    const config = { codec, ...VIDEO_SIZE[aspect], bitrate: 3_000_000, framerate: VIDEO_FPS, ...(format === 'mp4' ? { avc: { format: 'avc' as const } } : {}) };
    try {
      if ((await VideoEncoder.isConfigSupported(config)).supported) return codec;
    } catch {
      // An unknown codec string throws in some browsers: try the next one.
    }
  }
  return null;
}

export interface VideoOptions {
  format: VideoFormat;
  aspect: Aspect;
  /** A title card before the animation, when not empty. */
  title: string;
  onProgress?(done: number): void;
}

function drawTitle(ctx: CanvasRenderingContext2D, width: number, height: number, title: string, formation: string) {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = '#0b3d2e';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const size = Math.round(Math.min(width, height) * 0.08);
  ctx.font = `800 ${size}px system-ui, sans-serif`;
  ctx.fillText(title, width / 2, height / 2 - size * 0.6, width * 0.9);
  ctx.font = `600 ${Math.round(size * 0.5)}px system-ui, sans-serif`;
  ctx.fillStyle = '#a7e3c4';
  ctx.fillText(`Taktik Tahtası · ${formation}`, width / 2, height / 2 + size * 0.6, width * 0.9);
}

/** The frames a video of `steps` steps holds (title card included): 30 per second of animation. */
export function videoFrameCount(steps: number, title: boolean): number {
  return Math.round(((animationMs(steps) + (title ? TITLE_MS : 0)) * VIDEO_FPS) / 1000);
}

export async function renderAnimationVideo(source: Board, options: VideoOptions): Promise<Blob> {
  const codec = await supportedCodec(options.format, options.aspect);
  if (!codec) throw new Error(`no encoder for ${options.format}`);
  const { width, height } = VIDEO_SIZE[options.aspect];
  const board = convertLayout(source, options.aspect === '16:9' ? 'desktop' : 'mobile');
  const layout = LAYOUTS[board.layout];
  const steps = stepsOf(board);
  const scale = Math.min(width / layout.width, height / layout.height);
  const pitch = document.createElement('canvas');
  pitch.width = Math.round(layout.width * scale);
  pitch.height = Math.round(layout.height * scale);
  const pitchCtx = pitch.getContext('2d')!;
  const frame = document.createElement('canvas');
  frame.width = width;
  frame.height = height;
  const ctx = frame.getContext('2d')!;
  const renderer = new BoardRenderer(layout, scale);

  const chunks: EncodedFrame[] = [];
  const target = new ArrayBufferTarget();
  const mp4 = options.format === 'mp4' ? new Muxer({ target, video: { codec: 'avc', width, height, frameRate: VIDEO_FPS }, fastStart: 'in-memory' }) : null;
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
  encoder.configure({ codec, width, height, bitrate: 3_000_000, framerate: VIDEO_FPS, latencyMode: 'realtime', ...(mp4 ? { avc: { format: 'avc' } } : {}) });

  const titleFrames = options.title.trim() ? Math.round((TITLE_MS * VIDEO_FPS) / 1000) : 0;
  const total = videoFrameCount(steps.length, titleFrames > 0);
  for (let i = 0; i < total; i++) {
    if (failure) throw failure;
    if (i < titleFrames) drawTitle(ctx, width, height, options.title.trim(), board.formation);
    else {
      const t = ((i - titleFrames) * 1000) / VIDEO_FPS / STEP_MS;
      renderer.render(pitchCtx, { ...shownBoard(board, t, () => steps), pending: null, pendingObject: null, active: null, overlays: { ...NO_OVERLAYS, measure: board.measure, playback: { steps, t } } });
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.fillStyle = '#0b3d2e';
      ctx.fillRect(0, 0, width, height);
      ctx.drawImage(pitch, Math.round((width - pitch.width) / 2), Math.round((height - pitch.height) / 2));
    }
    const videoFrame = new VideoFrame(frame, { timestamp: Math.round((i * 1_000_000) / VIDEO_FPS), duration: Math.round(1_000_000 / VIDEO_FPS) });
    encoder.encode(videoFrame, { keyFrame: i % VIDEO_FPS === 0 });
    videoFrame.close();
    // Back-pressure: never more than a few frames waiting in the encoder.
    while (encoder.encodeQueueSize > 4) await new Promise((r) => setTimeout(r, 1));
    options.onProgress?.((i + 1) / total);
  }
  await encoder.flush();
  encoder.close();
  if (failure) throw failure;
  const durationMs = (total * 1000) / VIDEO_FPS;
  if (mp4) {
    mp4.finalize();
    return new Blob([target.buffer], { type: 'video/mp4' });
  }
  const bytes = writeWebm({ codecId: 'V_VP9', width, height, fps: VIDEO_FPS }, chunks, durationMs);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'video/webm' });
}

/** `{formation}_taktik_animasyon_{timestamp}.webm` (or .mp4). */
export function animationFileName(formation: string, format: VideoFormat, now = Date.now()): string {
  return `${formation}_taktik_animasyon_${now}.${format}`;
}
